import { sql } from 'kysely';
import { createTestDataSource } from '../testing/database';
import type { DataSource } from './data.module';
import { seedMarkerMigration } from './database';
import { normalizeForSearch } from '../search-text';
import { listInPostgres, searchFoldSql } from './postgres-list';

interface PagingDb {
  items: { id: string; name: string; rank: number };
}

// Ranks tie in pairs, so the order within each pair is the id tiebreak's.
const ROWS = [
  { id: 'c', name: 'Omar', rank: 2 },
  { id: 'a', name: 'basma', rank: 1 },
  { id: 'b', name: 'Ali', rank: 1 },
  { id: 'd', name: 'salem', rank: 2 },
  { id: 'e', name: 'Eman', rank: 3 },
];

let data: DataSource<PagingDb>;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ data, close } = await createTestDataSource<PagingDb>({
    schema: 'paging',
    migrations: {
      '0000_seed_marker': seedMarkerMigration,
      '0001_items': {
        async up(db) {
          await sql`create table items (id text primary key, name text not null, rank int not null)`.execute(
            db,
          );
        },
      },
    },
  }));
  await data.db.insertInto('items').values(ROWS).execute();
});

afterAll(() => close());

const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

describe('listInPostgres', () => {
  const byRank = { sortBy: 'rank', id: sql`id collate "C"`, toItem: (row: { id: string }) => row } as const;

  it('pages in the sort order with ties broken by id in the same direction, and counts every match', async () => {
    const rows = data.db.selectFrom('items').select(['id']);
    const sort = { field: 'rank', direction: 'asc' } as const;
    const first = await listInPostgres(rows, { page: 1, pageSize: 2, sort }, byRank);
    const second = await listInPostgres(rows, { page: 2, pageSize: 2, sort }, byRank);
    expect(first).toEqual({ items: [{ id: 'a' }, { id: 'b' }], total: 5, page: 1, pageSize: 2 });
    expect(second).toEqual({ items: [{ id: 'c' }, { id: 'd' }], total: 5, page: 2, pageSize: 2 });

    const descending = { field: 'rank', direction: 'desc' } as const;
    const all = await listInPostgres(rows, { page: 1, pageSize: 10, sort: descending }, byRank);
    expect(ids(all)).toEqual(['e', 'd', 'c', 'b', 'a']);
  });

  it('counts only the rows the filter keeps, and a page past the end is empty with the total intact', async () => {
    const rows = data.db.selectFrom('items').where('rank', '<', 3).select(['id', 'name']);
    const sort = { field: 'name', direction: 'asc' } as const;
    const byName = { ...byRank, sortBy: sql`lower(name)` };
    const page = await listInPostgres(rows, { page: 1, pageSize: 10, sort }, byName);
    expect(ids(page)).toEqual(['b', 'a', 'c', 'd']);
    expect(page.total).toBe(4);
    const beyond = await listInPostgres(rows, { page: 3, pageSize: 2, sort }, byName);
    expect(beyond).toEqual({ items: [], total: 4, page: 3, pageSize: 2 });
  });

  it('counts a selection with a subquery in it, and maps each row to the item', async () => {
    const rows = data.db
      .selectFrom('items')
      .select((eb) => [
        'id',
        eb
          .selectFrom('items as other')
          .whereRef('other.rank', '=', 'items.rank')
          .select(eb.fn.countAll<string>().as('n'))
          .as('peers'),
      ]);
    const page = await listInPostgres(
      rows,
      { page: 1, pageSize: 1, sort: { field: 'rank', direction: 'desc' } },
      { sortBy: 'rank', id: 'id', toItem: (row) => `${row.id}:${row.peers}` },
    );
    expect(page).toEqual({ items: ['e:1'], total: 5, page: 1, pageSize: 1 });
  });

  it('takes the total from the store where it keeps one', async () => {
    const rows = data.db.selectFrom('items').select(['id']);
    const sort = { field: 'rank', direction: 'asc' } as const;
    const page = await listInPostgres(
      rows,
      { page: 1, pageSize: 1, sort },
      { ...byRank, total: () => Promise.resolve(42) },
    );
    expect(page).toEqual({ items: [{ id: 'a' }], total: 42, page: 1, pageSize: 1 });
  });
});

describe('searchFoldSql', () => {
  it('folds in SQL exactly as normalizeForSearch does in memory, so both modes find the same', async () => {
    const samples = [
      'الألياف الضوئية',
      'برمجيات الفدية',
      'مستشفى الشفاء',
      'إدارة آفاق ٱلشبكات',
      'الخدمات المُدَارَةُ',
      'مـــدار',
      'Madar NETWORK ＡＢＣ',
      '\uFEF7 \u0627\u0653',
      'هاتف ٠٩١-٢٣٤٥٦٧٨ سنة ۲۰۲۶',
    ];
    for (const sample of samples) {
      const { rows } = await sql<{
        folded: string;
      }>`select ${searchFoldSql('t')} as folded from (select ${sample}::text as t) s`.execute(data.db);
      expect(rows[0]?.folded).toBe(normalizeForSearch(sample));
    }
  });
});
