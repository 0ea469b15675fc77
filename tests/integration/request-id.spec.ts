/**
 * One request id from the gateway to the service and back: the gateway keeps a well-formed incoming
 * X-Request-Id (else makes its own), returns it, writes it in its access log line, and the service
 * writes the same id in its own log line of that request and in its error envelope. And /metrics:
 * each service answers it on its own port, the gateway never routes it.
 * A spare gateway in front of a content service of this file's own, which logs every request (the
 * system's services log warnings only).
 */
import { GenericContainer, type StartedTestContainer, Wait } from 'testcontainers';
import { startSpareGateway, systemNetwork } from './support/spare-gateway';
import { systemState } from './support/state';

const ALIAS = 'request-id-content';
const SENT_ID = 'support-3f9c2a71e4b8';

/** Everything the container has written so far, stdout and stderr. */
async function logText(container: StartedTestContainer): Promise<string> {
  const stream = await container.logs();
  return new Promise((resolve) => {
    let text = '';
    stream.on('data', (chunk: Buffer | string) => (text += chunk.toString()));
    setTimeout(() => {
      stream.destroy();
      resolve(text);
    }, 200);
  });
}

/** The JSON log lines of the container naming `id`, once there is one (nginx writes its log every second). */
async function linesWith(container: StartedTestContainer, id: string): Promise<Record<string, unknown>[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const lines = (await logText(container))
      .split('\n')
      .filter((line) => line.includes(id))
      .map((line) => JSON.parse(line.slice(line.indexOf('{'))) as Record<string, unknown>);
    if (lines.length > 0 || Date.now() > deadline) return lines;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('request ids and metrics through the gateway', () => {
  let content: StartedTestContainer | undefined;
  let gateway: StartedTestContainer | undefined;
  let base = '';

  beforeAll(async () => {
    const network = await systemNetwork(systemState().gatewayContainerId);
    content = await new GenericContainer('madar/content:test')
      .withNetworkMode(network)
      .withNetworkAliases(ALIAS)
      .withEnvironment({
        PORT: '3002',
        LOG_LEVEL: 'info',
        LATENCY_READ_MS: '0',
        LATENCY_WRITE_MS: '0',
        AUTH_JWKS_URL: 'http://auth:3001/api/auth/jwks',
        SEED_DEMO_DATA: 'true',
      })
      .withExposedPorts(3002)
      .withWaitStrategy(Wait.forHttp('/health/ready', 3002).forStatusCode(200))
      .withStartupTimeout(90_000)
      .start();
    gateway = await startSpareGateway(systemState().gatewayContainerId, {
      CONTENT_UPSTREAM: `${ALIAS}:3002`,
    });
    base = `http://${gateway.getHost()}:${gateway.getMappedPort(80)}`;
  }, 180_000);

  afterAll(async () => {
    await gateway?.stop();
    await content?.stop();
  });

  it("keeps a well-formed id: returned, in the gateway's log line and the service's, and in the envelope", async () => {
    const response = await fetch(`${base}/api/services/no-such-service`, {
      headers: { 'X-Request-Id': SENT_ID },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-request-id')).toBe(SENT_ID);
    expect(await response.json()).toMatchObject({ code: 'SERVICE.NOT_FOUND', requestId: SENT_ID });

    const [gatewayLine] = await linesWith(gateway!, SENT_ID);
    expect(gatewayLine).toMatchObject({
      request_id: SENT_ID,
      uri: '/api/services/no-such-service',
      status: 404,
    });
    const serviceLines = await linesWith(content!, SENT_ID);
    expect(serviceLines).toContainEqual(
      expect.objectContaining({
        requestId: SENT_ID,
        msg: 'request completed',
        req: expect.objectContaining({ id: SENT_ID, url: '/api/services/no-such-service' }),
      }),
    );
  });

  it('replaces a malformed id with its own, the same at the gateway and the service', async () => {
    const response = await fetch(`${base}/api/services/no-such-service`, {
      headers: { 'X-Request-Id': 'bad id","level":60' },
    });
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await response.json()).toMatchObject({ requestId: id });
    expect(await linesWith(gateway!, id)).toHaveLength(1);
    expect(await linesWith(content!, id)).toContainEqual(
      expect.objectContaining({ msg: 'request completed' }),
    );
  });

  it("gives a cached catalogue read's answer an id too", async () => {
    const response = await fetch(`${base}/api/services`, { headers: { 'X-Request-Id': `${SENT_ID}-list` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(`${SENT_ID}-list`);
  });

  it('answers /metrics on the service port and never through the gateway', async () => {
    const direct = await fetch(`http://${content!.getHost()}:${content!.getMappedPort(3002)}/metrics`);
    expect(direct.status).toBe(200);
    expect(await direct.text()).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/services\/:id",status="404"\}/,
    );

    for (const path of ['/metrics', '/api/content/metrics', '/api/metrics']) {
      const response = await fetch(`${base}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(await response.text()).not.toContain('http_request_duration_seconds');
    }
  });
});
