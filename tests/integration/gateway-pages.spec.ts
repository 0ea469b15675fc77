/**
 * The gateway's public pages: one copy of a page a second, keyed by what the page reads; signed-in and
 * preview requests past the copies; the security headers per request; the page budget per address; and
 * the last good copy when the renderer stops. Two spare gateways (the budget off, and at 2 a second) in
 * front of a stand-in renderer that records what it draws, echoes the address with a version a test can
 * change (as an admin's edit changes a page's data), and can stop listening. Freshness is checked by the
 * second each copy was drawn for (X-Page-Second) and the clock the containers share with this host,
 * never by waiting a fixed time.
 */
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { admin } from './support/gateway';
import { startSpareGateway, systemNetwork } from './support/spare-gateway';
import { systemState } from './support/state';

const PAGES = 3005;
const CONTROL = 3006;
/**
 * Pages on PAGES: `v<version> <address>`. On CONTROL: `/set?v=N` (answers the time of the change, in
 * ms), `/seen` (the addresses drawn), `/stop` (the pages' port stops listening: a stopped renderer).
 */
const RENDERER = `
const http = require('node:http');
let version = 1;
const seen = [];
const pages = http.createServer((req, res) => {
  seen.push(req.url);
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end('v' + version + ' ' + req.url + ' '.repeat(600));
}).listen(${PAGES});
http.createServer((req, res) => {
  const u = new URL(req.url, 'http://x');
  if (u.pathname === '/set') { version = Number(u.searchParams.get('v')); res.end(String(Date.now())); return; }
  if (u.pathname === '/seen') { res.end(JSON.stringify(seen)); return; }
  if (u.pathname === '/stop') { pages.close(); pages.closeAllConnections(); res.end('ok'); return; }
  res.statusCode = 404; res.end();
}).listen(${CONTROL});
`;

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** This host's clock when the request was sent and when its answer had arrived (ms). */
  sentAt: number;
  receivedAt: number;
}

function rawGet(base: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const sentAt = Date.now();
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString().trimEnd(),
          sentAt,
          receivedAt: Date.now(),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const second = (ms: number): number => Math.floor(ms / 1000);
const copySecond = (answer: RawAnswer): number => Number(answer.headers['x-page-second']);
const cacheStatus = (answer: RawAnswer): unknown => answer.headers['x-cache-status'];

describe("the gateway's pages", () => {
  let renderer: StartedTestContainer | undefined;
  let control = '';
  let spare: StartedTestContainer | undefined;
  let budgeted: StartedTestContainer | undefined;
  let gateway = '';
  let limited = '';
  const seen = async (): Promise<string[]> => (await (await fetch(`${control}/seen`)).json()) as string[];
  const drawn = async (address: string): Promise<number> =>
    (await seen()).filter((seenAddress) => seenAddress === address).length;

  beforeAll(async () => {
    const { gatewayContainerId } = systemState();
    renderer = await new GenericContainer('node:24-bookworm-slim')
      .withNetworkMode(await systemNetwork(gatewayContainerId))
      .withNetworkAliases('stub-pages')
      .withCommand(['node', '-e', RENDERER])
      .withExposedPorts(PAGES, CONTROL)
      .withWaitStrategy(Wait.forListeningPorts())
      .start();
    control = `http://${renderer.getHost()}:${renderer.getMappedPort(CONTROL)}`;
    const upstream = { RENDERER_UPSTREAM: `stub-pages:${PAGES}` };
    [spare, budgeted] = await Promise.all([
      startSpareGateway(gatewayContainerId, {
        ...upstream,
        GATEWAY_PAGE_RATE: '0',
        GATEWAY_HSTS: 'max-age=31536000',
      }),
      startSpareGateway(gatewayContainerId, { ...upstream, GATEWAY_PAGE_RATE: '2' }),
    ]);
    gateway = `http://${spare.getHost()}:${spare.getMappedPort(80)}`;
    limited = `http://${budgeted.getHost()}:${budgeted.getMappedPort(80)}`;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([spare?.stop(), budgeted?.stop()]);
    await renderer?.stop();
  });

  it('draws a page once a second, keyed by the parameters it reads: others neither add a copy nor miss one', async () => {
    const answers: RawAnswer[] = [];
    for (let n = 0; n < 30; n++) answers.push(await rawGet(gateway, `/services?utm_source=n${n}&x=${n}`));

    // The renderer was asked for the page alone, once for each second a copy was drawn for; every other
    // answer came from that second's copy.
    const misses = answers.filter((answer) => cacheStatus(answer) === 'MISS');
    expect(await seen()).not.toContainEqual(expect.stringMatching(/^\/services\?/));
    expect(await drawn('/services')).toBe(misses.length);
    expect(new Set(misses.map(copySecond)).size).toBe(misses.length);
    expect(answers.filter((answer) => cacheStatus(answer) === 'HIT')).toHaveLength(30 - misses.length);
    expect(misses.length).toBeLessThan(30);
    for (const answer of answers) expect(answer.body).toMatch(/^v\d+ \/services$/);

    // The blog's own parameters, in a fixed order, the others dropped; another search is another copy.
    const blog = await rawGet(gateway, '/blog?ref=a&category=news&q=cloud');
    const search = await rawGet(gateway, '/blog?q=other&utm_source=mail');
    const projects = await rawGet(gateway, '/ar/projects?category=telecom&page=2');
    expect(blog.body).toMatch(/^v\d+ \/blog\?q=cloud&category=news$/);
    expect(search).toMatchObject({ headers: { 'x-cache-status': 'MISS' } });
    expect(search.body).toMatch(/^v\d+ \/blog\?q=other$/);
    expect(projects.body).toMatch(/^v\d+ \/ar\/projects\?category=telecom$/);
  });

  it('shows a change in every page asked for a second after it: a copy answers only in its own second', async () => {
    await rawGet(gateway, '/about');
    const changedAt = Number(await (await fetch(`${control}/set?v=2`)).text());
    const answers: RawAnswer[] = [];
    try {
      // Until an answer to a request sent a full second after the change (bounded: a few seconds).
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const answer = await rawGet(gateway, '/about');
        answers.push(answer);
        if (answer.sentAt >= changedAt + 1000) break;
      }
    } finally {
      await fetch(`${control}/set?v=1`);
    }

    expect(answers.at(-1)?.sentAt).toBeGreaterThanOrEqual(changedAt + 1000);
    for (const answer of answers) {
      // Drawn for a second within the request's own (the host's and the containers' clocks are one).
      expect(copySecond(answer)).toBeGreaterThanOrEqual(second(answer.sentAt));
      expect(copySecond(answer)).toBeLessThanOrEqual(second(answer.receivedAt));
      if (copySecond(answer) > second(changedAt)) expect(answer.body).toBe('v2 /about');
      if (answer.sentAt >= changedAt + 1000) expect(answer.body).toBe('v2 /about');
    }
    // Copies did answer meanwhile (the poll runs for about a second).
    expect(answers.some((answer) => cacheStatus(answer) === 'HIT')).toBe(true);
  });

  it('never answers a signed-in request or a preview address from a copy, nor keeps one', async () => {
    await rawGet(gateway, '/careers');
    const before = await drawn('/careers');
    for (let i = 0; i < 2; i++) {
      const signedIn = await rawGet(gateway, '/careers', admin());
      const preview = await rawGet(gateway, '/careers?preview=abc&x=1');
      expect(signedIn.headers['x-cache-status']).toBe('BYPASS');
      expect(preview.headers['x-cache-status']).toBe('BYPASS');
      expect(preview.body).toBe('v1 /careers?preview=abc&x=1');
    }
    // Each went to the renderer (the preview's address whole), however soon after the public copy.
    expect(await drawn('/careers')).toBe(before + 2);
    expect(await drawn('/careers?preview=abc&x=1')).toBe(2);
    expect((await rawGet(gateway, '/careers')).body).toBe('v1 /careers');
  });

  it('adds the security headers to each answer, HSTS only to one that arrived over HTTPS', async () => {
    let plain: RawAnswer | undefined;
    let secure: RawAnswer | undefined;
    // The same copy for both (a second may end between the two: then once more).
    for (let i = 0; i < 5; i++) {
      secure = await rawGet(gateway, '/privacy-policy', { 'X-Forwarded-Proto': 'https' });
      plain = await rawGet(gateway, '/privacy-policy');
      if (cacheStatus(plain) === 'HIT') break;
    }
    expect(plain).toMatchObject({ status: 200, headers: { 'x-cache-status': 'HIT' } });
    expect(secure?.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(plain?.headers['strict-transport-security']).toBeUndefined();
    for (const answer of [plain, secure]) {
      expect(answer?.headers['x-frame-options']).toBe('DENY');
      expect(answer?.headers['content-security-policy']).toMatch(/default-src 'self'/);
    }
  });

  it('delays a burst of pages, then refuses the rest with the 429 page; one page at a time is never refused', async () => {
    const oneAtATime: number[] = [];
    for (let i = 0; i < 8; i++) oneAtATime.push((await rawGet(limited, `/contact?n=${i}`)).status);
    expect(oneAtATime).toEqual(Array.from({ length: 8 }, () => 200));

    const burst = await Promise.all(Array.from({ length: 30 }, () => rawGet(limited, '/terms-of-service')));
    const served = burst.filter((answer) => answer.status === 200);
    const refused = burst.filter((answer) => answer.status === 429);
    expect(served.length + refused.length).toBe(30);
    expect(refused.length).toBeGreaterThan(0);
    // Sent at once, the served ones were let through over several seconds (2 a second): delayed, not
    // refused, up to the burst.
    expect(new Set(served.map(copySecond)).size).toBeGreaterThanOrEqual(3);
    const page = refused[0];
    expect(page?.headers['retry-after']).toBe('1');
    expect(page?.headers['content-type']).toMatch(/^text\/html/);
    expect(page?.body).toMatch(/Too many pages[\s\S]*lang="ar"/);
  });

  it("serves a page's last good copy while the renderer is stopped, the app for a page without one", async () => {
    expect((await rawGet(gateway, '/contact')).body).toBe('v1 /contact');
    expect((await rawGet(gateway, '/no-such-page')).body).toBe('v1 /no-such-page');
    await fetch(`${control}/stop`);

    // Past this second's copy (drawn before the stop) and the renderer's last answers: asked until the
    // fallback answers, bounded by time, not by a count (a fast machine answers a thousand requests
    // within one second, all from the second's copy).
    const deadline = Date.now() + 5000;
    let kept = await rawGet(gateway, '/contact?utm_source=mail');
    while (kept.headers['x-page-copy'] !== 'last-good' && Date.now() < deadline) {
      kept = await rawGet(gateway, '/contact?utm_source=mail');
    }
    const again = await rawGet(gateway, '/contact');
    const madeUp = await rawGet(gateway, '/no-such-page');

    for (const answer of [kept, again]) {
      expect(answer).toMatchObject({ status: 200, body: 'v1 /contact' });
      expect(answer.headers['x-page-copy']).toBe('last-good');
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
    // The fallback is not kept as the second's copy: it must not outlive the outage.
    expect(cacheStatus(again)).toBe('MISS');
    // A made-up address is never kept as a last good copy.
    expect(madeUp).toMatchObject({ status: 200, headers: { 'x-rendered-by': 'client' } });
  });
});
