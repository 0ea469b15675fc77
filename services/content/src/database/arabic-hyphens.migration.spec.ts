import { DataSource, type DataSettings, type Migrations } from '@madar/shared/data';
import { ReadinessService } from '@madar/shared/nest';
import { createTestDatabase, type TestDatabase } from '@madar/shared/testing';
import { sql } from 'kysely';
import { migrations } from './migrations';
import { type ContentDb, SCHEMA } from './schema';

// The schema as it stood before 0007, when databases were seeded with ordinary hyphens.
const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0007'));

async function open(url: string, upTo: Migrations): Promise<DataSource<ContentDb>> {
  const settings: DataSettings = {
    databaseUrl: url,
    databasePoolMax: 2,
    seedDemoData: false,
    memoryStoreMaxBytes: Number.POSITIVE_INFINITY,
  };
  const data = new DataSource<ContentDb>(
    { schema: SCHEMA, migrations: upTo, settings },
    new ReadinessService(),
  );
  await data.migrate();
  return data;
}

describe('migration 0007: Latin terms in Arabic text kept whole', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(SCHEMA);
  });
  afterAll(() => database.drop());

  it('joins the hyphens of a seeded service in its Arabic and leaves its English as it was', async () => {
    const old = await open(database.url, before);
    const record = {
      title: { en: 'Enterprise Wi-Fi', ar: 'شبكات Wi-Fi وSD-WAN' },
      technologies: ['Wi-Fi 6'],
    };
    await sql`insert into ${sql.table(`${SCHEMA}.services`)} (id, position, record)
      values ('networking', 0, ${JSON.stringify(record)}::jsonb)`.execute(old.db.withoutPlugins());
    await old.close();

    const data = await open(database.url, migrations);
    try {
      const { rows } = await sql<{ record: unknown }>`select record from ${sql.table(`${SCHEMA}.services`)}
        where id = 'networking'`.execute(data.db.withoutPlugins());
      expect(rows[0]?.record).toEqual({
        title: { en: 'Enterprise Wi-Fi', ar: 'شبكات Wi\u2011Fi وSD\u2011WAN' },
        technologies: ['Wi-Fi 6'],
      });
    } finally {
      await data.close();
    }
  });
});
