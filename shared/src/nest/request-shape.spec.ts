import type { NextFunction, Request, Response } from 'express';
import { toEnvelope } from './error.filter';
import { MAX_JSON_DEPTH, refuseMalformedShapes, shapeProblem } from './request-shape';

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

  it('refuses, at any depth, the keys class-transformer drops before the forbidden-field rule looks', () => {
    expect(shapeProblem(JSON.parse('{"status":"new","__proto__":{}}'))).toBe('reservedKey');
    expect(shapeProblem(JSON.parse('{"title":{"en":"x","constructor":"y"}}'))).toBe('reservedKey');
    for (const key of ['prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__']) {
      expect(shapeProblem({ items: [{ [key]: 1 }] })).toBe('reservedKey');
    }
    expect(shapeProblem({ proto: 1, constructorName: 'x', toStringValue: 'y' })).toBeUndefined();
  });
});

describe('refuseMalformedShapes', () => {
  const run = (body: unknown, query: unknown = {}): unknown => {
    let passed: unknown = 'not called';
    const next: NextFunction = (err?: unknown) => {
      passed = err;
    };
    refuseMalformedShapes({ body, query } as Request, {} as Response, next);
    return passed;
  };

  it('passes a fine request on', () => {
    expect(run({ email: 'a@example.ly' }, { page: '1' })).toBeUndefined();
  });

  it('answers a reserved key in the body or the query with a 400 naming it as an unknown field', () => {
    for (const [error, field] of [
      [run(JSON.parse('{"__proto__":1}')), '__proto__'],
      [run({}, { constructor: 'x' }), 'constructor'],
    ] as const) {
      expect(toEnvelope(error)).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION.FAILED',
        details: [{ field, rule: 'unknownField' }],
      });
    }
  });
});
