import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import {
  BLOG_CATEGORY_IDS,
  BLOG_POST_SUMMARY_FIELDS,
  type BlogCategory,
  type BlogPost,
  type BlogPostSummary,
  type ErrorEnvelope,
  type Page,
} from '@madar/shared';
import { createTestSigner, type TestSigner } from '@madar/shared/testing';
import { createTestApp } from './test-app';

const DRAFT_SLUG = 'enterprise-networks-5g-readiness';

describe('content service: public blog routes', () => {
  let app: INestApplication<App>;
  let signer: TestSigner;
  let token: string;

  beforeAll(async () => {
    signer = await createTestSigner();
    token = await signer.sign();
    app = await createTestApp({ signer });
  });

  afterAll(async () => {
    await app.close();
  });

  const http = () => request(app.getHttpServer());

  describe('GET /api/blog/posts', () => {
    it('lists the published posts, newest publication first, without the draft', async () => {
      const res = await http().get('/api/blog/posts').expect(200);

      const posts = res.body as BlogPostSummary[];
      expect(posts.length).toBeGreaterThanOrEqual(6);
      expect(posts.map((p) => p.slug)).not.toContain(DRAFT_SLUG);
      const times = posts.map((p) => p.date);
      expect(times).toEqual([...times].sort().reverse());
      expect(res.headers['cache-control']).toBe('public, no-cache');
    });

    it('lists summaries: a card of each post, its body only from GET /api/blog/posts/{slug}', async () => {
      const res = await http().get('/api/blog/posts').expect(200);

      for (const summary of res.body as BlogPostSummary[]) {
        expect(Object.keys(summary).sort()).toEqual([...BLOG_POST_SUMMARY_FIELDS].sort());
        const post = (await http().get(`/api/blog/posts/${summary.slug}`).expect(200)).body as BlogPost;
        expect(post).toMatchObject({ ...summary, published: true, date: post.publishedAt });
      }
    });

    it('sends an ETag and answers a matching If-None-Match with 304', async () => {
      const first = await http().get('/api/blog/posts').expect(200);
      const etag = first.headers.etag as string;

      expect(etag).toBeTruthy();
      await http().get('/api/blog/posts').set('If-None-Match', etag).expect(304);
    });

    it('filters by category, and treats category=all as no filter', async () => {
      const cloud = await http().get('/api/blog/posts?category=cloud').expect(200);
      const all = await http().get('/api/blog/posts?category=all').expect(200);
      const plain = await http().get('/api/blog/posts').expect(200);

      expect((cloud.body as BlogPostSummary[]).length).toBeGreaterThan(0);
      expect((cloud.body as BlogPostSummary[]).every((p) => p.category === 'cloud')).toBe(true);
      expect(all.body).toEqual(plain.body);
    });

    it.each(['hosting', 'ALL', ''])('refuses the category %j with a 400', async (category) => {
      const res = await http().get('/api/blog/posts').query({ category }).expect(400);

      expect(res.body).toMatchObject({ code: 'VALIDATION.FAILED' });
    });

    it.each(['everything', 'published,all', 'DRAFT'])('refuses status=%s with a 400', async (status) => {
      await http()
        .get('/api/blog/posts')
        .query({ status })
        .set('Authorization', `Bearer ${token}`)
        .expect(400);
    });

    it.each(['published', 'draft', 'all'])(
      'takes status=%s as the admin list, which needs a token',
      async (status) => {
        const res = await http().get('/api/blog/posts').query({ status }).expect(401);

        expect(res.body).toMatchObject({ code: 'AUTH.TOKEN_MISSING' });
      },
    );

    it.each(['foo=1', 'sort=asc', 'page=2', 'pageSize=5', 'search=cloud', 'sort=date:asc'])(
      'refuses %s without status with a 400 (the public list takes only category)',
      async (query) => {
        const res = await http().get(`/api/blog/posts?${query}`).expect(400);

        expect(res.body).toMatchObject({ code: 'VALIDATION.FAILED' });
      },
    );
  });

  describe('GET /api/blog/posts?status=all', () => {
    it('requires a token', async () => {
      const res = await http().get('/api/blog/posts?status=all').expect(401);

      expect(res.body).toMatchObject({ code: 'AUTH.TOKEN_MISSING' });
    });

    it('refuses a tampered or expired token', async () => {
      const tampered = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
      const expired = await signer.sign({}, Math.floor(Date.now() / 1000) - 60);

      for (const bad of [tampered, expired, 'not-a-jwt']) {
        const res = await http()
          .get('/api/blog/posts?status=all')
          .set('Authorization', `Bearer ${bad}`)
          .expect(401);
        expect(res.body).toMatchObject({ code: 'AUTH.TOKEN_INVALID' });
      }
    });

    it('answers one page of every post, drafts too, newest display date first, never cached', async () => {
      const res = await http()
        .get('/api/blog/posts?status=all')
        .set('Authorization', `Bearer ${token}`)
        .expect(200);

      const page = res.body as Page<BlogPost>;
      expect(page).toMatchObject({ total: 7, page: 1, pageSize: 20 });
      const posts = page.items;
      expect(posts.map((p) => p.slug)).toContain(DRAFT_SLUG);
      expect(posts.find((p) => p.slug === DRAFT_SLUG)).toMatchObject({ published: false, publishedAt: null });
      const dates = posts.map((p) => p.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(res.headers['cache-control']).toBe('private, no-store');
    });

    it('combines with the category filter', async () => {
      const res = await http()
        .get('/api/blog/posts?status=all&category=telecommunications')
        .set('Authorization', `Bearer ${token}`)
        .expect(200);

      const posts = (res.body as Page<BlogPost>).items;
      expect(posts.length).toBeGreaterThan(1);
      expect(posts.every((p) => p.category === 'telecommunications')).toBe(true);
      expect(posts.map((p) => p.slug)).toContain(DRAFT_SLUG);
    });
  });

  describe('GET /api/blog/posts/:slug', () => {
    it('returns a published post with its bilingual copy', async () => {
      const res = await http().get('/api/blog/posts/future-it-infrastructure-libya').expect(200);

      const post = res.body as BlogPost;
      expect(post).toMatchObject({
        slug: 'future-it-infrastructure-libya',
        category: 'it-infrastructure',
        published: true,
        image: '/images/blog/future-it-infrastructure-libya.svg',
      });
      expect(post.title.ar).toMatch(/[\u0600-\u06FF]/);
      expect(post.content.en).toContain('<h2>');
      expect(post.date).toBe(post.publishedAt);
      expect(res.headers['cache-control']).toBe('public, no-cache');
      expect(res.headers.etag).toBeTruthy();
    });

    it.each([DRAFT_SLUG, 'no-such-post', '__proto__'])('answers %s with 404 POST.NOT_FOUND', async (slug) => {
      const res = await http().get(`/api/blog/posts/${slug}`).expect(404);

      expect(res.body).toEqual<ErrorEnvelope>({
        statusCode: 404,
        code: 'POST.NOT_FOUND',
        message: 'Post not found',
        error: 'Not Found',
      });
      expect(res.headers['cache-control']).toBeUndefined();
    });

    it('does not reveal a draft even to a request with a token', async () => {
      await http().get(`/api/blog/posts/${DRAFT_SLUG}`).set('Authorization', `Bearer ${token}`).expect(404);
    });
  });

  describe('GET /api/blog/categories', () => {
    it('lists all first, then the six topics, with labels in both languages', async () => {
      const res = await http().get('/api/blog/categories').expect(200);

      const categories = res.body as BlogCategory[];
      expect(categories.map((c) => c.id)).toEqual([...BLOG_CATEGORY_IDS]);
      expect(categories[0]).toEqual({ id: 'all', label: { en: 'All', ar: 'الكل' } });
      expect(categories.every((c) => c.label.en.length > 0 && /[\u0600-\u06FF]/.test(c.label.ar))).toBe(true);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      await http()
        .get('/api/blog/categories')
        .set('If-None-Match', res.headers.etag as string)
        .expect(304);
    });
  });

  it('documents the blog routes in the OpenAPI document', async () => {
    const res = await http().get('/openapi.json').expect(200);

    const doc = res.body as { paths: Record<string, unknown>; components: { schemas: object } };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/blog/posts',
        '/api/blog/posts/{slug}',
        '/api/blog/posts/{slug}/related',
        '/api/blog/posts/{id}',
        '/api/blog/categories',
        '/api/blog/stats',
        '/api/blog/activity',
      ]),
    );
    expect(doc.components.schemas).toHaveProperty('BlogPostDto');
    expect(doc.components.schemas).toHaveProperty('BlogPostSummaryDto');
    expect(doc.components.schemas).toHaveProperty('CreatePostDto');
    expect(doc.components.schemas).toHaveProperty('UpdatePostDto');
    expect(doc.components.schemas).toHaveProperty('PostPageDto');
    const list = (doc.paths['/api/blog/posts'] as { get: { parameters: { name: string }[] } }).get;
    expect(list.parameters.map((p) => p.name).sort()).toEqual(
      ['category', 'page', 'pageSize', 'search', 'sort', 'status'].sort(),
    );
  });
});
