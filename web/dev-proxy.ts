/**
 * The proxy of the native `make dev` loop (Vite's dev server and `vite preview`): every `/api` path
 * goes to the service listening on its own localhost port, as the gateway routes it in containers: both
 * are built from the route table (shared/src/routes.ts).
 * Its own module (Vite's types only, no Vite at run time), so a test can hold it against the
 * gateway's routes and the services' controllers (src/app/gateway-routes.test.ts).
 */
import { API_SERVICES, SERVICE_ROOT_PATHS, serviceRoutes, type ApiService } from '@madar/shared';
import type { ProxyOptions } from 'vite';

/** Each service's port, as its image and `make dev` run it. */
export const DEFAULT_SERVICE_PORTS: Record<ApiService, string> = {
  auth: '3001',
  content: '3002',
  recruitment: '3003',
  inquiries: '3004',
};

/** The ports of this machine's services: the defaults, each overridable by env (AUTH_PORT, ...). */
export function servicePortsFromEnv(): Record<ApiService, string> {
  return {
    auth: process.env.AUTH_PORT ?? DEFAULT_SERVICE_PORTS.auth,
    content: process.env.CONTENT_PORT ?? DEFAULT_SERVICE_PORTS.content,
    recruitment: process.env.RECRUITMENT_PORT ?? DEFAULT_SERVICE_PORTS.recruitment,
    inquiries: process.env.INQUIRIES_PORT ?? DEFAULT_SERVICE_PORTS.inquiries,
  };
}

/** A path as a regex source: `openapi.json` → `openapi\.json`. */
const literal = (path: string): string => path.replace(/\./g, '\\.');

/** Every `/api` path to its service's port, from the route table (shared/src/routes.ts). */
export function devProxy(
  ports: Record<ApiService, string> = servicePortsFromEnv(),
): Record<string, ProxyOptions> {
  const target = (name: ApiService): string => `http://localhost:${ports[name]}`;
  const proxy: Record<string, ProxyOptions> = {};
  const roots = SERVICE_ROOT_PATHS.map(literal).join('|');
  // The gateway maps /api/<svc>/health, /health/ready and /openapi.json to the service root; these entries
  // come first because Vite uses the first matching key (and /api/auth/... would otherwise go to auth as is).
  for (const name of API_SERVICES) {
    proxy[`^/api/${name}/(${roots})$`] = {
      target: target(name),
      rewrite: (path) => path.replace(`/api/${name}`, ''),
    };
  }
  for (const name of API_SERVICES) {
    for (const prefix of serviceRoutes(name).prefixes) {
      proxy[`^/api/${literal(prefix)}(/|\\?|$)`] = { target: target(name) };
    }
  }
  // The media library's files, as the gateway maps them: /media/<name> is content's /api/media/files/<name>.
  proxy['^/media/'] = {
    target: target('content'),
    rewrite: (path) => path.replace(/^\/media\//, '/api/media/files/'),
  };
  return proxy;
}
