/**
 * Writes the gateway's API locations, gateway/templates/api/routes.conf.template, from the route table
 * (shared/src/routes.ts): `npm run gateway:routes`. `--print` writes them to stdout instead, which
 * web/src/app/gateway-api-routes.test.ts compares with the committed file.
 * Node runs this file and the table as they are (type stripping): no build, no dependency.
 */
import { writeFileSync } from 'node:fs';
import { API_SERVICES, SERVICE_ROOT_PATHS, serviceRoutes, type ApiService } from '../../shared/src/routes.ts';

export const ROUTES_FILE = new URL('../templates/api/routes.conf.template', import.meta.url);

/** `blog/categories` → `blog/categories`, `services/:id` → `services/[^/]+` (one segment). */
const pathPattern = (route: string): string => route.replace(/:\w+/g, '[^/]+').replace(/\./g, '\\.');

function prefixLocation(service: ApiService, prefixes: readonly string[], include?: string): string[] {
  return [
    `location ~ ^/api/(${prefixes.map(pathPattern).join('|')})(/|$) {`,
    `    proxy_pass http://$${service}_service;`,
    ...(include ? [`    include /etc/nginx/conf.d/api/${include};`] : []),
    '}',
  ];
}

function serviceLocations(service: ApiService): string[] {
  const routes = serviceRoutes(service);
  const uploads = routes.uploads ?? [];
  const others = routes.prefixes.filter((prefix) => !uploads.includes(prefix));
  const lines = [`# ${service}`];
  // First: nginx takes the first regex location that matches, and these paths are under a prefix below.
  if (routes.cachedReads?.length) {
    lines.push(
      `location ~ ^/api/(${routes.cachedReads.map(pathPattern).join('|')})$ {`,
      `    proxy_pass http://$${service}_service;`,
      '    include /etc/nginx/conf.d/api/cached-reads.conf;',
      '}',
    );
  }
  if (uploads.length) lines.push(...prefixLocation(service, uploads, 'uploads.conf'));
  if (others.length) lines.push(...prefixLocation(service, others));
  return lines;
}

/** The file's text: the root paths of every service (rewritten to the service's root), then its prefixes. */
export function renderApiRoutes(): string {
  const rootLocations = API_SERVICES.flatMap((service) =>
    SERVICE_ROOT_PATHS.map(
      (root) => `location = /api/${service}/${root} { proxy_pass http://$${service}_service/${root}; }`,
    ),
  );
  return [
    '# Generated from the route table, shared/src/routes.ts, by `npm run gateway:routes`: edit the table,',
    '# then run it. Included in the server of default.conf.template; $<service>_service is set there.',
    '',
    ...rootLocations,
    '',
    ...API_SERVICES.flatMap((service) => [...serviceLocations(service), '']),
  ]
    .join('\n')
    .replace(/\n+$/, '\n');
}

if (process.argv.includes('--print')) {
  process.stdout.write(renderApiRoutes());
} else {
  writeFileSync(ROUTES_FILE, renderApiRoutes());
}
