/**
 * The system end to end, through the gateway only: routing, request size, the web app's delivery,
 * admin tokens verified by the services themselves, and the sign-in limit per client address.
 */
import type { JsonWebKey } from 'node:crypto';
import { ADMIN, LOGIN_RATE_LIMIT } from './support/admin';
import { admin, bearer, expectSecurityHeaders, getJson, url } from './support/gateway';
import { systemState } from './support/state';
import { SERVICES } from './support/system';
import { decodePart, hs256Token, publicKeyPem, tamperedToken, unsignedToken } from './support/tokens';

describe('routing', () => {
  it.each(SERVICES.map((s) => s.name))('answers /api/%s/health from that service', async (name) => {
    const { response, body } = await getJson(`/api/${name}/health`);
    expect(response.status).toBe(200);
    expect(body).toEqual({ status: 'ok', service: name });
  });

  it('routes the public contract to the owning services', async () => {
    const services = await getJson('/api/services');
    expect(services.response.status).toBe(200);
    expect(services.body).toHaveLength(7);
    const jobs = await getJson('/api/jobs');
    expect(jobs.response.status).toBe(200);
    expect(Array.isArray(jobs.body)).toBe(true);
  });

  it('answers an unknown /api path with a JSON 404, never the app', async () => {
    for (const path of ['/api/does-not-exist', '/api/servicesx', '/api']) {
      const { response, body } = await getJson(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(body).toEqual({
        statusCode: 404,
        code: 'ROUTE.NOT_FOUND',
        message: 'No API route matches this path',
        error: 'Not Found',
      });
      expectSecurityHeaders(response);
    }
  });

  it('passes a service error through untouched', async () => {
    const { response, body } = await getJson('/api/services/no-such-service');
    expect(response.status).toBe(404);
    expect(body).toMatchObject({ statusCode: 404, code: 'SERVICE.NOT_FOUND' });
    expectSecurityHeaders(response);
  });
});

describe('request size', () => {
  const upload = (bytes: number) => {
    const form = new FormData();
    // A PDF signature, so only the size can be what a gateway would object to.
    const resume = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 9, 0x20)]);
    form.append('resume', new Blob([resume], { type: 'application/pdf' }), 'resume.pdf');
    return fetch(url('/api/applications'), { method: 'POST', body: form });
  };

  it('lets a 5 MB resume through to recruitment', async () => {
    const response = await upload(5_000_000);
    const body = (await response.json()) as Record<string, unknown>;
    expect(response.status).toBeLessThan(500);
    expect(body.code).not.toBe('REQUEST.PAYLOAD_TOO_LARGE');
  });

  it('answers a body over its limit with the JSON 413 envelope', async () => {
    const response = await upload(7_000_000);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      statusCode: 413,
      code: 'REQUEST.PAYLOAD_TOO_LARGE',
      message: 'The request body is too large',
      error: 'Payload Too Large',
    });
  });
});

describe("the gateway's own errors", () => {
  it('answers a request line too long with the JSON 414 envelope', async () => {
    const response = await fetch(url(`/api/services?q=${'a'.repeat(12_000)}`));
    expect(response.status).toBe(414);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ statusCode: 414, code: 'REQUEST.URI_TOO_LONG' });
    expectSecurityHeaders(response);
  });

  it('answers headers too large with a JSON 431 envelope', async () => {
    const response = await fetch(url('/api/services'), { headers: { 'X-Padding': 'a'.repeat(20_000) } });
    expect(response.status).toBe(431);
    expect(await response.json()).toMatchObject({ statusCode: 431, code: 'REQUEST.HEADERS_TOO_LARGE' });
  });

  it('answers a method nginx refuses with the JSON 405 envelope', async () => {
    const response = await fetch(url('/index.html'), { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({ statusCode: 405, code: 'ROUTE.METHOD_NOT_ALLOWED' });
  });
});

describe('the web app', () => {
  it.each(['/services', '/admin/login', '/a/path/the/app/does/not/know'])(
    'answers %s with index.html (200, no-cache)',
    async (path) => {
      const index = await (await fetch(url('/index.html'))).text();
      const response = await fetch(url(path));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(index);
      expectSecurityHeaders(response);
    },
  );

  it('ships an index.html the CSP allows: no inline script', async () => {
    const index = await (await fetch(url('/'))).text();
    const scripts = index.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\ssrc="\/assets\//);
  });

  it('serves hashed assets for a year, immutable and compressed', async () => {
    const index = await (await fetch(url('/'))).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
    expect(script).toBeDefined();
    const response = await fetch(url(script ?? ''), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expectSecurityHeaders(response);
  });

  it('answers a missing asset with 404 rather than the app', async () => {
    const response = await fetch(url('/assets/missing-0000.js'));
    expect(response.status).toBe(404);
    expectSecurityHeaders(response);
  });
});

describe('admin tokens', () => {
  it("signs the environment's admin in as the first owner and the token opens GET /api/briefs", async () => {
    // The sign-in itself is the global setup's (one for the whole run).
    expect(systemState().adminUser).toEqual({
      id: expect.any(String),
      email: ADMIN.email,
      name: expect.any(String),
      role: 'owner',
    });
    const { response, body } = await getJson('/api/briefs', admin());
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ page: 1, pageSize: 20, total: expect.any(Number) });
    expect(Array.isArray(body.items)).toBe(true);
  });

  it('refuses GET /api/briefs without a token', async () => {
    const { response, body } = await getJson('/api/briefs');
    expect(response.status).toBe(401);
    expect(body).toMatchObject({
      statusCode: 401,
      code: expect.stringMatching(/^AUTH\./),
      error: 'Unauthorized',
    });
  });

  it('refuses forged tokens: tampered, alg none, HS256 keyed with the public key', async () => {
    const { body: jwks } = await getJson('/api/auth/jwks');
    const jwk = (jwks.keys as JsonWebKey[])[0];
    expect(jwk).toBeDefined();
    const { adminToken } = systemState();
    const claims = decodePart(adminToken, 1);
    const kid = typeof jwk?.kid === 'string' ? jwk.kid : undefined;
    const forged = {
      tampered: tamperedToken(adminToken),
      'alg none': unsignedToken(claims),
      'HS256 with the PEM public key': hs256Token(claims, publicKeyPem(jwk ?? {}), kid),
      'HS256 with the JWK bytes': hs256Token(claims, JSON.stringify(jwk), kid),
      'HS256 with the raw key': hs256Token(claims, Buffer.from(String(jwk?.x), 'base64url'), kid),
    };
    for (const [kind, token] of Object.entries(forged)) {
      const { response, body } = await getJson('/api/briefs', bearer(token));
      expect({ kind, status: response.status }).toEqual({ kind, status: 401 });
      // The envelope of inquiries itself (the gateway does not look at tokens).
      expect(body).toMatchObject({
        statusCode: 401,
        code: expect.stringMatching(/^AUTH\./),
        error: 'Unauthorized',
      });
    }
  });
});

describe('client address', () => {
  // Runs after the one sign-in of the global setup; no other test signs in, so this can spend the rest.
  it('ignores a client-sent X-Forwarded-For, so the sign-in limit cannot be dodged', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_RATE_LIMIT; i += 1) {
      const response = await fetch(url('/api/auth/login'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${i + 1}` },
        body: JSON.stringify({ email: ADMIN.email, password: 'wrong password' }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toContain(401);
    expect(statuses.at(-1)).toBe(429);
  });
});
