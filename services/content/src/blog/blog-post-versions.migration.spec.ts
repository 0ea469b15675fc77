import type { BlogPost } from '@madar/shared';
import { DataSource, type DataSettings, type Migrations, PostgresVersions } from '@madar/shared/data';
import { ReadinessService } from '@madar/shared/nest';
import { createTestDatabase, type TestDatabase } from '@madar/shared/testing';
import { migrations } from '../database/migrations';
import { type ContentDb, SCHEMA } from '../database/schema';
import { PostgresBlogPostsStore } from './blog-posts.pg-store';

// The schema as it stood before 0009: later migrations are left out too, as they had not been written.
const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0009'));

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

const post = (n: number, published: boolean): BlogPost => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title: { en: `Post ${n}`, ar: `مقال ${n}` },
  slug: `post-${n}`,
  category: 'cloud',
  author: { en: 'Huda', ar: 'هدى' },
  authorTitle: { en: 'Engineer', ar: 'مهندسة' },
  authorImage: '/images/placeholders/avatar.svg',
  date: '2026-01-0' + n + 'T10:00:00.000Z',
  image: '/images/placeholders/blog.svg',
  excerpt: { en: 'Short', ar: 'مختصر' },
  content: { en: '<p>Body &amp; more</p>', ar: '<p>المحتوى</p>' },
  tags: [{ en: 'Cloud', ar: 'السحابة' }],
  published,
  publishedAt: published ? `2026-01-0${n}T10:00:00.000Z` : null,
  scheduledAt: null,
  createdAt: `2026-01-0${n}T10:00:00.000Z`,
  updatedAt: `2026-02-0${n}T08:30:15.123Z`,
});

describe('migration 0009: versions of posts', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(SCHEMA);
  });
  afterAll(() => database.drop());

  it('gives every post stored before it one baseline version, its state whole, author null', async () => {
    const old = await open(database.url, before);
    const oldStore = new PostgresBlogPostsStore(old);
    for (const item of [post(1, true), post(2, false)]) await oldStore.create(item);
    const stored = await Promise.all([1, 2].map((n) => oldStore.get(post(n, true).id)));
    await old.close();

    const data = await open(database.url, migrations);
    try {
      const versions = new PostgresVersions(data);
      for (const current of stored) {
        const entity = { type: 'post' as const, id: current?.id ?? '' };
        const items = await versions.list(entity);
        expect(items).toEqual([{ id: expect.any(String), createdAt: current?.updatedAt, author: null }]);
        expect((await versions.get(entity, items[0]?.id ?? ''))?.state).toEqual(current);
      }
    } finally {
      await data.close();
    }
  });
});
