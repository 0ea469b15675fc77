/**
 * What every BlogPostsStore promises, run unchanged against memory (blog-posts.store.spec.ts) and
 * PostgreSQL (blog-posts.pg-store.spec.ts).
 */
import type { BlogPost } from '@madar/shared';
import type { BlogPostsStore, PostListQuery } from './blog-posts.store';

export interface BlogPostsStoreHarness {
  /** A store holding exactly `seed`. */
  create(seed: readonly BlogPost[]): Promise<BlogPostsStore>;
  close?(): Promise<void>;
}

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}T10:00:00.000Z`;

/** A published post numbered `n`, created and published on day `n`. */
export const post = (n: number, overrides: Partial<BlogPost> = {}): BlogPost => {
  const base: BlogPost = {
    id: uuid(n),
    title: { en: `Post ${n}`, ar: `مقال ${n}` },
    slug: `post-${n}`,
    category: 'cloud',
    author: { en: 'Khaled Ben Omran', ar: 'خالد بن عمران' },
    authorTitle: { en: 'Engineer', ar: 'مهندس' },
    authorImage: '/images/people/khaled.svg',
    date: day(n),
    image: '/images/blog/post.svg',
    excerpt: { en: 'A summary.', ar: 'ملخص.' },
    content: { en: '<p>Body</p>', ar: '<p>المتن</p>' },
    tags: [{ en: 'Cloud', ar: 'السحابة' }],
    published: true,
    publishedAt: day(n),
    scheduledAt: null,
    createdAt: day(n),
    updatedAt: day(n),
  };
  const merged = { ...base, ...overrides };
  return { ...merged, date: merged.publishedAt ?? merged.createdAt };
};

const query = (overrides: Partial<PostListQuery> = {}): PostListQuery => ({
  page: 1,
  pageSize: 20,
  sort: { field: 'date', direction: 'desc' },
  ...overrides,
});

export function describeBlogPostsStoreContract(name: string, harness: BlogPostsStoreHarness): void {
  describe(`BlogPostsStore contract (${name})`, () => {
    afterAll(async () => {
      await harness.close?.();
    });

    it('creates, gets by id and by slug, updates and deletes a post', async () => {
      const store = await harness.create([post(1)]);
      const tags = [
        { en: 'Fibre', ar: 'الألياف الضوئية' },
        { en: 'Misrata', ar: 'مصراتة' },
      ];
      const created = await store.create(post(2, { tags }));
      expect(created).toEqual(post(2, { tags }));

      expect(await store.get(uuid(2))).toEqual(created);
      expect(await store.getBySlug('post-2')).toEqual(created);
      const changes = { title: { en: 'New', ar: 'جديد' }, updatedAt: day(5) };
      expect(await store.update(uuid(2), changes)).toEqual({ ...created, ...changes });
      expect((await store.get(uuid(2)))?.title.en).toBe('New');
      expect(await store.delete(uuid(1))).toBe(true);
      expect(await store.delete(uuid(1))).toBe(false);
      expect((await store.list(query())).items.map((p) => p.id)).toEqual([uuid(2)]);
    });

    it("keeps the author's name in each language, and changes it whole", async () => {
      const store = await harness.create([post(1)]);
      expect((await store.get(uuid(1)))?.author).toEqual({ en: 'Khaled Ben Omran', ar: 'خالد بن عمران' });

      const author = { en: 'Youssef Al-Werfalli', ar: 'يوسف الورفلي' };
      expect((await store.update(uuid(1), { author }))?.author).toEqual(author);
      expect((await store.getBySlug('post-1'))?.author).toEqual(author);
      expect((await store.list(query())).items[0]?.author).toEqual(author);
    });

    it('answers undefined and false for an unknown id or slug, and for an id that is no uuid', async () => {
      const store = await harness.create([post(1)]);
      for (const id of [uuid(9), 'no-such-id', '__proto__', '']) {
        expect(await store.get(id)).toBeUndefined();
        expect(await store.update(id, { published: false })).toBeUndefined();
        expect(await store.delete(id)).toBe(false);
      }
      expect(await store.getBySlug('missing')).toBeUndefined();
      expect(await store.count()).toBe(1);
    });

    it('refuses a second post with the same id and keeps the first', async () => {
      const store = await harness.create([post(1)]);
      await expect(store.create(post(1, { slug: 'other' }))).rejects.toThrow();
      expect((await store.get(uuid(1)))?.slug).toBe('post-1');
    });

    it('refuses a slug another post holds with 409 POST.SLUG_TAKEN, on create and on update', async () => {
      const store = await harness.create([post(1), post(2)]);
      const taken = { status: 409, code: 'POST.SLUG_TAKEN' };

      await expect(store.create(post(3, { slug: 'post-1' }))).rejects.toMatchObject(taken);
      await expect(
        store.update(uuid(2), { slug: 'post-1', title: { en: 'x', ar: 'س' } }),
      ).rejects.toMatchObject(taken);
      expect(await store.get(uuid(2))).toEqual(post(2));
      expect(await store.get(uuid(3))).toBeUndefined();
      // A post may keep its own slug; a deleted post's slug is free again.
      expect((await store.update(uuid(1), { slug: 'post-1' }))?.slug).toBe('post-1');
      await store.delete(uuid(1));
      expect((await store.create(post(3, { slug: 'post-1' }))).slug).toBe('post-1');
    });

    it('hands out copies, so callers cannot change what is stored', async () => {
      const store = await harness.create([post(1)]);
      const listed = (await store.list(query())).items[0]!;
      listed.title.en = 'changed in a listing';
      const got = (await store.get(uuid(1)))!;
      got.tags.push({ en: 'changed', ar: 'تغيّر' });
      got.tags[0]!.ar = 'تغيّر';
      expect(await store.get(uuid(1))).toEqual(post(1));
    });

    it('never changes the id or the creation time on update, and keeps the display date in step', async () => {
      const store = await harness.create([post(1, { published: false, publishedAt: null })]);
      expect((await store.get(uuid(1)))?.date).toBe(day(1));
      const changes = {
        id: uuid(2),
        createdAt: day(20),
        published: true,
        publishedAt: day(3),
      } as Partial<BlogPost>;
      expect(await store.update(uuid(1), changes)).toMatchObject({
        id: uuid(1),
        createdAt: day(1),
        publishedAt: day(3),
        date: day(3),
      });
      expect(await store.get(uuid(2))).toBeUndefined();
    });

    it('pages newest first with the total of all matching posts', async () => {
      const store = await harness.create(Array.from({ length: 25 }, (_, i) => post(i + 1)));

      const first = await store.list(query({ pageSize: 10 }));
      expect(first).toMatchObject({ total: 25, page: 1, pageSize: 10 });
      expect(first.items.map((p) => p.id)).toEqual(Array.from({ length: 10 }, (_, i) => uuid(25 - i)));
      const last = await store.list(query({ pageSize: 10, page: 3 }));
      expect(last.items.map((p) => p.id)).toEqual([uuid(5), uuid(4), uuid(3), uuid(2), uuid(1)]);
      expect(await store.list(query({ pageSize: 10, page: 4 }))).toEqual({
        items: [],
        total: 25,
        page: 4,
        pageSize: 10,
      });
    });

    it('filters by status and category', async () => {
      const store = await harness.create([
        post(1),
        post(2, { published: false, publishedAt: null, category: 'security' }),
        post(3, { category: 'security' }),
        // Unpublished again: a draft, though it keeps its first publication time.
        post(4, { published: false, publishedAt: day(4) }),
      ]);
      const ids = async (q: Partial<PostListQuery>) => (await store.list(query(q))).items.map((p) => p.id);

      expect(await ids({ status: 'published' })).toEqual([uuid(3), uuid(1)]);
      expect(await ids({ status: 'draft' })).toEqual([uuid(4), uuid(2)]);
      expect(await ids({ category: 'security' })).toEqual([uuid(3), uuid(2)]);
      expect(await ids({ category: 'security', status: 'draft' })).toEqual([uuid(2)]);
      expect((await store.list(query({ category: 'support' }))).total).toBe(0);
    });

    it('searches titles, excerpts, slug, author and tags without case, Arabic included', async () => {
      const store = await harness.create([
        post(1, { title: { en: 'Fibre in MISRATA', ar: 'الألياف الضوئية في مصراتة' } }),
        post(2, { excerpt: { en: 'Ransomware defence', ar: 'الحماية من برامج الفدية' } }),
        post(3, {
          slug: 'cloud-roadmap',
          author: { en: 'Amal Saharawi', ar: 'أمل الصحراوي' },
          tags: [
            { en: 'Hybrid cloud', ar: 'السحابة الهجينة' },
            { en: 'Tripoli', ar: 'طرابلس' },
          ],
        }),
        post(4, { title: { en: '100%_sure', ar: 'بالتأكيد' } }),
      ]);
      const ids = async (search: string, q: Partial<PostListQuery> = {}) =>
        (await store.list(query({ search, ...q }))).items.map((p) => p.id);

      expect(await ids('misrata')).toEqual([uuid(1)]);
      expect(await ids('مصراتة')).toEqual([uuid(1)]);
      expect(await ids('الفدية')).toEqual([uuid(2)]);
      expect(await ids('RANSOMWARE')).toEqual([uuid(2)]);
      expect(await ids('roadmap')).toEqual([uuid(3)]);
      expect(await ids('saharawi')).toEqual([uuid(3)]);
      expect(await ids('الصحراوي')).toEqual([uuid(3)]);
      expect(await ids('hybrid')).toEqual([uuid(3)]);
      expect(await ids('طرابلس')).toEqual([uuid(3)]);
      expect(await ids('الهجينة')).toEqual([uuid(3)]);
      expect(await ids('مقال')).toEqual([uuid(3), uuid(2)]);
      // LIKE wildcards in the term are taken literally.
      expect(await ids('100%_')).toEqual([uuid(4)]);
      expect(await ids('%')).toEqual([uuid(4)]);
      expect((await store.list(query({ search: 'nobody' }))).total).toBe(0);
    });

    it('forgives Arabic spelling in the text and the term: hamza, taa marbuta, alef maqsura, marks', async () => {
      const store = await harness.create([
        post(1, { title: { en: 'Fibre', ar: 'الألياف الضوئية في مصراتة' } }),
        post(2, { excerpt: { en: 'Ransomware', ar: 'الحماية من برمجيات الفدية' } }),
        post(3, { tags: [{ en: 'Managed services', ar: 'الخدمات المُدارة' }] }),
        post(4, { title: { en: 'Hospitals', ar: 'شبكة مستشفى طرابلس' } }),
      ]);
      const ids = async (search: string) => (await store.list(query({ search }))).items.map((p) => p.id);

      expect(await ids('الالياف')).toEqual([uuid(1)]);
      expect(await ids('مصراته')).toEqual([uuid(1)]);
      expect(await ids('الفديه')).toEqual([uuid(2)]);
      expect(await ids('المداره')).toEqual([uuid(3)]);
      expect(await ids('مـــدارة')).toEqual([uuid(3)]);
      expect(await ids('مستشفي')).toEqual([uuid(4)]);
    });

    it('finds an edited post by its new text only', async () => {
      const store = await harness.create([post(1)]);
      await store.update(uuid(1), {
        title: { en: 'Satellite links', ar: 'الوصلات الفضائية' },
        tags: [{ en: 'VSAT', ar: 'الاتصال الفضائي' }],
      });
      const total = async (search: string) => (await store.list(query({ search }))).total;

      expect(await total('satellite')).toBe(1);
      expect(await total('الفضائية')).toBe(1);
      expect(await total('vsat')).toBe(1);
      expect(await total('الاتصال الفضائي')).toBe(1);
      expect(await total('Post 1')).toBe(0);
    });

    it('sorts by any allowed field either way, ties broken by id in the same direction', async () => {
      const store = await harness.create([
        post(1, { slug: 'beta', createdAt: day(1), publishedAt: day(6), updatedAt: day(9) }),
        post(2, { slug: 'alpha-two', createdAt: day(2), publishedAt: day(5), updatedAt: day(7) }),
        post(3, { slug: 'alpha', createdAt: day(3), publishedAt: null, published: false, updatedAt: day(8) }),
        post(4, { slug: 'gamma', createdAt: day(2), publishedAt: day(5), updatedAt: day(7) }),
      ]);
      const ids = async (field: PostListQuery['sort']['field'], direction: 'asc' | 'desc') =>
        (await store.list(query({ sort: { field, direction } }))).items.map((p) => p.id);

      expect(await ids('date', 'desc')).toEqual([uuid(1), uuid(4), uuid(2), uuid(3)]);
      expect(await ids('date', 'asc')).toEqual([uuid(3), uuid(2), uuid(4), uuid(1)]);
      expect(await ids('createdAt', 'asc')).toEqual([uuid(1), uuid(2), uuid(4), uuid(3)]);
      expect(await ids('updatedAt', 'desc')).toEqual([uuid(1), uuid(3), uuid(4), uuid(2)]);
      expect(await ids('slug', 'asc')).toEqual([uuid(3), uuid(2), uuid(1), uuid(4)]);
      expect(await ids('slug', 'desc')).toEqual([uuid(4), uuid(1), uuid(2), uuid(3)]);
    });

    it('counts posts created in a half-open time range, drafts included', async () => {
      const store = await harness.create([
        post(1),
        post(2, { published: false, publishedAt: null }),
        post(3, { publishedAt: day(9) }),
      ]);
      expect(await store.count()).toBe(3);
      expect(await store.count({ from: new Date(day(2)) })).toBe(2);
      expect(await store.count({ to: new Date(day(2)) })).toBe(1);
      expect(await store.count({ from: new Date(day(2)), to: new Date(day(3)) })).toBe(1);
    });
  });
}
