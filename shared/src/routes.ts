/**
 * The route table: which service owns which API path. The one place it is written; the gateway's
 * locations (gateway/templates/api/routes.conf.template, written by `npm run gateway:routes`), the
 * dev proxy (web/dev-proxy.ts) and every controller's prefix (`apiPath`) are built from it.
 * Browser-safe and import-free: Node runs it as is (type stripping) when it writes the gateway's file.
 */

/** The services behind the gateway's `/api`. */
export const API_SERVICES = ['auth', 'content', 'recruitment', 'inquiries'] as const;
export type ApiService = (typeof API_SERVICES)[number];

/** What each service serves at its root, reached through the gateway as `/api/<service>/<path>`. */
export const SERVICE_ROOT_PATHS = ['health', 'health/ready', 'openapi.json'] as const;

export interface ServiceRoutes {
  /**
   * Paths below `/api/` the service serves, each with everything under it, as is (`blog` owns
   * `/api/blog` and `/api/blog/posts/x`). A path under the service's own name (`content/audit`) is a
   * route of its own, beside the root paths above.
   */
  readonly prefixes: readonly string[];
  /**
   * Public catalogue reads the gateway caches briefly (`:name` is one path segment): the catalogue
   * changes only through the seed and migrations. Never posts or jobs: publishing shows at once.
   */
  readonly cachedReads?: readonly string[];
  /** Prefixes that take uploads (a body streamed to the service): the gateway caps them per address. */
  readonly uploads?: readonly string[];
}

export const API_ROUTES = {
  auth: { prefixes: ['auth', 'auth/audit', 'auth/personal-data'] },
  content: {
    prefixes: [
      'services',
      'projects',
      'testimonials',
      'statistics',
      'team',
      'timeline',
      'company',
      'blog',
      'media',
      'content/audit',
      'content/personal-data',
    ],
    cachedReads: [
      'services',
      'services/:id',
      'projects',
      'projects/:id',
      'testimonials',
      'statistics',
      'team',
      'timeline',
      'company',
      'blog/categories',
    ],
    uploads: ['media'],
  },
  recruitment: {
    prefixes: [
      'jobs',
      'applications',
      'recruitment/audit',
      'recruitment/personal-data',
      'recruitment/retention',
    ],
    uploads: ['applications'],
  },
  inquiries: {
    prefixes: [
      'briefs',
      'contact',
      'newsletter',
      'inquiries/audit',
      'inquiries/personal-data',
      'inquiries/retention',
    ],
  },
} as const satisfies Record<ApiService, ServiceRoutes>;

/** A path a service may serve: one of its prefixes, or a path below one. */
export type ApiRoute<S extends ApiService> =
  (typeof API_ROUTES)[S]['prefixes'][number] | `${(typeof API_ROUTES)[S]['prefixes'][number]}/${string}`;

/**
 * A controller's prefix, checked against the table: `@Controller(apiPath('inquiries', 'briefs'))` is
 * `api/briefs`, and a path the table does not give that service does not compile.
 */
export function apiPath<S extends ApiService>(_service: S, route: ApiRoute<S>): string {
  return `api/${route}`;
}

/** A service's entry as the plain shape, its optional lists readable for any service. */
export const serviceRoutes = (service: ApiService): ServiceRoutes => API_ROUTES[service];
