/**
 * HTTPS on one server (GATEWAY_TLS=on, deploy/docker-compose.prod.yml): the gateway's image with a
 * certificate made here, as the operator's files or certbot's would be mounted. Port 443 serves the
 * site with HSTS through the same server as plain HTTP, with the visitor's own address; port 8081 (the
 * host's 80) answers certificate challenges and redirects everything else to HTTPS. Without the
 * setting, the gateway has no HTTPS server at all.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as tlsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GenericContainer, getContainerRuntimeClient, Wait, type StartedTestContainer } from 'testcontainers';
import { systemState } from './support/state';
import { NO_RENDERER } from './support/system';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

const TOKEN = 'h0w-the-authority-checks_this-domain';

/** A self-signed certificate for localhost, as PEM files in a temporary folder. */
function selfSigned(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'fullchain.pem');
  const key = path.join(dir, 'privkey.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

function collect(resolve: (answer: Answer) => void) {
  return (res: IncomingMessage) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () =>
      resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
    );
  };
}

describe('HTTPS on one server', () => {
  let dir = '';
  let ca = '';
  let gateway: StartedTestContainer | undefined;

  const https = (urlPath: string): Promise<Answer> =>
    new Promise((resolve, reject) => {
      tlsRequest(
        {
          host: gateway?.getHost(),
          port: gateway?.getMappedPort(443),
          path: urlPath,
          ca,
          servername: 'localhost',
        },
        collect(resolve),
      )
        .on('error', reject)
        .end();
    });
  const http = (port: number, urlPath: string): Promise<Answer> =>
    new Promise((resolve, reject) => {
      request(
        {
          host: gateway?.getHost(),
          port: gateway?.getMappedPort(port),
          path: urlPath,
          headers: { Host: 'www.example.ly' },
        },
        collect(resolve),
      )
        .on('error', reject)
        .end();
    });

  /** What the gateway has logged so far. */
  const logText = async (): Promise<string> => {
    const stream = await gateway?.logs();
    return new Promise((resolve) => {
      let text = '';
      stream?.on('data', (chunk: Buffer | string) => (text += chunk.toString()));
      setTimeout(() => {
        stream?.destroy();
        resolve(text);
      }, 200);
    });
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'madar-tls-'));
    const { cert, key } = selfSigned(dir);
    ca = readFileSync(cert, 'utf8');
    const client = await getContainerRuntimeClient();
    const shared = client.container.getById(systemState().gatewayContainerId);
    const image = (await client.container.inspect(shared)).Config.Image;
    gateway = await new GenericContainer(image)
      .withEnvironment({ ...NO_RENDERER, GATEWAY_TLS: 'on', GATEWAY_HSTS: 'max-age=31536000' })
      .withCopyFilesToContainer([
        { source: cert, target: '/etc/madar/tls/fullchain.pem', mode: 0o644 },
        { source: key, target: '/etc/madar/tls/privkey.pem', mode: 0o644 },
      ])
      .withCopyContentToContainer([
        { content: 'proof', target: `/var/www/acme/.well-known/acme-challenge/${TOKEN}`, mode: 0o644 },
      ])
      .withExposedPorts(80, 443, 8081)
      .withWaitStrategy(Wait.forHttp('/healthz', 80).forStatusCode(200))
      .withStartupTimeout(30_000)
      .start();
  }, 60_000);

  afterAll(async () => {
    await gateway?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts with a configuration nginx accepts, HTTPS included', async () => {
    const test = await gateway?.exec(['nginx', '-t']);
    const dump = await gateway?.exec(['nginx', '-T']);

    expect(test?.exitCode).toBe(0);
    expect(dump?.output).toMatch(/listen 443 ssl/);
    expect(dump?.output).toMatch(/listen 8081 default_server/);
  });

  it('serves the site over HTTPS with the certificate given, HSTS and the usual headers', async () => {
    const health = await https('/healthz');
    const api = await https('/api/no-such-route');

    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: 'ok', service: 'gateway' });
    expect(health.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(health.headers['x-frame-options']).toBe('DENY');
    // The server on port 80 answered: its JSON 404 for an API path no service owns.
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body)).toMatchObject({ code: 'ROUTE.NOT_FOUND' });
  });

  it('redirects plain HTTP to the same address over HTTPS, query kept, without HSTS', async () => {
    for (const target of ['/', '/ar/services?lang=ar&x=1', '/api/services', '/.well-known/security.txt']) {
      const answer = await http(8081, target);
      expect({ target, status: answer.status, location: answer.headers.location }).toEqual({
        target,
        status: 301,
        location: `https://www.example.ly${target}`,
      });
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('answers certificate challenges over plain HTTP from the webroot, and nothing else there', async () => {
    const challenge = await http(8081, `/.well-known/acme-challenge/${TOKEN}`);
    const unknown = await http(8081, '/.well-known/acme-challenge/not-issued');

    expect({ status: challenge.status, body: challenge.body }).toEqual({ status: 200, body: 'proof' });
    expect(unknown.status).toBe(404);
  });

  it("passes the visitor's address on, not its own, and ignores one the visitor names", async () => {
    const marker = `/api/tls-address-${Date.now()}`;
    await new Promise<Answer>((resolve, reject) => {
      tlsRequest(
        {
          host: gateway?.getHost(),
          port: gateway?.getMappedPort(443),
          path: marker,
          ca,
          servername: 'localhost',
          headers: { 'X-Forwarded-For': '203.0.113.9' },
        },
        collect(resolve),
      )
        .on('error', reject)
        .end();
    });
    // The access log is written a second after the request at most (nginx.conf: flush=1s).
    let line: { remote_addr?: string } | undefined;
    for (let attempt = 0; attempt < 20 && !line; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const found = (await logText()).split('\n').find((entry) => entry.includes(marker));
      line = found ? (JSON.parse(found.slice(found.indexOf('{'))) as { remote_addr?: string }) : undefined;
    }

    expect(line?.remote_addr).toBeDefined();
    expect(line?.remote_addr).not.toBe('127.0.0.1');
    expect(line?.remote_addr).not.toBe('203.0.113.9');
  });

  it('has no HTTPS server without the setting (the shared gateway)', async () => {
    const client = await getContainerRuntimeClient();
    const shared = client.container.getById(systemState().gatewayContainerId);
    const dump = await client.container.exec(shared, ['nginx', '-T']);

    expect(dump.exitCode).toBe(0);
    expect(dump.output).not.toMatch(/listen 443|listen 8081|acme-challenge/);
  });
});
