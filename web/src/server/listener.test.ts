/**
 * The renderer as operators see it: one request id (the gateway's, or a new one when malformed) in
 * its log lines and in its reads of the services, and its Prometheus series at /metrics for the
 * in-cluster scraper only, the histogram labelled by page pattern rather than address.
 */
import { setImmediate as nodeSetImmediate } from 'node:timers';
import type { IncomingHttpHeaders, IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Reply } from './handler';
import { createListener, log } from './listener';
import { pageLabel, RendererMetrics } from './metrics';
import { requestIdHeaders } from './request-id';
import { createUpstream } from './upstream';

// The web tests run in jsdom, which has no setImmediate; prom-client's event-loop lag gauge (a default
// metric, as in the renderer's own Node) uses it.
globalThis.setImmediate ??= nodeSetImmediate;

const GATEWAY_ID = '0f3c9a7e5b2d4c1f8a6e9b0d2c4f6a8e';

function setup() {
  const metrics = new RendererMetrics();
  const sent: Headers[] = [];
  const fetchKey = createUpstream({
    contentUrl: 'http://content:3002',
    recruitmentUrl: 'http://recruitment:3003',
    cacheMs: 0,
    timeoutMs: 1000,
    headers: requestIdHeaders,
    onRead: (result) => metrics.read(result),
    fetch: (_input, init) => {
      sent.push(new Headers(init?.headers));
      return Promise.resolve(Response.json({ slug: 'a-post' }));
    },
  });
  const handle = async (_method: string, url: string): Promise<Reply> => {
    if (url.startsWith('/blog/')) {
      await fetchKey('/blog/posts/a-post');
      log('info', 'drawn');
      return { status: 200, headers: { 'Content-Type': 'text/html' }, body: '<p>post</p>' };
    }
    return { status: 404, headers: { 'Content-Type': 'text/html' }, body: '<p>not found</p>' };
  };
  return { listener: createListener({ handle, metrics, log }), sent };
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/**
 * A GET through the listener with plain request and response objects (no socket: the web tests' MSW
 * answers every real HTTP request of the process itself).
 */
function get(listener: RequestListener, url: string, headers: IncomingHttpHeaders = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const answer: Answer = { status: 0, headers: {}, text: '' };
    const response = {
      writeHead(status: number, replyHeaders: Record<string, string>) {
        Object.assign(answer, { status, headers: replyHeaders });
        return response;
      },
      end(body?: string | Uint8Array) {
        resolve({ ...answer, text: body === undefined ? '' : Buffer.from(body).toString() });
      },
    };
    listener({ method: 'GET', url, headers } as IncomingMessage, response as unknown as ServerResponse);
  });
}

describe('the renderer listener', () => {
  let lines: Record<string, unknown>[];
  beforeEach(() => {
    lines = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      return true;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it("writes the gateway's request id in every log line and passes it to the services", async () => {
    const { listener, sent } = setup();
    expect((await get(listener, '/blog/a-post', { 'x-request-id': GATEWAY_ID })).status).toBe(200);

    expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
      ['drawn', GATEWAY_ID],
      ['request', GATEWAY_ID],
    ]);
    expect(sent[0]?.get('x-request-id')).toBe(GATEWAY_ID);
  });

  it('replaces a malformed id with one of its own', async () => {
    const { listener, sent } = setup();
    expect((await get(listener, '/blog/a-post', { 'x-request-id': 'bad id "x"' })).status).toBe(200);

    const id = lines[0]?.requestId;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines[1]?.requestId).toBe(id);
    expect(sent[0]?.get('x-request-id')).toBe(id);
  });

  it('answers /metrics with the request histogram by page pattern and the reads of the services', async () => {
    const { listener } = setup();
    expect((await get(listener, '/blog/a-post')).status).toBe(200);
    expect((await get(listener, '/made/up/address')).status).toBe(404);

    const res = await get(listener, '/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['Content-Type']).toMatch(/^text\/plain/);
    expect(res.text).toContain('process_resident_memory_bytes');
    expect(res.text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/blog\/:slug",status="200"\} 1/,
    );
    expect(res.text).toMatch(/route="unmatched",status="404"\} 1/);
    expect(res.text).toContain('renderer_data_reads_total{result="fetched"} 1');
    expect(res.text).not.toContain('a-post');
    expect(res.text).not.toContain('made/up');
  });

  it('does not answer /metrics to a request that came through the gateway', async () => {
    const { listener } = setup();
    const res = await get(listener, '/metrics', { 'x-forwarded-for': '203.0.113.9' });
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('http_request_duration_seconds');
  });
});

describe('pageLabel', () => {
  it.each([
    ['/', '/'],
    ['/ar', '/ar'],
    ['/services', '/services'],
    ['/ar/careers/network-engineer', '/ar/careers/:slug'],
    ['/og/blog/a-post.png', '/og/:card'],
    ['/sitemap.xml', '/sitemap.xml'],
    ['/feed.xml', '/feed.xml'],
    ['/ar/feed.xml', '/ar/feed.xml'],
    ['/about/x', 'unmatched'],
    ['/wp-login.php', 'unmatched'],
    ['/blog/a/b', 'unmatched'],
  ])('%s is %s', (path, label) => {
    expect(pageLabel(path)).toBe(label);
  });
});
