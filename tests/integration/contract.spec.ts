/**
 * The contract's fences, through the gateway: every admin route refuses a caller without a token
 * (the services check it; the gateway passes the request on), and every service publishes its
 * OpenAPI document.
 */
import { getJson, url } from './support/gateway';
import { SERVICES, type ServiceName } from './support/system';

const ADMIN_ROUTES: ReadonlyArray<readonly ['GET' | 'POST', string]> = [
  ['GET', '/api/auth/me'],
  ['GET', '/api/briefs'],
  ['GET', '/api/briefs/stats'],
  ['GET', '/api/briefs/activity'],
  ['GET', '/api/contact'],
  ['GET', '/api/applications'],
  ['GET', '/api/applications/stats'],
  ['GET', '/api/applications/activity'],
  ['GET', '/api/blog/stats'],
  ['GET', '/api/blog/activity'],
  ['GET', '/api/blog/posts?status=all'],
  ['GET', '/api/jobs?status=all'],
  ['POST', '/api/blog/posts'],
  ['POST', '/api/jobs'],
];

/** One route of each service's contract that its document must describe. */
const DOCUMENTED: Record<ServiceName, string> = {
  auth: '/api/auth/login',
  content: '/api/blog/posts',
  recruitment: '/api/applications',
  inquiries: '/api/briefs',
};

describe('admin routes without a token', () => {
  it.each(ADMIN_ROUTES)('%s %s answers 401', async (method, path) => {
    // An empty JSON body for the writes: the token is checked before the body is.
    const init: RequestInit =
      method === 'POST' ? { method, headers: { 'Content-Type': 'application/json' }, body: '{}' } : {};
    const response = await fetch(url(path), init);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({
      statusCode: 401,
      code: expect.stringMatching(/^AUTH\./),
      error: 'Unauthorized',
    });
  });
});

describe('OpenAPI documents', () => {
  it.each(SERVICES.map((s) => s.name))('/api/%s/openapi.json is an OpenAPI document', async (name) => {
    const { response, body } = await getJson<{ openapi?: unknown; paths?: Record<string, unknown> }>(
      `/api/${name}/openapi.json`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(body.openapi).toEqual(expect.stringMatching(/^3\./));
    expect(body.paths).toHaveProperty([DOCUMENTED[name]]);
  });
});
