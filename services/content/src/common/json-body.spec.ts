import { JsonBodyCache, toJsonBody } from './json-body';

describe('JsonBodyCache', () => {
  it('serialises an answer once and serves the same bytes until cleared', async () => {
    const cache = new JsonBodyCache();
    let version = 1;
    const produce = jest.fn(() => Promise.resolve({ version }));

    const first = await cache.get('k', produce);
    version = 2;
    expect(await cache.get('k', produce)).toBe(first);
    cache.clear();

    expect(JSON.parse((await cache.get('k', produce)).bytes.toString())).toEqual({ version: 2 });
    expect(produce).toHaveBeenCalledTimes(2);
  });

  it('does not keep an answer read while a change cleared the cache (it may be stale)', async () => {
    const cache = new JsonBodyCache();
    let release: (value: unknown) => void = () => undefined;
    const slow = cache.get('k', () => new Promise((resolve) => (release = resolve)));
    cache.clear();
    release({ stale: true });
    await slow;

    expect(
      JSON.parse((await cache.get('k', () => Promise.resolve({ fresh: true }))).bytes.toString()),
    ).toEqual({
      fresh: true,
    });
  });

  it('keeps nothing for a failed read, so a later read answers afresh', async () => {
    const cache = new JsonBodyCache();
    await expect(cache.get('k', () => Promise.reject(new Error('not found')))).rejects.toThrow('not found');

    expect((await cache.get('k', () => Promise.resolve([1]))).bytes.toString()).toBe('[1]');
  });

  it('serves without keeping when disabled or past its byte budget', async () => {
    const off = new JsonBodyCache(false);
    const small = new JsonBodyCache(true, 4);
    for (const cache of [off, small]) {
      const produce = jest.fn(() => Promise.resolve('long enough'));
      await cache.get('k', produce);
      await cache.get('k', produce);
      expect(produce).toHaveBeenCalledTimes(2);
    }
  });

  it('gives the weak ETag Express gives the same bytes', () => {
    const body = toJsonBody({ a: 'مرحبا' });
    expect(body.etag).toMatch(/^W\/"[0-9a-f]+-[\w+/]{27}"$/);
    expect(body.bytes.toString()).toBe('{"a":"مرحبا"}');
  });
});
