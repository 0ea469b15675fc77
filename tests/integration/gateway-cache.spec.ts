/**
 * The gateway's cache of public catalogue reads (GATEWAY_API_CACHE_SECONDS), in nginx: the second read
 * is served from the copy, gzipped once and unzipped for a client that does not take gzip, with 304s;
 * a token, a 404, posts and jobs never come from it; the copy goes back to the service once its seconds
 * have passed (the catalogue has no admin writes: expiry is what brings a change), and a stopped service
 * shows as a 503, not as the old copy. A spare gateway with a 4-second validity, so the tests need not
 * wait for the image's default. The file stops content itself and, whatever happens, starts it again
 * and waits until the shared gateway reaches it.
 */
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { StartedTestContainer } from 'testcontainers';
import type { BlogPost } from '@madar/shared';
import { admin, expectSecurityHeaders } from './support/gateway';
import { startSpareGateway } from './support/spare-gateway';
import { systemState } from './support/state';
import { currentUrl, ensureRunning, stopServiceContainer, waitUntilReady } from './support/system';

const SECONDS = 4;
/** nginx counts a copy's validity in whole seconds, so it ends up to a second after SECONDS. */
const PAST_VALIDITY_MS = (SECONDS + 1.5) * 1000;
const GZIP = { 'Accept-Encoding': 'gzip' };

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** As sent: not unzipped (fetch would undo the gzip and hide which encoding came). */
  body: Buffer;
}

function rawGet(base: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await sleep(250);
  }
  return false;
}

const POST = {
  title: { en: 'Cache check', ar: 'فحص التخزين المؤقت' },
  excerpt: { en: 'Published and withdrawn at once.', ar: 'نُشر وسُحب في الحال.' },
  content: { en: '<p>Nothing to read.</p>', ar: '<p>لا شيء للقراءة.</p>' },
  slug: 'integration-gateway-cache-check',
  category: 'telecommunications',
  author: 'Youssef Al-Werfalli',
  authorTitle: { en: 'Engineering Manager', ar: 'مدير الهندسة' },
  published: true,
};

describe("the gateway's cache of catalogue reads", () => {
  let spare: StartedTestContainer | undefined;
  let gateway = '';

  beforeAll(async () => {
    spare = await startSpareGateway(systemState().gatewayContainerId, {
      GATEWAY_API_CACHE_SECONDS: String(SECONDS),
    });
    gateway = `http://${spare.getHost()}:${spare.getMappedPort(80)}`;
  }, 90_000);

  afterAll(async () => {
    await spare?.stop();
    const { containerIds, baseUrl } = systemState();
    for (const id of containerIds.content) await ensureRunning(id);
    await waitUntilReady(containerIds);
    const answers = async () => (await fetch(`${baseUrl}/api/blog/posts`)).status === 200;
    if (!(await until(answers, 30_000))) throw new Error('the gateway did not reach content again');
  }, 150_000);

  it('serves the second read from its copy: gzip as stored, unzipped for a client without gzip', async () => {
    const service = await currentUrl(systemState().containerIds.content[0] ?? '', 3002);
    const direct = await rawGet(service, '/api/services', { 'Accept-Encoding': 'identity' });
    await rawGet(gateway, '/api/services', GZIP);

    const gzip = await rawGet(gateway, '/api/services', GZIP);
    const plain = await rawGet(gateway, '/api/services');

    expect(gzip).toMatchObject({ status: 200, headers: { 'x-cache-status': 'HIT' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(direct.body)).toBe(true);
    expect(plain).toMatchObject({ status: 200, headers: { 'x-cache-status': 'HIT' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(direct.body)).toBe(true);
    for (const answer of [gzip, plain]) {
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers.etag).toBe(direct.headers.etag);
    }
    expectSecurityHeaders(await fetch(`${gateway}/api/services`));
  });

  it('answers a matching If-None-Match from its copy with 304', async () => {
    const { headers } = await rawGet(gateway, '/api/team', GZIP);
    const again = await rawGet(gateway, '/api/team', { ...GZIP, 'If-None-Match': String(headers.etag) });

    expect(again).toMatchObject({ status: 304, headers: { 'x-cache-status': 'HIT' } });
    expect(again.body.length).toBe(0);
  });

  it('never answers a request with a token from its copy, nor keeps a 404', async () => {
    await rawGet(gateway, '/api/projects', GZIP);
    for (let i = 0; i < 2; i++) {
      const withToken = await rawGet(gateway, '/api/projects', { ...GZIP, ...admin() });
      expect(withToken).toMatchObject({ status: 200, headers: { 'x-cache-status': 'BYPASS' } });
      const missing = await rawGet(gateway, '/api/services/no-such-service', GZIP);
      expect(missing).toMatchObject({ status: 404, headers: { 'x-cache-status': 'MISS' } });
    }
  });

  it('asks the service again once the configured seconds have passed', async () => {
    await sleep(PAST_VALIDITY_MS);
    const expired = await rawGet(gateway, '/api/timeline', GZIP);
    const within = await rawGet(gateway, '/api/timeline', GZIP);
    await sleep(PAST_VALIDITY_MS);
    const after = await rawGet(gateway, '/api/timeline', GZIP);

    expect(expired.headers['x-cache-status']).toMatch(/^(MISS|EXPIRED)$/);
    expect(within.headers['x-cache-status']).toBe('HIT');
    expect(after).toMatchObject({ status: 200, headers: { 'x-cache-status': 'EXPIRED' } });
  });

  it('keeps no post or job: a post published shows at once, and is gone at once when withdrawn', async () => {
    const slugs = async () => {
      const list = await rawGet(gateway, '/api/blog/posts');
      expect(list.headers['x-cache-status']).toBeUndefined();
      return (JSON.parse(list.body.toString()) as BlogPost[]).map((post) => post.slug);
    };
    expect(await slugs()).not.toContain(POST.slug);
    expect((await rawGet(gateway, '/api/jobs')).headers['x-cache-status']).toBeUndefined();

    const json = { ...admin(), 'Content-Type': 'application/json' };
    const created = await fetch(`${gateway}/api/blog/posts`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(POST),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as BlogPost;
    try {
      expect(await slugs()).toContain(POST.slug);
      const withdrawn = await fetch(`${gateway}/api/blog/posts/${id}`, {
        method: 'PATCH',
        headers: json,
        body: JSON.stringify({ published: false }),
      });
      expect(withdrawn.status).toBe(200);
      expect(await slugs()).not.toContain(POST.slug);
    } finally {
      await fetch(`${gateway}/api/blog/posts/${id}`, { method: 'DELETE', headers: admin() });
    }
  });

  it('answers the 503 envelope once its copy has expired while content is stopped', async () => {
    expect((await rawGet(gateway, '/api/statistics', GZIP)).status).toBe(200);
    for (const id of systemState().containerIds.content) await stopServiceContainer(id);
    await sleep(PAST_VALIDITY_MS);

    const answer = await fetch(`${gateway}/api/statistics`);

    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ statusCode: 503, code: 'GATEWAY.UPSTREAM_UNAVAILABLE' });
  });
});
