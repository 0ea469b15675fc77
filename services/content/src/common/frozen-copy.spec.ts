import { frozenCopy, indexById } from './frozen-copy';

interface Item {
  id: string;
  tags: string[];
  label: { en: string };
}

const item = (id: string): Item => ({ id, tags: ['a'], label: { en: id } });

describe('frozenCopy', () => {
  it('cannot be changed at any depth', () => {
    const [copy] = frozenCopy([item('one')]) as Item[];

    expect(() => {
      (copy as Item).label.en = 'changed';
    }).toThrow(TypeError);
    // Matched by message: structuredClone's arrays come from another realm than Jest's TypeError.
    expect(() => (copy as Item).tags.push('b')).toThrow(/not extensible/);
  });

  it('is detached from the array and objects it was made from', () => {
    const seed = [item('one')];
    const copy = frozenCopy(seed);
    (seed[0] as Item).label.en = 'changed';
    seed.push(item('two'));

    expect(copy).toEqual([item('one')]);
  });
});

describe('indexById', () => {
  it('finds items by id, and nothing for inherited property names', () => {
    const byId = indexById([item('one'), item('two')], 'thing');

    expect(byId.get('two')?.id).toBe('two');
    expect(byId.get('__proto__')).toBeUndefined();
    expect(byId.get('constructor')).toBeUndefined();
  });

  it('refuses a duplicate id, naming what was duplicated', () => {
    expect(() => indexById([item('one'), item('one')], 'team member')).toThrow(
      'Duplicate team member id in the seed',
    );
  });
});
