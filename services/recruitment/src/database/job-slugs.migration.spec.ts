import { DataSource, type DataSettings, type Migrations } from '@madar/shared/data';
import { ReadinessService } from '@madar/shared/nest';
import { createTestDatabase, type TestDatabase } from '@madar/shared/testing';
import type { Insertable } from 'kysely';
import { PostgresJobsStore } from '../jobs/jobs.pg-store';
import { migrations } from './migrations';
import { type JobsTable, type RecruitmentDb, SCHEMA } from './schema';

// The schema as it stood before 0007, when jobs had no slug.
const beforeSlugs = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0007'));

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

const UUID_1 = '0f4a5ac8-1111-4000-8000-000000000001';
const UUID_2 = '0f4a5ac8-2222-4000-8000-000000000002';
const UUID_3 = 'ff4a5ac8-3333-4000-8000-000000000003';

function oldJob(id: string, titleEn: string, createdAt: string) {
  const text = (en: string) => JSON.stringify({ en, ar: 'نص' });
  return {
    id,
    title: text(titleEn),
    department: text('Operations'),
    location: text('Tripoli'),
    type: text('Full-time'),
    description: text('Text'),
    responsibilities: '[]',
    requirements: '[]',
    published: true,
    publishedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
    // The table had no slug column before 0007.
  } as Insertable<JobsTable>;
}

describe('migration 0007: job slugs', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(SCHEMA);
  });
  afterAll(() => database.drop());

  it('gives each stored job a slug, keeps its old address, and readable ids keep theirs', async () => {
    const old = await open(database.url, beforeSlugs);
    await old.db
      .insertInto('jobs')
      .values([
        // Created before the seeded job of the same title: the seeded one still keeps its own address.
        oldJob(UUID_1, 'NOC Technician', '2026-01-01T10:00:00.000Z'),
        oldJob('noc-technician', 'NOC Technician', '2026-01-02T10:00:00.000Z'),
        oldJob(UUID_2, 'Ingénieur Réseau', '2026-01-03T10:00:00.000Z'),
        oldJob(UUID_3, 'مهندس', '2026-01-04T10:00:00.000Z'),
      ])
      .execute();
    await old.close();

    const data = await open(database.url, migrations);
    try {
      const store = new PostgresJobsStore(data);
      const slugOf = async (address: string) => (await store.getByAddress(address))?.slug;
      expect(await slugOf('noc-technician')).toBe('noc-technician');
      expect(await slugOf(UUID_1)).toBe('noc-technician-2');
      expect(await slugOf(UUID_2)).toBe('ingenieur-reseau');
      expect(await slugOf(UUID_3)).toBe('job-ff4a5a');
      expect((await store.getByAddress('noc-technician-2'))?.id).toBe(UUID_1);
      // A slug another job holds is refused by the database itself.
      await expect(store.update(UUID_2, { slug: 'noc-technician' })).rejects.toThrow(/noc-technician/);
    } finally {
      await data.close();
    }
  });
});
