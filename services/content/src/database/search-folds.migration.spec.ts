import { DataSource, type DataSettings, type Migrations } from '@madar/shared/data';
import { ReadinessService } from '@madar/shared/nest';
import { createTestDatabase, type TestDatabase } from '@madar/shared/testing';
import { type Insertable, sql } from 'kysely';
import { PostgresBlogPostsStore } from '../blog/blog-posts.pg-store';
import { toPostRow } from '../blog/blog-posts.row';
import { postSearchText } from '../blog/blog-posts.store';
import { post, uuid } from '../blog/blog-posts.store.contract';
import { migrations } from './migrations';
import { type ContentDb, type PostsTable, SCHEMA } from './schema';

// The schema as it stood before 0004, when the search column was folded for case and presentation forms only.
const beforeFolds = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0004'));

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

describe('migration 0004: search forgives Arabic spelling', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(SCHEMA);
  });
  afterAll(() => database.drop());

  it('folds the search text of posts stored before it, so they are found by the bare spelling', async () => {
    const stored = post(1, {
      title: { en: 'Fibre', ar: 'الألياف الضوئية' },
      excerpt: { en: 'Ransomware', ar: 'برمجيات الفدية' },
    });
    const old = await open(database.url, beforeFolds);
    // The row as the store wrote it then: posts had no `author_name` before 0006, no `scheduled_at` before 0008.
    const { authorName: _later, scheduledAt: _scheduled, ...row } = toPostRow(stored);
    await old.db
      .insertInto('posts')
      .values(row as Insertable<PostsTable>)
      .execute();
    // The search column as the store wrote it then.
    const oldColumn = postSearchText(stored).join('\n').normalize('NFKC').toLocaleLowerCase('en');
    await sql`update ${sql.table(`${SCHEMA}.posts`)} set search_text = ${oldColumn}`.execute(
      old.db.withoutPlugins(),
    );
    await old.close();

    const data = await open(database.url, migrations);
    try {
      const search = async (term: string) =>
        (
          await new PostgresBlogPostsStore(data).list({
            page: 1,
            pageSize: 20,
            sort: { field: 'date', direction: 'desc' },
            search: term,
          })
        ).items.map((p) => p.id);
      expect(await search('الالياف')).toEqual([uuid(1)]);
      expect(await search('الفديه')).toEqual([uuid(1)]);
    } finally {
      await data.close();
    }
  });
});
