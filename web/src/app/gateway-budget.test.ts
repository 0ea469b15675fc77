/**
 * The gateway's per-address budget of API reads (gateway/templates/default.conf.template): which requests
 * it counts. It must count a read of every API route (a flood of any of them gets 429) and nothing a
 * visitor's browser fetches for the app itself, nor a submission (the services limit those).
 * The integration test (tests/integration/gateway-limit.spec.ts) shows the budget working in nginx.
 */
import type { RouteObject } from 'react-router-dom';
import { gatewayTemplate as template, regexLocationPaths } from '../testing/gateway-template';
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
    // A location with a limit_req of its own would not inherit the server's.
    expect([...template.matchAll(/\blimit_req\s/g)]).toHaveLength(1);
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
