import { MAX_JSON_DEPTH, shapeProblem } from './request-shape';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? { a: value } : [value];
  return value;
};

describe('shapeProblem', () => {
  it('accepts ordinary bodies, Arabic and emoji included, up to the depth limit', () => {
    expect(shapeProblem({ name: 'سالم', note: 'ok 👍', tags: ['a', 'b'], n: 1, x: null })).toBeUndefined();
    expect(shapeProblem(nested(MAX_JSON_DEPTH))).toBeUndefined();
    expect(shapeProblem(undefined)).toBeUndefined();
  });

  it('refuses nesting past the limit, however deep, without recursing', () => {
    expect(shapeProblem(nested(MAX_JSON_DEPTH + 1))).toBe('tooDeep');
    expect(shapeProblem(nested(6000))).toBe('tooDeep');
    expect(shapeProblem(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toBe('tooDeep');
  });

  it('refuses a lone surrogate in a value or a key', () => {
    expect(shapeProblem({ email: 'a\ud800@example.ly' })).toBe('malformedText');
    expect(shapeProblem({ ['k\udfff']: 'v' })).toBe('malformedText');
    expect(shapeProblem([['x', 'y\ud83d']])).toBe('malformedText');
  });
});
