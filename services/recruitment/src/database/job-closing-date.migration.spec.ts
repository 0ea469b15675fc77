import { DataSource, type DataSettings, type Migrations } from '@madar/shared/data';
import type { Insertable } from 'kysely';
import { ReadinessService } from '@madar/shared/nest';
import { createTestDatabase, type TestDatabase } from '@madar/shared/testing';
import { PostgresJobsStore } from '../jobs/jobs.pg-store';
import { migrations } from './migrations';
import { type JobsTable, type RecruitmentDb, SCHEMA } from './schema';

// The schema as it stood before 0003: later migrations are left out too, as they had not been written.
const beforeClosing = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0003'));

async function open(url: string, upTo: Migrations): Promise<DataSource<RecruitmentDb>> {
  const settings: DataSettings = {
    databaseUrl: url,
    databasePoolMax: 2,
    seedDemoData: false,
    memoryStoreMaxBytes: Number.POSITIVE_INFINITY,
  };
  const data = new DataSource<RecruitmentDb>(
    { schema: SCHEMA, migrations: upTo, settings },
    new ReadinessService(),
  );
  await data.migrate();
  return data;
}

describe('migration 0003: job closing date', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(SCHEMA);
  });
  afterAll(() => database.drop());

  it('keeps the jobs stored before it, with no closing date, and then stores one', async () => {
    const old = await open(database.url, beforeClosing);
    const text = JSON.stringify({ en: 'Text', ar: 'نص' });
    const list = JSON.stringify([{ en: 'Item', ar: 'بند' }]);
    await old.db
      .insertInto('jobs')
      .values({
        id: 'older',
        title: text,
        department: text,
        location: text,
        type: text,
        description: text,
        responsibilities: list,
        requirements: list,
        published: true,
        publishedAt: '2026-01-01T10:00:00.000Z',
        createdAt: '2026-01-01T10:00:00.000Z',
        updatedAt: '2026-01-01T10:00:00.000Z',
        // The table had no slug column before 0007.
      } as Insertable<JobsTable>)
      .execute();
    await old.close();

    const data = await open(database.url, migrations);
    try {
      const store = new PostgresJobsStore(data);
      expect(await store.get('older')).toMatchObject({ id: 'older', title: { en: 'Text' }, closesAt: null });
      expect((await store.update('older', { closesAt: '2026-02-28' }))?.closesAt).toBe('2026-02-28');
    } finally {
      await data.close();
    }
  });
});
