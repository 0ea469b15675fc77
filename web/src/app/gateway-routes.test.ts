/**
 * The route table is held in four places: the services' controllers, the gateway's nginx template,
 * Vite's dev proxy and the web's router. Nothing but this test ties them together: it reads each and
 * fails when a path would reach the wrong component in containers or in `make dev`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { DEFAULT_SERVICE_PORTS, devProxy, type ServiceName } from '../../dev-proxy';
import { regexLocationPaths } from '../testing/gateway-template';
import { routes } from './routes';

const ROOT = path.resolve(__dirname, '../../..');
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');
const SERVICE_NAMES = Object.keys(DEFAULT_SERVICE_PORTS) as ServiceName[];

// ---- the services: controller prefixes, root routes and ports ----

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => path.join(dir, file));
}

/** `@Controller('api/...')` prefixes of every service, as paths: `/api/blog/posts` → content. */
function controllerPrefixes(): { prefix: string; service: ServiceName }[] {
  return SERVICE_NAMES.flatMap((service) =>
    filesUnder(`services/${service}/src`, '.controller.ts').flatMap((file) =>
      [...read(file).matchAll(/@Controller\(\s*'([^']*)'\s*\)/g)].map((match) => ({
        prefix: `/${match[1] ?? ''}`,
        service,
      })),
    ),
  );
}

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
}

function gatewayLocations(): Location[] {
  // Snippets inlined (a page location's proxy_pass lives in snippets/render-page.conf).
  const template = read('gateway/templates/default.conf.template')
    .replace(/include \/etc\/nginx\/snippets\/([\w-]+\.conf);/g, (_, file: string) =>
      read(`gateway/snippets/${file}`),
    )
    .replace(/#[^\n]*/g, '');
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
  return [...template.matchAll(/location\s+(?:(=|~\*|~|\^~)\s+)?(\S+)\s*\{/g)].map((match) => {
    const start = (match.index ?? 0) + match[0].length;
    let depth = 1;
    let end = start;
    while (depth > 0 && end < template.length) {
      if (template[end] === '{') depth += 1;
      if (template[end] === '}') depth -= 1;
      end += 1;
    }
    const body = template.slice(start, end - 1);
    const proxy = /proxy_pass\s+http:\/\/\$(\w+)(\/[^;\s]*)?;/.exec(body);
    return {
      modifier: (match[1] ?? '') as Location['modifier'],
      pattern: match[2] ?? '',
      service: proxy ? (upstreamOf.get(proxy[1] ?? '') ?? `unknown upstream $${proxy[1]}`) : null,
      upstreamPath: proxy?.[2] ?? null,
      servesApp: /try_files[^;]*\/index\.html[^;]*;/.test(body),
    };
  });
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
const services = new Set<string>(SERVICE_NAMES);

describe('the route table across services, gateway, dev proxy and web', () => {
  it('finds what it compares', () => {
    expect(prefixes.length).toBeGreaterThanOrEqual(SERVICE_NAMES.length);
    expect(locations.some((l) => l.servesApp)).toBe(true);
    expect(rootPaths()).toEqual(expect.arrayContaining(['/health', '/health/ready', '/openapi.json']));
    expect(webPaths(routes)).toEqual(
      expect.arrayContaining(['/', '/blog/:slug', '/ar', '/ar/blog/:slug', '/admin/login']),
    );
  });

  it('runs each service image on the port the dev proxy uses for it', () => {
    expect(Object.fromEntries(imagePorts())).toEqual(DEFAULT_SERVICE_PORTS);
  });

  it.each(prefixes)(
    'routes $prefix to $service in the gateway and in the dev proxy',
    ({ prefix, service }) => {
      for (const url of [prefix, `${prefix}/some-id`]) {
        expect({ url, to: nginxLocation(locations, url)?.service }).toEqual({ url, to: service });
        expect({ url, to: viteRoute(url) }).toEqual({
          url,
          to: { port: DEFAULT_SERVICE_PORTS[service], path: url },
        });
      }
      const withQuery = `${prefix}?status=all`;
      expect(viteRoute(withQuery)).toEqual({ port: DEFAULT_SERVICE_PORTS[service], path: withQuery });
    },
  );

  it.each(SERVICE_NAMES.flatMap((service) => rootPaths().map((root) => ({ service, root }))))(
    'routes /api/$service$root to $root of $service in the gateway and in the dev proxy',
    ({ service, root }) => {
      const url = `/api/${service}${root}`;
      const location = nginxLocation(locations, url);
      expect({ service: location?.service, path: location?.upstreamPath }).toEqual({ service, path: root });
      expect(viteRoute(url)).toEqual({ port: DEFAULT_SERVICE_PORTS[service], path: root });
    },
  );

  it('has no gateway API location that no service serves', () => {
    for (const location of locations.filter((l) => l.service !== null && l.service !== 'renderer')) {
      expect({ location: location.pattern, service: services.has(location.service ?? '') }).toEqual({
        location: location.pattern,
        service: true,
      });
      if (location.modifier === '=') {
        // /api/<service>/<root path>: the root path must be one every service serves.
        expect(rootPaths()).toContain(location.upstreamPath);
        expect(location.pattern).toBe(`/api/${location.service ?? ''}${location.upstreamPath ?? ''}`);
        continue;
      }
      // ^/api/(a|b)(/|$): each alternative is the first segment of a controller of that service.
      const alternatives = /^\^\/api\/\(?([\w|-]+)\)?\(\/\|\$\)$/.exec(location.pattern)?.[1]?.split('|');
      if (alternatives === undefined) {
        // Any other regex (the cached catalogue reads): each path it spells out is a controller's route.
        const paths = regexLocationPaths(location.pattern);
        expect({ location: location.pattern, paths: paths.length > 0 }).toEqual({
          location: location.pattern,
          paths: true,
        });
        for (const uri of paths) {
          const served = prefixes.some(
            (p) => p.service === location.service && (uri === p.prefix || uri.startsWith(`${p.prefix}/`)),
          );
          expect({ uri, service: location.service, served }).toEqual({
            uri,
            service: location.service,
            served: true,
          });
        }
        continue;
      }
      for (const segment of alternatives) {
        const served = prefixes.filter(
          (p) =>
            p.service === location.service &&
            (p.prefix === `/api/${segment}` || p.prefix.startsWith(`/api/${segment}/`)),
        );
        expect({ segment, service: location.service, served: served.length > 0 }).toEqual({
          segment,
          service: location.service,
          served: true,
        });
      }
    }
  });

  it.each(webPaths(routes))('serves the web route %s as a page, never an API or a file', (routePath) => {
    expect(routePath.startsWith('/api')).toBe(false);
    const url = sampleUrl(routePath);
    const location = nginxLocation(locations, url);
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
