import { API_SERVICES, apiPath, serviceRoutes } from './routes';

/** Every route of the table with its service. */
const routes = API_SERVICES.flatMap((service) =>
  serviceRoutes(service).prefixes.map((prefix) => ({ service, prefix })),
);
const under = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

describe('the route table', () => {
  it('spells each route as lower-case path segments (the gateway and the dev proxy match them as is)', () => {
    for (const { prefix } of routes) {
      expect(prefix).toMatch(/^[a-z][a-z0-9-]*(\/[a-z][a-z0-9-]*)*$/);
    }
  });

  it('gives each path to one service: no route is another service’s, or under it', () => {
    for (const a of routes) {
      for (const b of routes.filter((other) => other.service !== a.service)) {
        expect({ a, b, overlap: under(a.prefix, b.prefix) }).toEqual({ a, b, overlap: false });
      }
    }
  });

  it('lets a service claim a path under a service’s name only under its own', () => {
    for (const { service, prefix } of routes) {
      const owner = API_SERVICES.find((name) => under(prefix, name));
      expect({ prefix, owner: owner ?? service }).toEqual({ prefix, owner: service });
    }
  });

  it('caches and caps only paths of the service’s own routes', () => {
    for (const service of API_SERVICES) {
      const { prefixes, cachedReads = [], uploads = [] } = serviceRoutes(service);
      for (const path of cachedReads) {
        expect({ service, path, owned: prefixes.some((p) => under(path, p)) }).toEqual({
          service,
          path,
          owned: true,
        });
      }
      for (const path of uploads) {
        expect({ service, path, owned: prefixes.includes(path) }).toEqual({ service, path, owned: true });
      }
    }
  });

  it('gives a controller its prefix under /api, the route itself or a path below it', () => {
    expect(apiPath('inquiries', 'briefs')).toBe('api/briefs');
    expect(apiPath('content', 'blog/posts')).toBe('api/blog/posts');
    // Checked by the compiler (tsc over this file): another service's route, or none of the table's.
    // @ts-expect-error briefs belong to inquiries
    expect(apiPath('content', 'briefs')).toBe('api/briefs');
    // @ts-expect-error not a route of the table
    expect(apiPath('content', 'blogs')).toBe('api/blogs');
  });
});
