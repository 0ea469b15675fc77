/**
 * Scheduled publishing in PostgreSQL with two replicas: two stores on one database run the task at the
 * same moment, and each due post is published once, with one audit entry, whichever replica wins.
 */
import { DataSource, PostgresAuditLog, PostgresVersions } from '@madar/shared/data';
import { ReadinessService } from '@madar/shared/nest';
import { createTestDataSource } from '@madar/shared/testing';
import { migrations } from '../database/migrations';
import { type ContentDb, SCHEMA } from '../database/schema';
import { PostgresBlogPostsStore } from './blog-posts.pg-store';
import { post, uuid } from './blog-posts.store.contract';
import { systemStamp } from './post-schedule.service';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const closers: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

async function twoReplicas() {
  const first = await createTestDataSource<ContentDb>({ schema: SCHEMA, migrations });
  closers.push(first.close);
  // The second replica: its own pool on the same database, as another pod would have.
  const second = new DataSource<ContentDb>(
    { ...first.data.options, settings: { ...first.data.options.settings, databaseUrl: first.url } },
    new ReadinessService(),
  );
  await second.migrate();
  closers.push(() => second.close());
  return {
    a: new PostgresBlogPostsStore(first.data),
    b: new PostgresBlogPostsStore(second),
    audit: new PostgresAuditLog(first.data as DataSource),
    versions: new PostgresVersions(first.data),
  };
}

const scheduled = (n: number, scheduledAt: string) =>
  post(n, { published: false, publishedAt: null, scheduledAt });

describe('PostgresBlogPostsStore.publishDue', () => {
  it('publishes each due post once across two replicas running at once, with one audit entry', async () => {
    const { a, b, audit } = await twoReplicas();
    const due = [1, 2, 3, 4, 5, 6].map((n) => scheduled(n, '2026-11-26T09:59:00.000Z'));
    for (const item of due) await a.create(item);
    await a.create(scheduled(7, '2026-11-26T10:01:00.000Z'));

    const runs = await Promise.all([
      a.publishDue(NOW, systemStamp(NOW)),
      b.publishDue(NOW, systemStamp(NOW)),
    ]);

    const ids = runs.flat().map((item) => item.id);
    expect(ids.sort()).toEqual(due.map((item) => item.id).sort());
    const entries = await audit.list({ limit: 50, entityType: 'post', action: 'status' });
    expect(entries.items.map((entry) => entry.entity.id).sort()).toEqual(ids);
    expect(entries.items.every((entry) => entry.actor.id === 'system')).toBe(true);
    expect(await b.get(uuid(1))).toMatchObject({
      published: true,
      publishedAt: '2026-11-26T09:59:00.000Z',
      scheduledAt: null,
      date: '2026-11-26T09:59:00.000Z',
      updatedAt: NOW.toISOString(),
    });
    expect(await a.get(uuid(7))).toMatchObject({ published: false, scheduledAt: '2026-11-26T10:01:00.000Z' });
    // A later run finds nothing left to do.
    expect(await b.publishDue(NOW, systemStamp(NOW))).toEqual([]);
  });

  it("keeps each published post as one version by the system, in the publication's transaction", async () => {
    const { a, b, versions } = await twoReplicas();
    await a.create(scheduled(1, '2026-11-26T09:59:00.000Z'));
    await Promise.all([a.publishDue(NOW, systemStamp(NOW)), b.publishDue(NOW, systemStamp(NOW))]);

    const entity = { type: 'post' as const, id: uuid(1) };
    const items = await versions.list(entity);
    // The post was created without a version (no stamp): its state before is kept as its baseline.
    expect(items).toEqual([
      { id: expect.any(String), createdAt: NOW.toISOString(), author: { id: 'system', name: 'system' } },
      { id: expect.any(String), createdAt: expect.any(String), author: null },
    ]);
    expect((await versions.get(entity, items[0]?.id ?? ''))?.state).toEqual(await a.get(uuid(1)));
  });

  it('lists scheduled posts apart from drafts in the admin list', async () => {
    const { a } = await twoReplicas();
    await a.create(scheduled(1, '2026-11-27T09:00:00.000Z'));
    await a.create(post(2, { published: false, publishedAt: null }));
    const list = (status: 'draft' | 'scheduled') =>
      a.list({ page: 1, pageSize: 10, sort: { field: 'date', direction: 'desc' }, status });
    expect((await list('scheduled')).items.map((item) => item.id)).toEqual([uuid(1)]);
    expect((await list('draft')).items.map((item) => item.id)).toEqual([uuid(2)]);
  });
});
