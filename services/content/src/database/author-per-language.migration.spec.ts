import { AVATAR_PLACEHOLDER } from '@madar/shared';
import { DataSource, type DataSettings, type Migrations } from '@madar/shared/data';
import { ReadinessService } from '@madar/shared/nest';
import { createTestDatabase, type TestDatabase } from '@madar/shared/testing';
import { sql } from 'kysely';
import { PostgresBlogPostsStore } from '../blog/blog-posts.pg-store';
import { PostgresCatalogueStore } from '../catalogue/catalogue.pg-store';
import { migrations } from './migrations';
import { type ContentDb, SCHEMA } from './schema';

// The schema as it stood before 0006: later migrations are left out too, as they had not been written.
const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0006'));
const POST_1 = '00000000-0000-4000-8000-000000000001';
const POST_2 = '00000000-0000-4000-8000-000000000002';
const POST_3 = '00000000-0000-4000-8000-000000000003';

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

/**
 * A post as the version before 0006 writes it (also what a replica of that version writes during a rolling
 * update): the author's name a plain text, no `author_name`.
 */
async function insertOldPost(data: DataSource<ContentDb>, id: string, author: string, authorImage: string) {
  const text = JSON.stringify({ en: 'Text', ar: 'نص' });
  await sql`insert into ${sql.table(`${SCHEMA}.posts`)} (id, slug, category, author, author_title,
      author_image, image, title, excerpt, content, tags, published, published_at, created_at, updated_at,
      search_text)
    values (${id}, ${`post-${id.slice(-1)}`}, 'support', ${author}, ${text}::jsonb, ${authorImage},
      '/b.svg', ${text}::jsonb, ${text}::jsonb, ${text}::jsonb, '[]'::jsonb, true, now(), now(), now(),
      ${['text', 'نص', author].join('\n').toLowerCase()})`.execute(data.db.withoutPlugins());
}

/** A team member and a testimonial as the catalogue seed wrote them before 0006. */
async function insertOldPeople(data: DataSource<ContentDb>) {
  const text = { en: 'Text', ar: 'نص' };
  const member = { id: 'fatima-al-zawi', name: 'Fatima Al-Zawi', position: text, bio: text };
  const client = { id: 'ali-abusaa', name: 'Ali Abusaa', position: text, company: text, content: text };
  for (const [table, record] of [
    ['team_members', member],
    ['testimonials', { ...client, rating: 5, featured: true }],
  ] as const) {
    const stored = { ...record, image: `/images/people/${record.id}.svg` };
    await sql`insert into ${sql.table(`${SCHEMA}.${table}`)} (id, position, record)
      values (${record.id}, 0, ${JSON.stringify(stored)}::jsonb)`.execute(data.db.withoutPlugins());
  }
}

describe('migration 0006: names in both languages', () => {
  let database: TestDatabase;
  let data: DataSource<ContentDb>;
  beforeAll(async () => {
    database = await createTestDatabase(SCHEMA);
    const old = await open(database.url, before);
    await insertOldPost(old, POST_1, 'Hassan Al-Tarhouni', '/images/people/hassan-al-tarhouni.svg');
    await insertOldPost(old, POST_2, 'Amal Saharawi', 'https://cdn.example.ly/amal.jpg');
    await insertOldPeople(old);
    await old.close();
    data = await open(database.url, migrations);
  });
  afterAll(async () => {
    await data?.close();
    await database.drop();
  });

  it("keeps an author's name in both languages, gives the seeded ones their Arabic, and searches it", async () => {
    const store = new PostgresBlogPostsStore(data);
    expect((await store.get(POST_2))?.author).toEqual({ en: 'Amal Saharawi', ar: 'Amal Saharawi' });
    expect((await store.get(POST_2))?.authorImage).toBe('https://cdn.example.ly/amal.jpg');
    expect((await store.get(POST_1))?.author).toEqual({ en: 'Hassan Al-Tarhouni', ar: 'حسن الترهوني' });
    // The drawn monogram had Latin initials: pages now draw the initials in their own language.
    expect((await store.get(POST_1))?.authorImage).toBe(AVATAR_PLACEHOLDER);
    const found = await store.list({
      page: 1,
      pageSize: 20,
      sort: { field: 'date', direction: 'desc' },
      search: 'الترهوني',
    });
    expect(found.items.map((post) => post.id)).toEqual([POST_1]);
  });

  it('gives the seeded team and testimonials their Arabic names', async () => {
    const catalogue = new PostgresCatalogueStore(data);
    const [member] = await catalogue.list('team');
    expect(member).toMatchObject({
      name: { en: 'Fatima Al-Zawi', ar: 'فاطمة الزاوي' },
      image: AVATAR_PLACEHOLDER,
    });
    const [client] = await catalogue.list('testimonials');
    expect(client).toMatchObject({ name: { en: 'Ali Abusaa', ar: 'علي أبوسعة' }, image: AVATAR_PLACEHOLDER });
  });

  it('reads what a replica of the previous version writes during a rolling update', async () => {
    const store = new PostgresBlogPostsStore(data);
    await insertOldPost(data, POST_3, 'Omar Ben Khayal', AVATAR_PLACEHOLDER);
    expect((await store.get(POST_3))?.author).toEqual({ en: 'Omar Ben Khayal', ar: 'Omar Ben Khayal' });

    await sql`update ${sql.table(`${SCHEMA}.posts`)} set author = 'Salma Al-Obeidi' where id = ${POST_3}`.execute(
      data.db.withoutPlugins(),
    );
    expect((await store.get(POST_3))?.author).toEqual({ en: 'Salma Al-Obeidi', ar: 'Salma Al-Obeidi' });

    // And the previous version reads the English name of what this one writes.
    await store.update(POST_3, { author: { en: 'Huda Al-Sharif', ar: 'هدى الشريف' } });
    const { rows } = await sql<{ author: string }>`select author from ${sql.table(`${SCHEMA}.posts`)}
      where id = ${POST_3}`.execute(data.db.withoutPlugins());
    expect(rows[0]?.author).toBe('Huda Al-Sharif');
    expect((await store.get(POST_3))?.author).toEqual({ en: 'Huda Al-Sharif', ar: 'هدى الشريف' });
  });
});
