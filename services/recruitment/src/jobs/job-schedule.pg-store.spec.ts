/**
 * Scheduled publishing and closing of jobs in PostgreSQL with two replicas: two stores on one database run
 * the task at the same moment, and each due job changes once, with one audit entry.
 */
import { DataSource, PostgresAuditLog, PostgresVersions } from '@madar/shared/data';
import { ReadinessService } from '@madar/shared/nest';
import { createTestDataSource } from '@madar/shared/testing';
import { migrations } from '../database/migrations';
import { type RecruitmentDb, SCHEMA } from '../database/schema';
import { job } from '../testing/stores.fixtures';
import { systemStamp } from './job-schedule.service';
import { PostgresJobsStore } from './jobs.pg-store';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const closers: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

async function twoReplicas() {
  const first = await createTestDataSource<RecruitmentDb>({ schema: SCHEMA, migrations });
  closers.push(first.close);
  // The second replica: its own pool on the same database, as another pod would have.
  const second = new DataSource<RecruitmentDb>(
    { ...first.data.options, settings: { ...first.data.options.settings, databaseUrl: first.url } },
    new ReadinessService(),
  );
  await second.migrate();
  closers.push(() => second.close());
  return {
    a: new PostgresJobsStore(first.data),
    b: new PostgresJobsStore(second),
    audit: new PostgresAuditLog(first.data as DataSource),
    versions: new PostgresVersions(first.data),
  };
}

describe('PostgresJobsStore.applySchedule', () => {
  it('publishes and closes each due job once across two replicas running at once, with one audit entry', async () => {
    const { a, b, audit } = await twoReplicas();
    const toPublish = ['radio-1', 'radio-2', 'radio-3'].map((id) =>
      job(id, { published: false, publishedAt: null, publishAt: '2026-11-26T09:59:00.000Z' }),
    );
    const toClose = ['noc-1', 'noc-2'].map((id) => job(id, { closeAt: '2026-11-26T09:30:00.000Z' }));
    for (const item of [...toPublish, ...toClose]) await a.create(item);
    await a.create(
      job('later', { published: false, publishedAt: null, publishAt: '2026-11-26T10:01:00.000Z' }),
    );

    const runs = await Promise.all([
      a.applySchedule(NOW, systemStamp(NOW)),
      b.applySchedule(NOW, systemStamp(NOW)),
    ]);

    const ids = runs.flat().map((item) => item.id);
    expect([...ids].sort()).toEqual(['noc-1', 'noc-2', 'radio-1', 'radio-2', 'radio-3']);
    const entries = await audit.list({ limit: 50, entityType: 'job', action: 'status' });
    expect(entries.items.map((entry) => entry.entity.id).sort()).toEqual([...ids].sort());
    expect(entries.items.every((entry) => entry.actor.id === 'system')).toBe(true);
    expect(await b.get('radio-1')).toMatchObject({
      published: true,
      publishedAt: '2026-11-26T09:59:00.000Z',
      publishAt: null,
    });
    expect(await b.get('noc-1')).toMatchObject({ published: false, closeAt: null });
    expect(await a.get('later')).toMatchObject({ published: false, publishAt: '2026-11-26T10:01:00.000Z' });
    expect(await b.applySchedule(NOW, systemStamp(NOW))).toEqual([]);
  });

  it("keeps each change as one version by the system, in the change's transaction", async () => {
    const { a, b, versions } = await twoReplicas();
    await a.create(
      job('radio-1', { published: false, publishedAt: null, publishAt: '2026-11-26T09:59:00.000Z' }),
    );
    await Promise.all([a.applySchedule(NOW, systemStamp(NOW)), b.applySchedule(NOW, systemStamp(NOW))]);

    const entity = { type: 'job' as const, id: 'radio-1' };
    const items = await versions.list(entity);
    // The job was created without a version (no stamp): its state before is kept as its baseline.
    expect(items).toEqual([
      { id: expect.any(String), createdAt: NOW.toISOString(), author: { id: 'system', name: 'system' } },
      { id: expect.any(String), createdAt: expect.any(String), author: null },
    ]);
    expect((await versions.get(entity, items[0]?.id ?? ''))?.state).toMatchObject({
      id: 'radio-1',
      published: true,
      publishAt: null,
    });
  });

  it('leaves a job past its closeAt off the public list before the task runs, and lists scheduled jobs apart', async () => {
    const { a } = await twoReplicas();
    await a.create(job('open'));
    await a.create(job('closing', { closeAt: '2026-11-26T10:00:00.000Z' }));
    await a.create(
      job('scheduled', { published: false, publishedAt: null, publishAt: '2026-11-27T10:00:00.000Z' }),
    );
    await a.create(job('draft', { published: false, publishedAt: null }));

    expect((await a.listPublished(NOW)).map((item) => item.id)).toEqual(['open']);
    const list = (status: 'draft' | 'scheduled') =>
      a.list({ page: 1, pageSize: 10, sort: { field: 'createdAt', direction: 'desc' }, status });
    expect((await list('scheduled')).items.map((item) => item.id)).toEqual(['scheduled']);
    expect((await list('draft')).items.map((item) => item.id)).toEqual(['draft']);
  });
});
