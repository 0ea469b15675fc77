/**
 * The renderer's reads of the services: routed by path, shared while in flight, the catalogue reused
 * for a few seconds, posts and jobs (no-cache) revalidated every time with their ETag.
 */
import { createUpstream } from './upstream';

function fakeService() {
  const calls: { url: string; ifNoneMatch: string | null }[] = [];
  const answers = new Map<string, { body: unknown; cacheControl: string; etag: string }>();
  const reply = (url: string, ifNoneMatch: string | null): Response => {
    const answer = answers.get(new URL(url).pathname);
    if (!answer)
      return Response.json({ statusCode: 404, code: 'X.NOT_FOUND', message: 'none' }, { status: 404 });
    if (ifNoneMatch === answer.etag) return new Response(null, { status: 304 });
    return Response.json(answer.body, {
      headers: { 'Cache-Control': answer.cacheControl, ETag: answer.etag },
    });
  };
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    const ifNoneMatch = new Headers(init?.headers).get('If-None-Match');
    calls.push({ url, ifNoneMatch });
    return Promise.resolve(reply(url, ifNoneMatch));
  };
  return { fetch, calls, answers };
}

describe('createUpstream', () => {
  let clock = 0;
  const setup = () => {
    const service = fakeService();
    const fetchKey = createUpstream({
      contentUrl: 'http://content:3002',
      recruitmentUrl: 'http://recruitment:3003/',
      cacheMs: 5000,
      timeoutMs: 1000,
      fetch: service.fetch,
      now: () => clock,
    });
    return { ...service, fetchKey };
  };

  it('routes keys to their service and leaves unknown ones to the browser', async () => {
    const { fetchKey, calls, answers } = setup();
    answers.set('/api/jobs', { body: [], cacheControl: 'public, no-cache', etag: 'W/"1"' });
    expect(await fetchKey('/jobs')).toEqual({ data: [] });
    expect(calls[0]?.url).toBe('http://recruitment:3003/api/jobs');
    expect(fetchKey('/briefs')).toBeUndefined();
    expect(fetchKey('/blog/../briefs')).toBeUndefined();
    const missing = await fetchKey('/services/nope');
    expect(missing && 'error' in missing && missing.error.status).toBe(404);
  });

  it('keeps nothing of a no-store answer (a post preview): asked whole again, without an ETag', async () => {
    const { fetchKey, calls, answers } = setup();
    const key = '/blog/previews/abc';
    answers.set(`/api${key}`, { body: { post: 1 }, cacheControl: 'private, no-store', etag: 'W/"p"' });
    expect(await fetchKey(key)).toEqual({ data: { post: 1 } });
    // Expired since: the service answers 404, and the renderer has no copy to offer instead.
    answers.delete(`/api${key}`);
    const expired = await fetchKey(key);
    expect(expired && 'error' in expired && expired.error.status).toBe(404);
    expect(calls.map((call) => call.ifNoneMatch)).toEqual([null, null]);
  });

  it('reuses a catalogue answer for cacheMs and shares a request in flight', async () => {
    const { fetchKey, calls, answers } = setup();
    answers.set('/api/services', { body: [1], cacheControl: 'public, max-age=60', etag: 'W/"s"' });
    clock = 0;
    await Promise.all([fetchKey('/services'), fetchKey('/services')]);
    expect(calls).toHaveLength(1);
    clock = 4999;
    await fetchKey('/services');
    expect(calls).toHaveLength(1);
    clock = 5001;
    answers.set('/api/services', { body: [2], cacheControl: 'public, max-age=60', etag: 'W/"t"' });
    expect(await fetchKey('/services')).toEqual({ data: [2] });
    expect(calls).toHaveLength(2);
  });

  it('asks again every time for a no-cache answer, getting a 304 while it is unchanged', async () => {
    const { fetchKey, calls, answers } = setup();
    answers.set('/api/blog/posts', { body: ['a'], cacheControl: 'public, no-cache', etag: 'W/"a"' });
    expect(await fetchKey('/blog/posts')).toEqual({ data: ['a'] });
    expect(await fetchKey('/blog/posts')).toEqual({ data: ['a'] });
    expect(calls.map((call) => call.ifNoneMatch)).toEqual([null, 'W/"a"']);
    answers.set('/api/blog/posts', { body: ['a', 'b'], cacheControl: 'public, no-cache', etag: 'W/"b"' });
    expect(await fetchKey('/blog/posts')).toEqual({ data: ['a', 'b'] });
  });

  it('turns a network failure into status 0 and keeps no failed answer', async () => {
    const failing = createUpstream({
      contentUrl: 'http://content:3002',
      recruitmentUrl: 'http://recruitment:3003',
      cacheMs: 5000,
      timeoutMs: 1000,
      fetch: () => Promise.reject(new TypeError('connect ECONNREFUSED')),
    });
    const result = await failing('/services');
    expect(result && 'error' in result && result.error.status).toBe(0);
  });
});
