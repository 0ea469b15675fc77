/**
 * The proxy of the native `make dev` loop (Vite's dev server and `vite preview`): every `/api` path
 * goes to the service listening on its own localhost port, as the gateway routes it in containers.
 * Its own module (Vite's types only, no Vite at run time), so a test can hold it against the
 * gateway's routes and the services' controllers (src/app/gateway-routes.test.ts).
 */
import type { ProxyOptions } from 'vite';

export type ServiceName = 'auth' | 'content' | 'recruitment' | 'inquiries';

/** Each service's port, as its image and `make dev` run it. */
export const DEFAULT_SERVICE_PORTS: Record<ServiceName, string> = {
  auth: '3001',
  content: '3002',
  recruitment: '3003',
  inquiries: '3004',
};

/** The ports of this machine's services: the defaults, each overridable by env (AUTH_PORT, ...). */
export function servicePortsFromEnv(): Record<ServiceName, string> {
  return {
    auth: process.env.AUTH_PORT ?? DEFAULT_SERVICE_PORTS.auth,
    content: process.env.CONTENT_PORT ?? DEFAULT_SERVICE_PORTS.content,
    recruitment: process.env.RECRUITMENT_PORT ?? DEFAULT_SERVICE_PORTS.recruitment,
    inquiries: process.env.INQUIRIES_PORT ?? DEFAULT_SERVICE_PORTS.inquiries,
  };
}

/** Which service owns which `/api/<prefix>` (the contract table of the architecture doc). */
const routePrefixes: Record<ServiceName, string[]> = {
  auth: ['auth'],
  content: ['services', 'projects', 'testimonials', 'statistics', 'team', 'timeline', 'blog'],
  recruitment: ['jobs', 'applications'],
  inquiries: ['briefs', 'contact', 'newsletter'],
};

export function devProxy(
  ports: Record<ServiceName, string> = servicePortsFromEnv(),
): Record<string, ProxyOptions> {
  const target = (name: ServiceName): string => `http://localhost:${ports[name]}`;
  const proxy: Record<string, ProxyOptions> = {};
  const names = Object.keys(routePrefixes) as ServiceName[];
  // The gateway maps /api/<svc>/health, /health/ready and /openapi.json to the service root; these entries
  // come first because Vite uses the first matching key (and /api/auth/... would otherwise go to auth as is).
  for (const name of names) {
    proxy[`^/api/${name}/(health|health/ready|openapi\\.json)$`] = {
      target: target(name),
      rewrite: (path) => path.replace(`/api/${name}`, ''),
    };
  }
  for (const name of names) {
    for (const prefix of routePrefixes[name]) {
      proxy[`^/api/${prefix}(/|\\?|$)`] = { target: target(name) };
    }
  }
  return proxy;
}
