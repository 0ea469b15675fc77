/**
 * What a client sees when one service is down. Last of the run on purpose (support/sequencer.cjs): it
 * stops recruitment for everything after it.
 */
import { admin, expectSecurityHeaders, getJson, url } from './support/gateway';
import { systemState } from './support/state';
import { stopServiceContainer } from './support/system';

describe('a service that is down', () => {
  it('makes only its own routes answer a JSON 502/503 while the others keep working', async () => {
    for (const id of systemState().containerIds.recruitment) await stopServiceContainer(id);

    for (const path of ['/api/jobs', '/api/recruitment/health']) {
      const { response, body } = await getJson(path);
      expect([502, 503]).toContain(response.status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(body).toMatchObject({ statusCode: response.status, code: 'GATEWAY.UPSTREAM_UNAVAILABLE' });
      expectSecurityHeaders(response);
    }
    expect((await fetch(url('/api/services'))).status).toBe(200);
    expect((await getJson('/api/briefs', admin())).response.status).toBe(200);
    expect((await fetch(url('/services'))).status).toBe(200);
  });
});
