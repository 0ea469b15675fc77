/**
 * The gateway's cache of public catalogue reads (gateway/templates/default.conf.template): which paths it
 * covers and what it never keeps. Publishing a post or a job must show at once, and an admin's read must
 * never be served to a visitor, so posts, jobs, the blog's admin reads and token-bearing requests stay
 * out of it. tests/integration/gateway-cache.spec.ts shows it working in nginx.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { blockAt, gatewayConfig, gatewayServers, gatewayTemplate } from '../testing/gateway-template';

/** Every location with a proxy_cache, as its regex and its body (which holds `${NAME}`s). */
const cached = [...gatewayTemplate.matchAll(/location\s+~\s+(\S+)\s*\{((?:[^{}]|\$\{\w+\})*)\}/g)]
  .filter((match) => /\bproxy_cache\s/.test(match[2] ?? ''))
  .map((match) => ({ pattern: new RegExp(match[1] ?? '(?!)'), body: match[2] ?? '' }));
const catalogue = cached[0];
const isCached = (uri: string): boolean => catalogue?.pattern.test(uri) ?? false;

describe("the gateway's cache of catalogue reads", () => {
  it('is one location', () => {
    expect(cached).toHaveLength(1);
  });

  it.each([
    '/api/services',
    '/api/services/network-infrastructure',
    '/api/projects',
    '/api/projects/some-id',
    '/api/testimonials',
    '/api/statistics',
    '/api/team',
    '/api/timeline',
    '/api/blog/categories',
  ])('covers %s', (uri) => {
    expect(isCached(uri)).toBe(true);
  });

  it.each([
    '/api/blog/posts',
    '/api/blog/posts/some-slug',
    '/api/blog/stats',
    '/api/blog/activity',
    '/api/jobs',
    '/api/jobs/some-id',
    '/api/services/a/b',
    '/api/servicesx',
    '/api/team/x',
    '/api/auth/me',
    '/services',
  ])('leaves out %s', (uri) => {
    expect(isCached(uri)).toBe(false);
  });

  it('keeps only 200s, never a request with a token, and serves stale only while one request refreshes', () => {
    const body = catalogue?.body ?? '';
    expect([...body.matchAll(/proxy_cache_valid\s+([^;]+);/g)].map((m) => m[1])).toEqual([
      '200 ${GATEWAY_API_CACHE_SECONDS}s',
    ]);
    expect(body).toMatch(/proxy_cache_bypass\s+\$http_authorization;/);
    expect(body).toMatch(/proxy_no_cache\s+\$http_authorization;/);
    // error, timeout or http_5xx here would hide a failing service behind an old answer.
    expect([...body.matchAll(/proxy_cache_use_stale\s+([^;]+);/g)].map((m) => m[1])).toEqual(['updating']);
    expect(body).not.toMatch(/proxy_cache_background_update\s+on/);
    // Without this the service's Cache-Control (max-age=60) would set the validity instead.
    expect(body).toMatch(/proxy_ignore_headers[^;]*\bCache-Control\b[^;]*;/);
  });

  it("tells browsers to ask again on every use instead of the service's max-age=60", () => {
    const body = catalogue?.body ?? '';
    expect(body).toMatch(/proxy_hide_header\s+Cache-Control;/);
    expect(body).toMatch(/add_header\s+Cache-Control\s+"no-cache"\s+always;/);
  });

  it("passes the service the server's client headers (its own proxy_set_header drops them) and asks for gzip", () => {
    const headers = (text: string) => [...text.matchAll(/proxy_set_header\s+([^;]+);/g)].map((m) => m[1]);
    // The public server's own (the page server, the second server, passes on what it is given).
    const publicServer = gatewayServers(gatewayTemplate).servers.find((s) => s.listen.includes('80'));
    const server = headers((publicServer?.body ?? '').replace(/location[^{]*\{(?:[^{}]|\$\{\w+\})*\}/g, ''));

    expect(server.length).toBeGreaterThan(0);
    expect(headers(catalogue?.body ?? '')).toEqual([...server, 'Accept-Encoding gzip']);
  });
});

/**
 * The public pages' one-second copies (snippets/page-cache.conf) in front of the gateway's page server:
 * keyed by the page's reduced address and the current second, never a signed-in or preview request,
 * never a fallback. tests/integration/gateway-pages.spec.ts shows them working in nginx.
 */
describe("the gateway's copies of public pages", () => {
  const config = gatewayConfig({ snippets: true });
  const { servers, upstreams } = gatewayServers(config);
  const pages = servers.find((s) => s.listen.includes('80'))?.body ?? '';
  const opening = /location \/ \{/.exec(pages);
  const copy = opening ? blockAt(pages, opening.index + opening[0].length) : '';

  it('keys a copy by the address the page reads and the second, drawn by one request while the rest wait', () => {
    expect(copy).toMatch(/proxy_pass http:\/\/gateway_pages\$gateway_page_uri;/);
    expect(copy).toMatch(/proxy_cache_key "\$gateway_page_uri \$gateway_second";/);
    expect(copy).toMatch(/proxy_cache_valid 200 301 302 404 1s;/);
    expect(copy).toMatch(/proxy_cache_lock on;/);
    // Serving an old copy while a new one is drawn would break the second.
    expect(copy).not.toMatch(/proxy_cache_use_stale/);
    expect(copy).toMatch(/proxy_cache_bypass \$gateway_page_private;/);
    expect(copy).toMatch(
      /proxy_no_cache \$gateway_page_private \$upstream_http_x_page_copy \$upstream_http_x_rendered_by;/,
    );
    expect(config).toMatch(/map \$msec \$gateway_second \{\s*"~\^\(\\d\+\)\\\." \$1;\s*\}/);
  });

  it('draws pages on a loopback server of its own, on a port the HTTPS mode does not take', () => {
    const [address] = upstreams.get('gateway_pages') ?? [];
    expect(address).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(servers.filter((s) => s.listen.includes(address ?? '')).length).toBe(1);
    const port = address?.split(':')[1] ?? '';
    const tls = ['tls/https.conf.template', 'tls/redirect.conf.template'].map((file) =>
      readFileSync(path.resolve(__dirname, '../../../gateway/templates', file), 'utf8'),
    );
    for (const text of [...tls, config]) {
      const others = [...text.matchAll(/listen\s+([^\s;]+)/g)]
        .map((m) => m[1] ?? '')
        .filter((l) => l !== address);
      expect(others.filter((l) => l.split(':').at(-1) === port)).toEqual([]);
    }
  });
});
