/**
 * Addresses as the client sent them. nginx routes by the decoded, normalised path, while the renderer
 * and the services read the path as sent: the gateway builds its redirects and keys its page copies
 * from the sent path, and refuses (400 in the envelope) a path the two could read differently or whose
 * decoded form could end a header line. And what a page-like address answers when what is behind it
 * refuses connections: the last good copy of that very address, or the JSON 503, never a 502.
 * A spare gateway whose renderer is a stub that echoes the address it received.
 */
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { StartedTestContainer } from 'testcontainers';
import { expectSecurityHeaders } from './support/gateway';
import { startSpareGateway } from './support/spare-gateway';
import { systemState } from './support/state';
import { startStubServer, type StubServer } from './support/stub-server';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A GET of `path` exactly as written (fetch and URL would normalise some of these). */
function rawGet(base: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    request({ hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const MALFORMED = {
  statusCode: 400,
  code: 'REQUEST.MALFORMED',
  message: 'The request could not be read',
  error: 'Bad Request',
};

describe('addresses as sent', () => {
  let renderer: StubServer | undefined;
  let spare: StartedTestContainer | undefined;
  let gateway = '';

  beforeAll(async () => {
    renderer = await startStubServer(systemState().gatewayContainerId, 'stub-renderer');
    spare = await startSpareGateway(systemState().gatewayContainerId, {
      RENDERER_UPSTREAM: renderer.upstream,
      // A name that resolves, on a port where nothing listens: every connection is refused.
      AUTH_UPSTREAM: 'stub-renderer:9',
    });
    gateway = `http://${spare.getHost()}:${spare.getMappedPort(80)}`;
  }, 90_000);

  afterAll(async () => {
    await spare?.stop();
    await renderer?.container.stop();
  });

  it('refuses an encoded line break in the path instead of redirecting with it', async () => {
    const attempts: [string, Record<string, string>][] = [
      ['/%0d%0aSet-Cookie:%20pwned=1?lang=ar', {}],
      ['/services%0d%0aX-Injected:%20yes', { 'Accept-Language': 'ar' }],
      ['/ar/admin%0D%0AX-Injected:%20yes', {}],
    ];
    for (const [path, headers] of attempts) {
      const answer = await rawGet(gateway, path, headers);
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.headers['x-injected']).toBeUndefined();
      expect(answer.headers.location).toBeUndefined();
      expect(JSON.parse(answer.body)).toEqual(MALFORMED);
    }
  });

  it('redirects with the path as sent, still encoded', async () => {
    const arabic = await rawGet(gateway, '/%73ervices/a%20b?lang=ar');
    const admin = await rawGet(gateway, '/ar/admin/x%20y?tab=1');

    expect(arabic).toMatchObject({ status: 302, headers: { location: '/ar/%73ervices/a%20b?lang=ar' } });
    expect(admin).toMatchObject({ status: 302, headers: { location: '/admin/x%20y?tab=1' } });
  });

  it('keeps each page copy under the address the renderer drew, and refuses ambiguous paths', async () => {
    // Drawn by the renderer, each kept as its address's last good copy.
    expect((await rawGet(gateway, '/services')).body).toBe('stub GET /services 0');
    expect((await rawGet(gateway, '/%73ervices')).body).toBe('stub GET /%73ervices 0');
    // nginx would route these by /careers, /ar/services and /about; the renderer would draw other pages.
    for (const path of ['//careers', '/ar%2Fservices', '/services/X%2F..%2F..%2Fabout', '/a/../about']) {
      const answer = await rawGet(gateway, path);
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expect(JSON.parse(answer.body)).toEqual(MALFORMED);
    }
    expectSecurityHeaders(await fetch(`${gateway}/ar%2Fservices`));

    await renderer?.close();

    const services = await rawGet(gateway, '/services');
    expect(services.status).toBe(200);
    expect(services.body).toBe('stub GET /services 0');
    // Never drawn under these addresses: no copy, so the client-rendered app.
    for (const path of ['/careers', '/ar/services', '/about']) {
      const answer = await rawGet(gateway, path);
      expect({ path, status: answer.status, by: answer.headers['x-rendered-by'] }).toEqual({
        path,
        status: 200,
        by: 'client',
      });
    }
  });

  it('answers the JSON 503 when every connection is refused, for the API and for security.txt', async () => {
    // The renderer is closed by the test above when the file runs whole; close it for a lone run too.
    await renderer?.close().catch(() => undefined);
    for (const path of ['/api/auth/health', '/.well-known/security.txt']) {
      const answer = await rawGet(gateway, path);
      expect({ path, status: answer.status, type: answer.headers['content-type'] }).toEqual({
        path,
        status: 503,
        type: 'application/json',
      });
      expect(JSON.parse(answer.body)).toMatchObject({
        statusCode: 503,
        code: 'GATEWAY.UPSTREAM_UNAVAILABLE',
      });
    }
  });
});
