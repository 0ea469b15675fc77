/**
 * The company catalogue in PostgreSQL: one table per list (`content.services`, `content.projects`, …),
 * each item a row with its id, its place in the list and the whole bilingual record as jsonb. Projects
 * also keep their category and date as indexed columns, since the site filters and sorts by them; an
 * edit rewrites them with the record.
 */
import {
  type AuditStamp,
  type DataSource,
  insertAuditEntry,
  insertVersion,
  jsonRecord,
  recordAsText,
} from '@madar/shared/data';
import { type Kysely, sql } from 'kysely';
import type { ContentDb, PlainCatalogueTable } from '../database/schema';
import {
  assertSameKey,
  CATALOGUE_KINDS,
  type CatalogueFilter,
  type CatalogueItems,
  type CatalogueKind,
  type CatalogueSeed,
  CatalogueStore,
  catalogueId,
  type EditableCatalogueKind,
  editEntry,
  editVersions,
  projectColumns,
} from './catalogue.store';

const TABLES: Readonly<Record<CatalogueKind, PlainCatalogueTable | 'projects'>> = {
  services: 'services',
  projects: 'projects',
  testimonials: 'testimonials',
  statistics: 'statistics',
  team: 'teamMembers',
  timeline: 'timelineEntries',
  blogCategories: 'blogCategories',
};

const recordText = recordAsText();
// Byte order, as JavaScript compares strings (memory mode), whatever the database's collation.
const byIdBytes = sql`id collate "C"`;

/**
 * Writes the catalogue into empty tables (the seed, once per database): each list in the order given,
 * a milestone at the position of its year.
 */
export async function insertCatalogue(db: Kysely<ContentDb>, seed: CatalogueSeed): Promise<void> {
  const projects = seed.projects.map((project, index) => ({
    id: project.id,
    position: index,
    category: project.category,
    date: project.date,
    record: JSON.stringify(project),
  }));
  if (projects.length > 0) await db.insertInto('projects').values(projects).execute();
  for (const kind of CATALOGUE_KINDS) {
    if (kind === 'projects') continue;
    const items: readonly CatalogueItems[CatalogueKind][] = seed[kind];
    const years = kind === 'timeline' ? seed.timeline.map((entry) => entry.year) : undefined;
    const rows = items.map((item, index) => ({
      id: catalogueId(kind, item),
      position: years?.[index] ?? index,
      record: JSON.stringify(item),
    }));
    if (rows.length > 0)
      await db
        .insertInto(TABLES[kind] as PlainCatalogueTable)
        .values(rows)
        .execute();
  }
}

export class PostgresCatalogueStore extends CatalogueStore {
  constructor(private readonly data: DataSource<ContentDb>) {
    super();
  }

  async list<K extends CatalogueKind>(kind: K, filter: CatalogueFilter = {}): Promise<CatalogueItems[K][]> {
    let rows: { record: string }[];
    if (kind === 'projects') {
      let query = this.data.db.selectFrom('projects').select(recordText);
      if (filter.category !== undefined) query = query.where('category', '=', filter.category);
      rows = await query.orderBy('date', 'desc').orderBy(byIdBytes).execute();
    } else {
      rows = await this.data.db
        .selectFrom(TABLES[kind] as PlainCatalogueTable)
        .select(recordText)
        .orderBy('position')
        .orderBy(byIdBytes)
        .execute();
    }
    return rows.map((row) => jsonRecord<CatalogueItems[K]>(row.record));
  }

  // Every catalogue table, projects included, has the id and record columns these two read.
  async get<K extends CatalogueKind>(kind: K, id: string): Promise<CatalogueItems[K] | undefined> {
    const row = await this.data.db
      .selectFrom(TABLES[kind] as PlainCatalogueTable)
      .select(recordText)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && jsonRecord<CatalogueItems[K]>(row.record);
  }

  async count(kind: CatalogueKind): Promise<number> {
    const { total } = await this.data.db
      .selectFrom(TABLES[kind] as PlainCatalogueTable)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(total);
  }

  async update<K extends EditableCatalogueKind>(
    kind: K,
    id: string,
    item: CatalogueItems[K],
    audit?: AuditStamp,
  ): Promise<CatalogueItems[K] | undefined> {
    assertSameKey(kind, id, item);
    const record = JSON.stringify(item);
    // One transaction: the item, its audit entry and its version commit together or not at all. The row
    // is locked so two edits of one item are recorded in the order they were stored.
    return this.data.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom(TABLES[kind] as PlainCatalogueTable)
        .select(recordText)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return undefined;
      const columns = projectColumns(kind, item);
      if (columns) {
        await trx
          .updateTable('projects')
          .set({ record, ...columns })
          .where('id', '=', id)
          .execute();
      } else {
        await trx
          .updateTable(TABLES[kind] as PlainCatalogueTable)
          .set({ record })
          .where('id', '=', id)
          .execute();
      }
      const before = jsonRecord<CatalogueItems[K]>(row.record);
      if (audit) {
        await insertAuditEntry(trx, editEntry(audit, kind, id, before, item));
        await insertVersion(trx, ...editVersions(audit, kind, id, before, item));
      }
      return structuredClone(item);
    });
  }
}
