import { DataSource, type DataSettings, type Migrations } from '@madar/shared/data';
import { ReadinessService } from '@madar/shared/nest';
import { createTestDatabase, type TestDatabase } from '@madar/shared/testing';
import { sql } from 'kysely';
import { PostgresBlogPostsStore } from '../blog/blog-posts.pg-store';
import { migrations } from './migrations';
import { type ContentDb, SCHEMA } from './schema';

// The schema as it stood before 0003: later migrations are left out too, as they had not been written.
const beforeTags = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0003'));
const POST_1 = '00000000-0000-4000-8000-000000000001';
const POST_2 = '00000000-0000-4000-8000-000000000002';

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

/** A post as migration 0002 stored it: English tags in a text[], folded into the search text. */
async function insertOldPost(data: DataSource<ContentDb>, id: string, tags: string[]) {
  const text = JSON.stringify({ en: 'Text', ar: 'نص' });
  await sql`insert into ${sql.table(`${SCHEMA}.posts`)} (id, slug, category, author, author_title,
      author_image, image, title, excerpt, content, tags, published, published_at, created_at, updated_at,
      search_text)
    values (${id}, ${`post-${id.slice(-1)}`}, 'support', 'Hassan Al-Tarhouni', ${text}::jsonb, '/a.svg',
      '/b.svg', ${text}::jsonb, ${text}::jsonb, ${text}::jsonb, ${tags}::text[], true, now(), now(), now(),
      ${['text', 'نص', ...tags].join('\n').toLowerCase()})`.execute(data.db.withoutPlugins());
}

describe('migration 0003: bilingual tags', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(SCHEMA);
  });
  afterAll(() => database.drop());

  it('gives the seeded tags their Arabic, keeps any other tag in both languages, and searches both', async () => {
    const old = await open(database.url, beforeTags);
    await insertOldPost(old, POST_1, ['Data centres', 'Tripoli']);
    await insertOldPost(old, POST_2, ['Own tag']);
    await old.close();

    const data = await open(database.url, migrations);
    try {
      const store = new PostgresBlogPostsStore(data);
      expect((await store.get(POST_1))?.tags).toEqual([
        { en: 'Data centres', ar: 'مراكز البيانات' },
        { en: 'Tripoli', ar: 'طرابلس' },
      ]);
      expect((await store.get(POST_2))?.tags).toEqual([{ en: 'Own tag', ar: 'Own tag' }]);
      const search = async (term: string) =>
        (
          await store.list({
            page: 1,
            pageSize: 20,
            sort: { field: 'date', direction: 'desc' },
            search: term,
          })
        ).items.map((post) => post.id);
      expect(await search('مراكز البيانات')).toEqual([POST_1]);
      expect(await search('own tag')).toEqual([POST_2]);
    } finally {
      await data.close();
    }
  });
});
