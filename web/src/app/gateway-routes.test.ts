/**
 * The route table (shared/src/routes.ts) against what is built from it and what it must agree with:
 * every controller's prefix is one of its service's routes, every route of the table is served by a
 * controller, the generated gateway locations and Vite's dev proxy send each to its service, and the
 * web's pages never reach an API or a file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_SERVICES, serviceRoutes, type ApiService } from '@madar/shared';
import type { RouteObject } from 'react-router-dom';
import { DEFAULT_SERVICE_PORTS, devProxy } from '../../dev-proxy';
import { blockAt, gatewayConfig, gatewayServers } from '../testing/gateway-template';
import { routes } from './routes';

const ROOT = path.resolve(__dirname, '../../..');
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');

// ---- the services: controller prefixes, root routes and ports ----

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => path.join(dir, file));
}

/**
 * Every `@Controller(...)` of every service, and every controller a shared module mounts for it
 * (`AuditModule.forRoot({ path: ... })`), as a path: `apiPath('content', 'blog/posts')` →
 * `/api/blog/posts`, with the service apiPath names and the service whose folder holds it.
 */
function controllerPrefixes(): {
  file: string;
  source: string;
  prefix: string;
  named: string;
  service: ApiService;
}[] {
  return API_SERVICES.flatMap((service) =>
    filesUnder(`services/${service}/src`, '.ts')
      .filter((file) => !file.endsWith('.spec.ts'))
      .flatMap((file) =>
        [...read(file).matchAll(/(?:@Controller\(|\.forRoot\(\{\s*path: )([^)]*\)?)[),]/g)].map((match) => {
          const typed = /^apiPath\('([\w-]+)', '([^']+)'\)$/.exec(match[1] ?? '');
          return {
            file,
            source: match[1] ?? '',
            prefix: typed ? `/api/${typed[2] ?? ''}` : `untyped: ${match[1] ?? ''}`,
            named: typed?.[1] ?? '',
            service,
          };
        }),
      ),
  );
}

/** Whether a path is one of the table's routes of that service, or below one. */
const inTable = (service: ApiService, uri: string): boolean =>
  serviceRoutes(service).prefixes.some((p) => uri === `/api/${p}` || uri.startsWith(`/api/${p}/`));

/** What every service serves at its root (shared health controller, bootstrap's OpenAPI document). */
function rootPaths(): string[] {
  const health = [...read('shared/src/nest/health.controller.ts').matchAll(/@Get\('([^']+)'\)/g)];
  const openApi = [...read('shared/src/nest/bootstrap.ts').matchAll(/\.get\('\/([^']+)'/g)];
  return [...health, ...openApi].map((match) => `/${match[1] ?? ''}`);
}

/** The port each service image listens on: `ENV SERVICE=<name> PORT=<port>` of its Dockerfile target. */
function imagePorts(): Map<string, string> {
  const env = /ENV SERVICE=(\w+)\s*\\\s*PORT=(\d+)/g;
  return new Map([...read('Dockerfile').matchAll(env)].map((match) => [match[1] ?? '', match[2] ?? '']));
}

// ---- the gateway: nginx locations and how nginx picks one ----

interface Location {
  modifier: '=' | '~' | '~*' | '^~' | '';
  pattern: string;
  /** The service a location proxies to (by its upstream's default host), or null. */
  service: string | null;
  /** The path proxy_pass sends, when it names one (`proxy_pass http://$x_service/health`). */
  upstreamPath: string | null;
  /** Whether it serves the web app (`try_files ... /index.html`). */
  servesApp: boolean;
  /** The locations of the gateway's own server it passes the request to (the page server), if any. */
  via: Location[] | null;
}

function gatewayLocations(): Location[] {
  // Includes inlined: the generated API locations, and the snippets (a page location's proxy_pass lives
  // in snippets/page-cache.conf, the page server's in snippets/render-page.conf).
  const template = gatewayConfig({ snippets: true });
  const { servers, upstreams } = gatewayServers(template);
  // `set $content_service ${CONTENT_UPSTREAM};` and the image's `CONTENT_UPSTREAM=content:3002`.
  const upstreamDefaults = new Map(
    [...read('Dockerfile').matchAll(/(\w+_UPSTREAM)=([\w-]+):\d+/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
  );
  const upstreamOf = new Map(
    [...template.matchAll(/set \$(\w+) \$\{(\w+)\};/g)].map((m) => [
      m[1] ?? '',
      upstreamDefaults.get(m[2] ?? ''),
    ]),
  );
  const locationsOf = (server: string): Location[] =>
    [...server.matchAll(/location\s+(?:(=|~\*|~|\^~)\s+)?(\S+)\s*\{/g)].map((match) => {
      const body = blockAt(server, (match.index ?? 0) + match[0].length);
      const proxy = /proxy_pass\s+http:\/\/\$(\w+)(\/[^;\s]*)?;/.exec(body);
      // `proxy_pass http://gateway_pages$...`: an upstream block naming one of the gateway's own servers.
      const own = /proxy_pass\s+http:\/\/(\w+)[$;]/.exec(body)?.[1];
      const target = own
        ? servers.find((s) => s.listen.some((address) => upstreams.get(own)?.includes(address)))
        : undefined;
      return {
        modifier: (match[1] ?? '') as Location['modifier'],
        // A regex with braces is quoted in the template ("^/media/[0-9a-f-]{36}..."): nginx drops the quotes.
        pattern: (match[2] ?? '').replace(/^"(.*)"$/, '$1'),
        service: proxy ? (upstreamOf.get(proxy[1] ?? '') ?? `unknown upstream $${proxy[1]}`) : null,
        upstreamPath: proxy?.[2] ?? null,
        servesApp: /try_files[^;]*\/index\.html[^;]*;/.test(body),
        via: own ? (target ? locationsOf(target.body) : []) : null,
      };
    });
  const publicServer = servers.find((server) => server.listen.includes('80'));
  return locationsOf(publicServer?.body ?? '');
}

/** nginx's choice: exact match, else the longest prefix if `^~`, else the first regex, else that prefix. */
function nginxLocation(locations: Location[], uri: string): Location | undefined {
  const exact = locations.find((l) => l.modifier === '=' && l.pattern === uri);
  if (exact) return exact;
  const longestPrefix = locations
    .filter((l) => (l.modifier === '' || l.modifier === '^~') && uri.startsWith(l.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length)[0];
  if (longestPrefix?.modifier === '^~') return longestPrefix;
  const regex = locations.find(
    (l) =>
      (l.modifier === '~' || l.modifier === '~*') &&
      new RegExp(l.pattern, l.modifier === '~*' ? 'i' : '').test(uri),
  );
  return regex ?? longestPrefix;
}

/** Where the gateway sends a URI: its public server's location, through the page server if it passes it on. */
function gatewayRoute(locations: Location[], uri: string): Location | undefined {
  const location = nginxLocation(locations, uri);
  return location?.via ? nginxLocation(location.via, uri) : location;
}

// ---- Vite's dev proxy: the first key that matches wins (keys starting with ^ are regexes) ----

function viteRoute(url: string): { port: string; path: string } | undefined {
  for (const [context, options] of Object.entries(devProxy(DEFAULT_SERVICE_PORTS))) {
    const matches = context.startsWith('^') ? new RegExp(context).test(url) : url.startsWith(context);
    if (!matches) continue;
    const target = typeof options.target === 'string' ? new URL(options.target) : undefined;
    return { port: target?.port ?? '', path: options.rewrite ? options.rewrite(url) : url };
  }
  return undefined;
}

// ---- the web's router: every path it renders ----

function routePaths(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const own = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path}`;
    const here = route.index || route.path !== undefined ? [own || '/'] : [];
    return [...here, ...routePaths(route.children ?? [], own)];
  });
}

/** Every path the router renders, an optional segment (`/ar?/blog`) both without and with it. */
function webPaths(table: RouteObject[]): string[] {
  const explode = (path: string): string[] => {
    const optional = /\/([\w-]+)\?(?=\/|$)/.exec(path);
    if (!optional) return [path];
    const without = path.replace(optional[0], '') || '/';
    return [...explode(without), ...explode(path.replace(optional[0], `/${optional[1] ?? ''}`))];
  };
  return [...new Set(routePaths(table).flatMap(explode))];
}

/** Public pages are rendered by the renderer; the admin (never server-rendered) is the app's index.html. */
const isAdminRoute = (routePath: string): boolean =>
  routePath === '/admin' || routePath.startsWith('/admin/');

/** A concrete URL a route path renders: `:slug` → `x`, `*` → `some/page`. */
const sampleUrl = (routePath: string): string => routePath.replace(/:\w+/g, 'x').replace(/\*$/, 'some/page');

const locations = gatewayLocations();
const prefixes = controllerPrefixes();
/** Each route of the table as the service it belongs to: `{ service: 'content', route: '/api/blog' }`. */
const tableRoutes = API_SERVICES.flatMap((service) =>
  serviceRoutes(service).prefixes.map((prefix) => ({ service, route: `/api/${prefix}` })),
);

describe('the route table across services, gateway, dev proxy and web', () => {
  it('finds what it compares', () => {
    expect(prefixes.length).toBeGreaterThanOrEqual(API_SERVICES.length);
    expect(locations.some((l) => l.servesApp)).toBe(true);
    expect(rootPaths()).toEqual(expect.arrayContaining(['/health', '/health/ready', '/openapi.json']));
    expect(webPaths(routes)).toEqual(
      expect.arrayContaining(['/', '/blog/:slug', '/ar', '/ar/blog/:slug', '/admin/login']),
    );
  });

  it('runs each service image on the port the dev proxy uses for it', () => {
    expect(Object.fromEntries(imagePorts())).toEqual(DEFAULT_SERVICE_PORTS);
  });

  // `@Controller(apiPath('<its service>', '<a route of the table>'))`: a plain string would compile.
  it.each(prefixes)(
    'takes the prefix of $file from the table, as one of its own service',
    ({ file, source, prefix, named, service }) => {
      expect({ file, source, named, inTable: inTable(service, prefix) }).toEqual({
        file,
        source,
        named: service,
        inTable: true,
      });
    },
  );

  it.each(tableRoutes)('serves $route with a controller of $service', ({ service, route }) => {
    const served = prefixes.some(
      (p) => p.service === service && (p.prefix === route || p.prefix.startsWith(`${route}/`)),
    );
    expect({ route, served }).toEqual({ route, served: true });
  });

  it.each([
    ...tableRoutes,
    ...prefixes.filter((p) => p.named).map(({ service, prefix }) => ({ service, route: prefix })),
  ])('routes $route to $service in the gateway and in the dev proxy', ({ service, route }) => {
    for (const url of [route, `${route}/some-id`]) {
      expect({ url, to: gatewayRoute(locations, url)?.service }).toEqual({ url, to: service });
      expect({ url, to: viteRoute(url) }).toEqual({
        url,
        to: { port: DEFAULT_SERVICE_PORTS[service], path: url },
      });
    }
    const withQuery = `${route}?status=all`;
    expect(viteRoute(withQuery)).toEqual({ port: DEFAULT_SERVICE_PORTS[service], path: withQuery });
  });

  it.each(API_SERVICES.flatMap((service) => rootPaths().map((root) => ({ service, root }))))(
    'routes /api/$service$root to $root of $service in the gateway and in the dev proxy',
    ({ service, root }) => {
      const url = `/api/${service}${root}`;
      const location = gatewayRoute(locations, url);
      expect({ service: location?.service, path: location?.upstreamPath }).toEqual({ service, path: root });
      expect(viteRoute(url)).toEqual({ port: DEFAULT_SERVICE_PORTS[service], path: root });
    },
  );

  it.each(['/api', '/api/', '/api/unknown', '/api/content/unknown', '/api/servicesx', '/api/jobsearch/x'])(
    'answers %s with the JSON 404 of no service, in the gateway and in the dev proxy',
    (url) => {
      expect({ url, to: gatewayRoute(locations, url)?.service ?? null }).toEqual({ url, to: null });
      expect({ url, to: viteRoute(url) }).toEqual({ url, to: undefined });
    },
  );

  it('sends a media library file (/media/<name>) to content, in the gateway and in the dev proxy', () => {
    const name = '0b7f8c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e-v1-960.webp';
    expect(gatewayRoute(locations, `/media/${name}`)?.service).toBe('content');
    expect(viteRoute(`/media/${name}`)).toEqual({
      port: DEFAULT_SERVICE_PORTS.content,
      path: `/api/media/files/${name}`,
    });
  });

  it.each(webPaths(routes))('serves the web route %s as a page, never an API or a file', (routePath) => {
    expect(routePath.startsWith('/api')).toBe(false);
    const url = sampleUrl(routePath);
    const location = gatewayRoute(locations, url);
    const served = isAdminRoute(routePath)
      ? { app: true, service: null }
      : { app: false, service: 'renderer' };
    expect({ url, app: location?.servesApp, service: location?.service }).toEqual({ url, ...served });
    expect({ url, proxied: viteRoute(url) }).toEqual({ url, proxied: undefined });
  });

  it('keeps the admin unprefixed: /ar/admin/... is sent to /admin/..., the path as sent', () => {
    const template = read('gateway/templates/default.conf.template');
    const location = /location ~ (\S+) \{\s*return 302 \$madar_admin_path\$is_args\$args;/.exec(template);
    expect(location).not.toBeNull();
    const matches = new RegExp(location?.[1] ?? '$^');
    expect(['/ar/admin', '/ar/admin/dashboard'].map((path) => matches.test(path))).toEqual([true, true]);
    expect(matches.test('/ar/administration')).toBe(false);
    // The target: the request line's path without its /ar (still encoded), else the admin's start.
    const map = /map \$request_uri \$madar_admin_path \{\s*"~([^"]+)" \$(\w+);\s*default (\S+);/.exec(
      template,
    );
    expect(map).not.toBeNull();
    const target = (sent: string) =>
      new RegExp(map?.[1] ?? '$^').exec(sent)?.groups?.[map?.[2] ?? ''] ?? map?.[3];
    expect(target('/ar/admin/dashboard?tab=1')).toBe('/admin/dashboard');
    expect(target('/ar/admin')).toBe('/admin');
    expect(target('/ar/admin/a%20b')).toBe('/admin/a%20b');
    expect(target('/%61r/admin/x')).toBe('/admin');
  });
});
