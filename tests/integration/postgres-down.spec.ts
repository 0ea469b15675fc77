/**
 * PostgreSQL stopped under a running system: the routes that need it answer a JSON 503 at once, the
 * services report not ready (but stay alive), what does not need it keeps working; PostgreSQL back,
 * they recover without a restart and nothing acknowledged before is lost. Whatever happens, the file
 * starts PostgreSQL again and waits until every service is ready, so it runs alone or in any order.
 */
import type { ClientBrief, Page } from '@madar/shared';
import { admin, getJson, url } from './support/gateway';
import { systemState } from './support/state';
import { ensureRunning, stopServiceContainer, waitUntilReady } from './support/system';

const brief = (companyName: string) => ({
  companyName,
  industry: 'Banking',
  contactName: 'Amal',
  email: 'amal@example.ly',
  projectType: 'software-development',
  description: 'An outage test.',
  goals: 'Nothing lost.',
});

const submit = (companyName: string, timeoutMs = 4000) =>
  fetch(url('/api/briefs'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(brief(companyName)),
    // A bound so a hanging request fails the test instead of the suite's timeout; the target is 2 s.
    signal: AbortSignal.timeout(timeoutMs),
  });

describe('PostgreSQL stopped', () => {
  const stamp = `outage-${Date.now()}`;

  afterAll(async () => {
    const { dataContainerIds, containerIds } = systemState();
    await ensureRunning(dataContainerIds.postgres);
    await waitUntilReady(containerIds);
  }, 120_000);

  it('answers 503 STORAGE.UNAVAILABLE, reports not ready, keeps the rest up, then recovers', async () => {
    const before = await submit(`${stamp} before`);
    expect(before.status).toBe(201);

    const { postgres } = systemState().dataContainerIds;
    await stopServiceContainer(postgres);
    try {
      const started = Date.now();
      const during = await submit(`${stamp} during`);
      process.stdout.write(`briefs POST with the database stopped answered in ${Date.now() - started} ms\n`);
      expect(during.status).toBe(503);
      expect(await during.json()).toMatchObject({ statusCode: 503, code: 'STORAGE.UNAVAILABLE' });

      const ready = await getJson('/api/inquiries/health/ready');
      expect(ready.response.status).toBe(503);
      expect(ready.body).toMatchObject({ status: 'unavailable', checks: { database: 'unavailable' } });
      expect((await fetch(url('/api/inquiries/health'))).status).toBe(200);
      expect((await fetch(url('/api/auth/jwks'))).status).toBe(200);
      expect((await fetch(url('/services'))).status).toBe(200);
    } finally {
      await ensureRunning(postgres);
    }

    let after = 0;
    for (let attempt = 0; attempt < 60 && after !== 201; attempt += 1) {
      after = (await submit(`${stamp} after`).catch(() => undefined))?.status ?? 0;
      if (after !== 201) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(after).toBe(201);
    const listed = await getJson<Page<ClientBrief>>(
      `/api/briefs?search=${stamp}&sort=submittedAt:asc`,
      admin(),
    );
    expect(listed.body.items.map((b) => b.companyName)).toEqual([`${stamp} before`, `${stamp} after`]);
    expect((await getJson('/api/inquiries/health/ready')).response.status).toBe(200);
  });
});
