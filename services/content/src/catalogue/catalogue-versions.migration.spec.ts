import type { Project } from '@madar/shared';
import {
  type AuditStamp,
  DataSource,
  type DataSettings,
  insertAuditEntry,
  type Migrations,
  PostgresVersions,
} from '@madar/shared/data';
import { ReadinessService } from '@madar/shared/nest';
import { createTestDatabase, type TestDatabase } from '@madar/shared/testing';
import { migrations } from '../database/migrations';
import { type ContentDb, SCHEMA } from '../database/schema';
import { insertCatalogue, PostgresCatalogueStore } from './catalogue.pg-store';
import { CATALOGUE_SEED } from './catalogue.seed';
import {
  CATALOGUE_AUDIT,
  CATALOGUE_KINDS,
  catalogueId,
  type EditableCatalogueKind,
  editEntry,
} from './catalogue.store';

// The schema as it stood before 0013: it had not been written.
const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0013'));

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

const STAMP: AuditStamp = {
  actor: { id: 'acc-editor', email: 'editor@madar.ly' },
  address: '203.0.113.8',
  at: '2026-03-01T09:30:00.000Z',
};

const EDITABLE = CATALOGUE_KINDS.filter((kind): kind is EditableCatalogueKind => kind !== 'blogCategories');

describe('migration 0013: versions of the catalogue', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(SCHEMA);
  });
  afterAll(() => database.drop());

  it('gives every item stored before it one baseline version, its record whole, author null', async () => {
    const old = await open(database.url, before);
    await insertCatalogue(old.db, CATALOGUE_SEED);
    // An item edited before versions were kept: its baseline is dated by that edit.
    const edited = CATALOGUE_SEED.projects[0] as Project;
    await old.db
      .transaction()
      .execute((trx) => insertAuditEntry(trx, editEntry(STAMP, 'projects', edited.id, edited, edited)));
    await old.close();

    const started = Date.now();
    const data = await open(database.url, migrations);
    try {
      const versions = new PostgresVersions(data);
      const store = new PostgresCatalogueStore(data);
      for (const kind of EDITABLE) {
        for (const item of await store.list(kind)) {
          const entity = { type: CATALOGUE_AUDIT[kind].type, id: catalogueId(kind, item) };
          const items = await versions.list(entity);
          expect(items).toEqual([{ id: expect.any(String), createdAt: expect.any(String), author: null }]);
          expect((await versions.get(entity, items[0]?.id ?? ''))?.state).toEqual(item);
          if (kind === 'projects' && entity.id === edited.id) expect(items[0]?.createdAt).toBe(STAMP.at);
          else expect(Date.parse(items[0]?.createdAt ?? '')).toBeGreaterThanOrEqual(started - 60_000);
        }
      }
      expect(await versions.list({ type: 'timeline_entry', id: '2010' })).toHaveLength(1);
    } finally {
      await data.close();
    }
  });
});
