/**
 * The gateway's per-address budget of API reads (gateway/templates/default.conf.template): which requests
 * it counts. It must count a read of every API route (a flood of any of them gets 429) and nothing a
 * visitor's browser fetches for the app itself, nor a submission (the services limit those).
 * The integration test (tests/integration/gateway-limit.spec.ts) shows the budget working in nginx.
 */
import type { RouteObject } from 'react-router-dom';
import {
  blockAt,
  gatewayConfig,
  gatewayServers,
  gatewayTemplate as template,
  regexLocationPaths,
} from '../testing/gateway-template';
import { routes } from './routes';

/** The map that names the client for limit_req; an empty key is not counted. */
const budgetMap =
  /map "\$request_method:\$uri" \$gateway_api_client \{\s*"~([^"]+)" \$\{GATEWAY_API_BUDGET_KEY\};\s*default "";\s*\}/.exec(
    template,
  );
const counted = (method: string, uri: string): boolean =>
  new RegExp(budgetMap?.[1] ?? '(?!)').test(`${method}:${uri}`);

/** A path each proxied location serves: `= /api/auth/health` as is, `~ ^/api/(jobs|applications)(/|$)` per name. */
function apiPaths(): string[] {
  return [...template.matchAll(/location\s+(=|~)\s+(\S+)\s*\{[^}]*proxy_pass/g)].flatMap((match) => {
    const pattern = match[2] ?? '';
    return match[1] === '=' ? [pattern] : regexLocationPaths(pattern);
  });
}

function webPaths(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const own = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path}`;
    const here = route.index || route.path !== undefined ? [own || '/'] : [];
    return [...here, ...webPaths(route.children ?? [], own)];
  });
}

describe("the gateway's budget of API reads", () => {
  it('is one limit_req for the whole server that no location replaces', () => {
    expect(budgetMap).not.toBeNull();
    expect([
      ...template.matchAll(/limit_req\s+zone=api_reads\s+burst=\$\{GATEWAY_API_BURST\}\s+nodelay;/g),
    ]).toHaveLength(1);
    // A location with a limit_req of its own would not inherit the server's (the page budget's is the
    // server's other one).
    expect([...template.matchAll(/\blimit_req\s/g)]).toHaveLength(2);
  });

  it.each(apiPaths())('counts GET and HEAD of %s, not a submission', (uri) => {
    expect({ uri, get: counted('GET', uri), head: counted('HEAD', uri) }).toEqual({
      uri,
      get: true,
      head: true,
    });
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS']) {
      expect({ uri, method, counted: counted(method, uri) }).toEqual({ uri, method, counted: false });
    }
  });

  it('counts nothing the web app loads: its pages, files and assets', () => {
    const app = [
      ...webPaths(routes).map((p) => p.replace(/:\w+/g, 'x').replace(/\*$/, 'some/page')),
      '/index.html',
      '/assets/index-abc123.js',
      '/favicon.svg',
      '/healthz',
      '/apiary',
    ];
    expect(app.filter((uri) => counted('GET', uri))).toEqual([]);
  });
});

/**
 * The page budget (GATEWAY_PAGE_RATE): a second limit_req of the public server, keyed by
 * $gateway_page_client, which only the page locations set to the client's address. Every public page
 * must count (a flood of any of them is slowed, then refused) and nothing else may: the app's files,
 * the API (its own budget) and the admin.
 */
describe("the gateway's budget of page views", () => {
  const { servers } = gatewayServers(gatewayConfig({ snippets: true }));
  const server = servers.find((s) => s.listen.includes('80'))?.body ?? '';
  const locations = [...server.matchAll(/location\s+(?:(=|~\*|~|\^~)\s+)?(\S+)\s*\{/g)].map((match) => ({
    modifier: match[1] ?? '',
    pattern: match[2] ?? '',
    body: blockAt(server, (match.index ?? 0) + match[0].length),
  }));
  /** nginx's choice, as in gateway-routes.test.ts. */
  const locationOf = (uri: string) =>
    locations.find((l) => l.modifier === '=' && l.pattern === uri) ??
    (() => {
      const prefix = locations
        .filter((l) => (l.modifier === '' || l.modifier === '^~') && uri.startsWith(l.pattern))
        .sort((a, b) => b.pattern.length - a.pattern.length)[0];
      if (prefix?.modifier === '^~') return prefix;
      return locations.find((l) => l.modifier.startsWith('~') && new RegExp(l.pattern).test(uri)) ?? prefix;
    })();
  const countsPages = (uri: string): boolean =>
    /set \$gateway_page_client \$\{GATEWAY_PAGE_BUDGET_KEY\};/.test(locationOf(uri)?.body ?? '');

  it("is the server's, delayed before refused, and counts nothing unless a location names the client", () => {
    expect(server).toMatch(
      /set \$gateway_page_client "";\s*limit_req zone=page_views burst=\$\{GATEWAY_PAGE_BURST\} delay=\$\{GATEWAY_PAGE_DELAY\};/,
    );
    expect(template).toMatch(
      /limit_req_zone \$gateway_page_client zone=page_views:\w+ rate=\$\{GATEWAY_PAGE_BUDGET_RATE\}r\/s;/,
    );
  });

  it('counts every public page in both languages, and sends the refused to the 429 page', () => {
    const pages = webPaths(routes)
      .filter((p) => !p.startsWith('/admin'))
      .map(
        (p) =>
          p
            .replace(/:\w+/g, 'x')
            .replace(/\*$/, 'some/page')
            .replace(/^\/ar\??(?=\/|$)/, '') || '/',
      )
      .flatMap((p) => [p, p === '/' ? '/ar' : `/ar${p}`]);
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.filter((uri) => !countsPages(uri))).toEqual([]);
    for (const uri of pages) expect(locationOf(uri)?.body).toMatch(/error_page 429 \/_gateway\/429\.html;/);
    const refused = locationOf('/_gateway/429.html')?.body ?? '';
    expect(refused).toMatch(/add_header Retry-After "1" always;/);
    expect(refused).toMatch(/return 429 '[^']*lang="ar"[^']*';/);
  });

  it('counts no file, API read or admin screen', () => {
    const others = [
      '/index.html',
      '/assets/index-abc123.js',
      '/images/hero.webp',
      '/favicon.svg',
      '/healthz',
      '/api/services',
      '/api/blog/posts',
      '/admin',
      '/admin/dashboard',
      '/og/services.png',
    ];
    expect(others.filter(countsPages)).toEqual([]);
  });
});
