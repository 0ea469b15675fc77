/**
 * What a client sees when one service is down, and that the gateway needs no service to start and
 * finds one again when it returns. Last of the run on purpose (support/sequencer.cjs): it stops
 * recruitment and restarts the gateway for everything after it.
 */
import { admin, expectSecurityHeaders, getJson, url } from './support/gateway';
import { systemState } from './support/state';
import { currentUrl, restartContainer, startContainer, stopServiceContainer } from './support/system';

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

describe('a service that is down', () => {
  it('makes only its own routes answer the JSON 503 while the others keep working', async () => {
    for (const id of systemState().containerIds.recruitment) await stopServiceContainer(id);

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

  it('does not stop the gateway from starting, and is found again when it comes back', async () => {
    const { gatewayContainerId, containerIds } = systemState();
    await restartContainer(gatewayContainerId);
    const gateway = await currentUrl(gatewayContainerId, 80);
    expect(await until(async () => (await fetch(`${gateway}/healthz`)).ok, 30_000)).toBe(true);
    expect((await fetch(`${gateway}/services`)).status).toBe(200);
    expect((await fetch(`${gateway}/api/services`)).status).toBe(200);
    expect((await fetch(`${gateway}/api/jobs`)).status).toBe(503);

    for (const id of containerIds.recruitment) await startContainer(id);
    // The gateway looks names up again within seconds (resolver valid=5s); the service needs its start-up.
    const back = await until(async () => (await fetch(`${gateway}/api/jobs`)).status === 200, 60_000);
    expect(back).toBe(true);
  });
});
