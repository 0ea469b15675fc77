/**
 * The gateway's cache of public catalogue reads (gateway/templates/default.conf.template): which paths it
 * covers and what it never keeps. Publishing a post or a job must show at once, and an admin's read must
 * never be served to a visitor, so posts, jobs, the blog's admin reads and token-bearing requests stay
 * out of it. tests/integration/gateway-cache.spec.ts shows it working in nginx.
 */
import { gatewayTemplate } from '../testing/gateway-template';

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

  it("passes the service the server's client headers (its own proxy_set_header drops them) and asks for gzip", () => {
    const headers = (text: string) => [...text.matchAll(/proxy_set_header\s+([^;]+);/g)].map((m) => m[1]);
    const server = headers(gatewayTemplate.replace(/location[^{]*\{(?:[^{}]|\$\{\w+\})*\}/g, ''));

    expect(server.length).toBeGreaterThan(0);
    expect(headers(catalogue?.body ?? '')).toEqual([...server, 'Accept-Encoding gzip']);
  });
});
