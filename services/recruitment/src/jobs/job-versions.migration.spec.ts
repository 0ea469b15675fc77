import { DataSource, type DataSettings, type Migrations, PostgresVersions } from '@madar/shared/data';
import { ReadinessService } from '@madar/shared/nest';
import { createTestDatabase, type TestDatabase } from '@madar/shared/testing';
import { migrations } from '../database/migrations';
import { type RecruitmentDb, SCHEMA } from '../database/schema';
import { PostgresJobsStore } from './jobs.pg-store';
import type { JobRecord } from './jobs.store';

// The schema as it stood before 0011: later migrations are left out too, as they had not been written.
const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0011'));

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

const text = (en: string) => ({ en, ar: `${en} بالعربية` });
const job = (n: number, closesAt: string | null): JobRecord => ({
  id: `job-${n}`,
  slug: `job-${n}`,
  title: text(`Job ${n}`),
  department: text('Networks'),
  location: text('Tripoli'),
  type: text('Full-time'),
  description: text('Plan the network.'),
  responsibilities: [text('Plan'), text('Build')],
  requirements: [text('Experience')],
  published: closesAt !== null,
  closesAt,
  publishedAt: closesAt === null ? null : `2026-01-0${n}T10:00:00.000Z`,
  publishAt: null,
  closeAt: closesAt === null ? null : `2027-01-0${n}T10:00:00.000Z`,
  createdAt: `2026-01-0${n}T10:00:00.000Z`,
  updatedAt: `2026-02-0${n}T08:30:15.123Z`,
});

describe('migration 0011: versions of jobs', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(SCHEMA);
  });
  afterAll(() => database.drop());

  it('gives every job stored before it one baseline version, its state whole, author null', async () => {
    const old = await open(database.url, before);
    const oldStore = new PostgresJobsStore(old);
    for (const item of [job(1, '2026-12-31'), job(2, null)]) await oldStore.create(item);
    const stored = await Promise.all([1, 2].map((n) => oldStore.get(`job-${n}`)));
    await old.close();

    const data = await open(database.url, migrations);
    try {
      const versions = new PostgresVersions(data);
      for (const current of stored) {
        const { applications: _count, ...state } = current ?? ({} as NonNullable<typeof current>);
        const entity = { type: 'job' as const, id: state.id };
        const items = await versions.list(entity);
        expect(items).toEqual([{ id: expect.any(String), createdAt: state.updatedAt, author: null }]);
        expect((await versions.get(entity, items[0]?.id ?? ''))?.state).toEqual(state);
      }
    } finally {
      await data.close();
    }
  });
});
