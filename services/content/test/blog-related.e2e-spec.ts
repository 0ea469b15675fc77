import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import { BLOG_POST_SUMMARY_FIELDS, type BlogPostSummary, type ErrorEnvelope } from '@madar/shared';
import { createTestSigner, type TestSigner } from '@madar/shared/testing';
import { createTestApp } from './test-app';

/** The seed's draft, of category telecommunications, and a published post of the same category. */
const DRAFT_SLUG = 'enterprise-networks-5g-readiness';
const TELECOM_SLUG = 'connecting-remote-oil-fields';

describe('content service: GET /api/blog/posts/{slug}/related', () => {
  let app: INestApplication<App>;
  let signer: TestSigner;

  beforeAll(async () => {
    signer = await createTestSigner();
    app = await createTestApp({ signer });
  });

  afterAll(async () => {
    await app.close();
  });

  const http = () => request(app.getHttpServer());
  const published = async () => (await http().get('/api/blog/posts').expect(200)).body as BlogPostSummary[];

  it('answers three summaries: the same category first, then the newest others', async () => {
    const all = await published();
    const post = all.find((p) => p.slug === TELECOM_SLUG);
    if (!post) throw new Error(`the seed has no ${TELECOM_SLUG}`);
    const others = all.filter((p) => p.slug !== TELECOM_SLUG);
    const expected = [
      ...others.filter((p) => p.category === post.category),
      ...others.filter((p) => p.category !== post.category),
    ].slice(0, 3);

    const res = await http().get(`/api/blog/posts/${TELECOM_SLUG}/related`).expect(200);

    expect(res.body).toEqual(expected);
    const related = res.body as BlogPostSummary[];
    expect(related.map((p) => p.slug)).not.toContain(DRAFT_SLUG);
    expect(Object.keys(related[0] ?? {}).sort()).toEqual([...BLOG_POST_SUMMARY_FIELDS].sort());
    expect(res.headers['cache-control']).toBe('public, no-cache');
    await http()
      .get(`/api/blog/posts/${TELECOM_SLUG}/related`)
      .set('If-None-Match', res.headers.etag as string)
      .expect(304);
  });

  it('takes a limit', async () => {
    const res = await http().get(`/api/blog/posts/${TELECOM_SLUG}/related?limit=5`).expect(200);

    expect(res.body).toHaveLength(5);
    expect((res.body as BlogPostSummary[]).map((p) => p.slug)).not.toContain(TELECOM_SLUG);
  });

  it('follows a post published meanwhile (the kept answers are forgotten on every write)', async () => {
    await http().get(`/api/blog/posts/${TELECOM_SLUG}/related?limit=1`).expect(200);
    const created = await http()
      .post('/api/blog/posts')
      .set('Authorization', `Bearer ${await signer.sign()}`)
      .send({
        slug: 'telecoms-in-sebha',
        category: 'telecommunications',
        published: true,
        title: { en: 'Telecoms in Sebha', ar: 'الاتصالات في سبها' },
        excerpt: { en: 'A new tower.', ar: 'برج جديد.' },
        content: { en: '<p>Body</p>', ar: '<p>المتن</p>' },
        author: 'Test Author',
        authorTitle: { en: 'Engineer', ar: 'مهندس' },
      })
      .expect(201);

    const res = await http().get(`/api/blog/posts/${TELECOM_SLUG}/related?limit=1`).expect(200);
    expect((res.body as BlogPostSummary[]).map((p) => p.slug)).toEqual(['telecoms-in-sebha']);
    await http()
      .delete(`/api/blog/posts/${(created.body as { id: string }).id}`)
      .set('Authorization', `Bearer ${await signer.sign()}`)
      .expect(204);
  });

  it.each([DRAFT_SLUG, 'no-such-post', '__proto__'])('answers %s with 404 POST.NOT_FOUND', async (slug) => {
    const res = await http().get(`/api/blog/posts/${slug}/related`).expect(404);

    expect(res.body).toEqual<ErrorEnvelope>({
      statusCode: 404,
      code: 'POST.NOT_FOUND',
      message: 'Post not found',
      error: 'Not Found',
    });
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it.each(['0', '13', '2.5', 'three', '-1', ''])('refuses limit=%j with a 400 envelope', async (limit) => {
    const res = await http().get(`/api/blog/posts/${TELECOM_SLUG}/related`).query({ limit }).expect(400);

    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED' });
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('refuses a parameter it does not know', async () => {
    const res = await http().get(`/api/blog/posts/${TELECOM_SLUG}/related?category=cloud`).expect(400);

    expect(res.body).toMatchObject({ code: 'VALIDATION.FAILED' });
  });
});
