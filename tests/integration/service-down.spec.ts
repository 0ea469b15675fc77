/**
 * What a client sees when one service is down, and that the gateway needs no service to start and
 * finds one again when it returns. The file stops recruitment itself and, whatever happens, starts it
 * again and waits until the shared gateway reaches it, so it runs alone or in any order; a gateway of
 * its own (not the shared one, whose port a restart would change) shows the start without it.
 */
import type { StartedTestContainer } from 'testcontainers';
import { admin, expectSecurityHeaders, getJson, url } from './support/gateway';
import { systemState } from './support/state';
import { startSpareGateway } from './support/spare-gateway';
import { ensureRunning, stopServiceContainer, waitUntilReady } from './support/system';

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const jobsAnswer = async (base: string) => (await fetch(`${base}/api/jobs`)).status;

describe('a service that is down', () => {
  let spareGateway: StartedTestContainer | undefined;

  beforeAll(async () => {
    for (const id of systemState().containerIds.recruitment) await stopServiceContainer(id);
  });

  afterAll(async () => {
    await spareGateway?.stop();
    const { containerIds, baseUrl } = systemState();
    for (const id of containerIds.recruitment) await ensureRunning(id);
    await waitUntilReady(containerIds);
    // The shared gateway looks the name up again within seconds (resolver valid=5s).
    if (!(await until(async () => (await jobsAnswer(baseUrl)) === 200, 30_000))) {
      throw new Error('the gateway did not reach recruitment again after the test');
    }
  }, 120_000);

  it('makes only its own routes answer the JSON 503 while the others keep working', async () => {
    for (const path of ['/api/jobs', '/api/recruitment/health']) {
      const started = Date.now();
      const { response, body } = await getJson(path);
      process.stdout.write(`${path} with recruitment stopped answered in ${Date.now() - started} ms\n`);
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(body).toMatchObject({ statusCode: 503, code: 'GATEWAY.UPSTREAM_UNAVAILABLE' });
      expectSecurityHeaders(response);
    }
    expect((await fetch(url('/api/services'))).status).toBe(200);
    expect((await getJson('/api/briefs', admin())).response.status).toBe(200);
    expect((await fetch(url('/services'))).status).toBe(200);
  });

  // A gateway's start (up to 60 s) and the service's return (up to 60 s) outgrow the default 60 s.
  it('does not stop a gateway from starting, and is found again when it comes back', async () => {
    const { gatewayContainerId, containerIds } = systemState();
    spareGateway = await startSpareGateway(gatewayContainerId);
    const gateway = `http://${spareGateway.getHost()}:${spareGateway.getMappedPort(80)}`;
    expect((await fetch(`${gateway}/services`)).status).toBe(200);
    expect((await fetch(`${gateway}/api/services`)).status).toBe(200);
    expect(await jobsAnswer(gateway)).toBe(503);

    for (const id of containerIds.recruitment) await ensureRunning(id);
    // The gateway looks names up again within seconds (resolver valid=5s); the service needs its start-up.
    expect(await until(async () => (await jobsAnswer(gateway)) === 200, 60_000)).toBe(true);
  }, 150_000);
});
