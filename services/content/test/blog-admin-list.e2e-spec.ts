/**
 * The admin's table of posts: `GET /api/blog/posts?status=all|published|draft` with an admin token
 * answers one page `{ items, total, page, pageSize }`, searched, filtered and sorted by the server.
 * And memory mode's byte cap: past it a new post is refused with 503 STORAGE.FULL while reads answer on.
 */
import request from 'supertest';
import type { BlogPost, Page } from '@madar/shared';
import { createTestSigner } from '@madar/shared/testing';
import { createTestApp } from './test-app';

const DRAFT_SLUG = 'enterprise-networks-5g-readiness';
const SEEDED = 7;

const newPost = (slug: string, overrides: Record<string, unknown> = {}) => ({
  title: { en: `Post ${slug}`, ar: `مقال ${slug}` },
  excerpt: { en: 'A summary.', ar: 'ملخص.' },
  content: { en: '<p>Body.</p>', ar: '<p>المتن.</p>' },
  slug,
  category: 'support',
  author: 'Hassan Al-Tarhouni',
  authorTitle: { en: 'Support Services Manager', ar: 'مدير خدمات الدعم الفني' },
  published: true,
  ...overrides,
});

async function boot(env: NodeJS.ProcessEnv = {}) {
  const signer = await createTestSigner();
  const app = await createTestApp({ signer, env });
  return { app, token: await signer.sign() };
}

describe('content service: the admin list of posts', () => {
  let ctx: Awaited<ReturnType<typeof boot>>;

  beforeAll(async () => {
    ctx = await boot();
  });

  afterAll(async () => {
    await ctx.app.close();
  });

  const http = () => request(ctx.app.getHttpServer());
  const auth = () => ({ Authorization: `Bearer ${ctx.token}` });
  const page = async (query: string) =>
    (await http().get(`/api/blog/posts?${query}`).set(auth()).expect(200)).body as Page<BlogPost>;
  const slugs = async (query: string) => (await page(query)).items.map((p) => p.slug);

  it('requires a token', async () => {
    await http().get('/api/blog/posts?status=all&page=1').expect(401);
  });

  it('pages through every post exactly once, with the total', async () => {
    const pages = await Promise.all([1, 2, 3].map((n) => page(`status=all&pageSize=3&page=${n}`)));

    expect(pages.map((p) => [p.total, p.page, p.pageSize, p.items.length])).toEqual([
      [SEEDED, 1, 3, 3],
      [SEEDED, 2, 3, 3],
      [SEEDED, 3, 3, 1],
    ]);
    const all = pages.flatMap((p) => p.items.map((post) => post.slug));
    expect(new Set(all).size).toBe(SEEDED);
    expect(await page('status=all&pageSize=3&page=4')).toEqual({
      items: [],
      total: SEEDED,
      page: 4,
      pageSize: 3,
    });
  });

  it('filters by status: all, published, draft', async () => {
    expect((await page('status=all')).total).toBe(SEEDED);
    const published = await page('status=published');
    expect(published.total).toBe(SEEDED - 1);
    expect(published.items.every((p) => p.published)).toBe(true);
    expect(await slugs('status=draft')).toEqual([DRAFT_SLUG]);
    expect(await slugs('status=draft&category=cloud')).toEqual([]);
  });

  it('searches titles, excerpts, slugs, authors and tags without case, in Arabic too', async () => {
    await http()
      .post('/api/blog/posts')
      .set(auth())
      .send(
        newPost('misrata-fibre', {
          title: { en: 'Fibre backbone in Misrata', ar: 'شبكة الألياف الضوئية في مصراتة' },
          tags: [
            { en: 'Backbone', ar: 'الشبكة الرئيسية' },
            { en: 'Zawiya', ar: 'الزاوية' },
          ],
          published: false,
        }),
      )
      .expect(201);

    expect(await slugs('status=all&search=MISRATA')).toEqual(['misrata-fibre']);
    expect(await slugs('status=all&search=' + encodeURIComponent('مصراتة'))).toEqual(['misrata-fibre']);
    expect(await slugs('status=all&search=' + encodeURIComponent('الزاوية'))).toEqual(['misrata-fibre']);
    expect(await slugs('status=draft&search=backbone')).toEqual(['misrata-fibre']);
    expect(await slugs('status=published&search=backbone')).toEqual([]);
    // Seeded copy: an Arabic title word, an English excerpt word, an author, a slug.
    expect(await slugs('status=all&search=' + encodeURIComponent('الفدية'))).toEqual([
      'ransomware-defence-libyan-businesses',
    ]);
    expect(await slugs('status=all&search=ransomware')).toEqual(['ransomware-defence-libyan-businesses']);
    expect(await slugs('status=all&search=oil-fields')).toEqual(['connecting-remote-oil-fields']);
    expect((await page('status=all&search=%20%20')).total).toBe(SEEDED + 1);
    expect((await page('status=all&search=nothing-like-this')).total).toBe(0);

    const created = (await page('status=all&search=misrata')).items[0] as BlogPost;
    await http().delete(`/api/blog/posts/${created.id}`).set(auth()).expect(204);
  });

  it('sorts by date (the default), createdAt, updatedAt and slug, either way', async () => {
    const posts = (await page('status=all')).items;
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());

    const bySlug = await slugs('status=all&sort=slug:asc');
    expect(bySlug).toEqual([...bySlug].sort());
    expect(await slugs('status=all&sort=slug:desc')).toEqual([...bySlug].reverse());
    const created = (await page('status=all&sort=createdAt:asc')).items.map((p) => p.createdAt);
    expect(created).toEqual([...created].sort());
    const updated = (await page('status=all&sort=updatedAt:desc')).items.map((p) => p.updatedAt);
    expect(updated).toEqual([...updated].sort().reverse());
  });

  it.each([
    ['an unknown parameter', 'status=all&foo=1'],
    ['a sort field it does not take', 'status=all&sort=title:asc'],
    ['a sort without direction', 'status=all&sort=date'],
    ['a sort direction it does not know', 'status=all&sort=date:up'],
    ['pageSize 101', 'status=all&pageSize=101'],
    ['pageSize 0', 'status=all&pageSize=0'],
    ['page 0', 'status=all&page=0'],
    ['a page that is no number', 'status=all&page=two'],
    ['a search of 101 characters', `status=all&search=${'a'.repeat(101)}`],
    ['an unknown status', 'status=archived'],
    ['an unknown category', 'status=all&category=hosting'],
  ])('refuses %s with a 400', async (_name, query) => {
    const res = await http().get(`/api/blog/posts?${query}`).set(auth()).expect(400);

    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED' });
  });

  it('takes pageSize 100', async () => {
    expect((await page('status=all&pageSize=100')).pageSize).toBe(100);
  });
});

describe('content service: memory cap on posts', () => {
  let ctx: Awaited<ReturnType<typeof boot>>;

  beforeAll(async () => {
    // A cap of 0 MB: the demo seed is kept (it is never refused), any new post is over the cap.
    ctx = await boot({ MEMORY_STORE_MAX_MB: '0' });
  });

  afterAll(async () => {
    await ctx.app.close();
  });

  const http = () => request(ctx.app.getHttpServer());
  const auth = () => ({ Authorization: `Bearer ${ctx.token}` });

  it('refuses a new post with 503 STORAGE.FULL and stores nothing, while reads and edits answer', async () => {
    const res = await http().post('/api/blog/posts').set(auth()).send(newPost('over-the-cap')).expect(503);

    expect(res.body).toMatchObject({ statusCode: 503, code: 'STORAGE.FULL' });
    expect(res.body.message).toEqual(expect.any(String));
    await http().get('/api/blog/posts/over-the-cap').expect(404);
    expect((await http().get('/api/blog/posts').expect(200)).body).toHaveLength(SEEDED - 1);
    const admin = (await http().get('/api/blog/posts?status=all').set(auth()).expect(200))
      .body as Page<BlogPost>;
    expect(admin.total).toBe(SEEDED);
    await http().get('/api/services').expect(200);
    await http().get('/api/blog/stats').set(auth()).expect(200);

    const draft = admin.items.find((p) => p.slug === DRAFT_SLUG) as BlogPost;
    await http()
      .patch(`/api/blog/posts/${draft.id}`)
      .set(auth())
      .send({ tags: [{ en: '5G', ar: 'الجيل الخامس' }] })
      .expect(200);
  });
});
