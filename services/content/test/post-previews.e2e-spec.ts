/**
 * Post previews through the HTTP API, in memory and on PostgreSQL: staff send the editor's unsaved post
 * and get a token that, until it expires, opens exactly what a save would have stored (sanitised) to
 * anyone holding it, never cached and never indexed; nothing is saved or audited.
 */
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { AuditEntry, BlogPost, Page, PostPreview, PostPreviewLink } from '@madar/shared';
import { FixedClock } from '@madar/shared/nest';
import {
  createTestDatabase,
  createTestSigner,
  type TestDatabase,
  type TestSigner,
} from '@madar/shared/testing';
import { createTestApp } from './test-app';

const T0 = new Date('2026-11-26T08:00:00.000Z');
const PUBLISHED_SLUG = 'future-it-infrastructure-libya';

const unsaved = (overrides: Record<string, unknown> = {}) => ({
  title: { en: 'Fibre <b>backbone</b> in Misrata', ar: 'شبكة الألياف الضوئية في مصراتة' },
  excerpt: { en: 'A new backbone for the city.', ar: 'شبكة رئيسية جديدة للمدينة.' },
  content: {
    en: '<p onclick="steal()">Forty kilometres.</p><script>alert(1)</script>',
    ar: '<p>أربعون كيلومترًا.</p>',
  },
  slug: 'fibre-backbone-misrata',
  category: 'telecommunications',
  author: { en: 'Youssef Al-Werfalli', ar: 'يوسف الورفلي' },
  authorTitle: { en: 'Engineering Manager', ar: 'مدير الهندسة' },
  published: false,
  ...overrides,
});

describe.each([['memory'], ['postgres']])('content service: post previews (%s)', (mode) => {
  let app: INestApplication<App>;
  let signer: TestSigner;
  let token: string;
  let database: TestDatabase | undefined;
  const clock = new FixedClock(T0);
  const http = () => request(app.getHttpServer());
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const preview = (body: unknown) =>
    http()
      .post('/api/blog/posts/previews')
      .set(auth())
      .send(body as object);

  beforeAll(async () => {
    signer = await createTestSigner();
    token = await signer.sign({ role: 'editor' });
    if (mode === 'postgres') database = await createTestDatabase('content_previews_e2e');
    app = await createTestApp({
      signer,
      clock,
      env: { PREVIEW_TTL_MINUTES: '30', ...(database ? { DATABASE_URL: database.url } : {}) },
    });
  });

  afterAll(async () => {
    await app.close();
    await database?.drop();
  });

  beforeEach(() => clock.set(T0));

  it('answers 201 with a token, its expiry and the post addresses in each language', async () => {
    const res = await preview(unsaved()).expect(201);
    const link = res.body as PostPreviewLink;

    expect(Object.keys(link).sort()).toEqual(['expiresAt', 'token', 'urls']);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.expiresAt).toBe('2026-11-26T08:30:00.000Z');
    expect(link.urls).toEqual({
      en: `/blog/fibre-backbone-misrata?preview=${link.token}`,
      ar: `/ar/blog/fibre-backbone-misrata?preview=${link.token}`,
    });
    expect(res.headers['cache-control']).toContain('no-store');
    // Each preview is its own capability.
    expect(((await preview(unsaved()).expect(201)).body as PostPreviewLink).token).not.toBe(link.token);
  });

  it('opens the sanitised post to anyone with the token, never cached or indexed, and saves nothing', async () => {
    const link = (await preview(unsaved()).expect(201)).body as PostPreviewLink;

    const res = await http().get(`/api/blog/previews/${link.token}`).expect(200);
    const shown = res.body as PostPreview;
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(shown.expiresAt).toBe(link.expiresAt);
    expect(shown.post).toMatchObject({
      title: { en: 'Fibre backbone in Misrata' },
      content: { en: '<p>Forty kilometres.</p>', ar: '<p>أربعون كيلومترًا.</p>' },
      slug: 'fibre-backbone-misrata',
      published: false,
      publishedAt: null,
      authorImage: '/images/placeholders/avatar.svg',
      createdAt: T0.toISOString(),
    });
    // The page's posts to read next come with it: published ones, as the public post page shows.
    expect(shown.related).toHaveLength(3);
    expect(shown.related.every((other) => !('content' in other))).toBe(true);

    await http().get('/api/blog/posts/fibre-backbone-misrata').expect(404);
    const all = (await http().get('/api/blog/posts?status=all&pageSize=100').set(auth()).expect(200))
      .body as {
      items: BlogPost[];
    };
    expect(all.items.map((post) => post.slug)).not.toContain('fibre-backbone-misrata');
  });

  it('previews an edit of a stored post: its id and times kept, the change shown, the post unchanged', async () => {
    const stored = (await http().get(`/api/blog/posts/${PUBLISHED_SLUG}`).expect(200)).body as BlogPost;
    const { id, createdAt, updatedAt, date, publishedAt, scheduledAt: _s, ...fields } = stored;
    const edit = { ...fields, id, title: { ...stored.title, en: 'An unsaved title' } };

    const link = (await preview(edit).expect(201)).body as PostPreviewLink;
    expect(link.urls.en).toBe(`/blog/${PUBLISHED_SLUG}?preview=${link.token}`);
    const shown = (await http().get(`/api/blog/previews/${link.token}`).expect(200)).body as PostPreview;
    expect(shown.post).toMatchObject({ id, createdAt, publishedAt, date, title: { en: 'An unsaved title' } });
    expect(shown.related.map((other) => other.id)).not.toContain(id);

    const after = (await http().get(`/api/blog/posts/${PUBLISHED_SLUG}`).expect(200)).body as BlogPost;
    expect(after.title.en).toBe(stored.title.en);
    expect(after.updatedAt).toBe(updatedAt);
  });

  it('writes no audit entry', async () => {
    const owner = { Authorization: `Bearer ${await signer.sign()}` };
    const total = async () =>
      ((await http().get('/api/content/audit').set(owner).expect(200)).body as Page<AuditEntry>).total;
    const before = await total();
    await preview(unsaved()).expect(201);
    expect(await total()).toBe(before);
  });

  it('refuses anonymous callers with 401 and roles without the blog with 403', async () => {
    const anonymous = await http().post('/api/blog/posts/previews').send(unsaved()).expect(401);
    expect(anonymous.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    const recruiter = await signer.sign({ role: 'recruiter' });
    const forbidden = await http()
      .post('/api/blog/posts/previews')
      .set('Authorization', `Bearer ${recruiter}`)
      .send(unsaved())
      .expect(403);
    expect(forbidden.body).toMatchObject({ statusCode: 403, code: 'AUTH.FORBIDDEN' });
  });

  it.each([
    ['a missing title', { title: undefined }],
    ['a bad slug', { slug: 'Not A Slug' }],
    ['a body of nothing but markup', { content: { en: '<script>x</script>', ar: '<p>نص</p>' } }],
    ['an id that is not a uuid', { id: 'post-1' }],
    ['a field a post does not take', { owner: 'me' }],
  ])('refuses %s with 400 in the envelope', async (_name, overrides) => {
    const res = await preview(unsaved(overrides)).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED', error: 'Bad Request' });
    expect(res.body).not.toHaveProperty('token');
  });

  it('refuses a schedule already past as a save would, and an unknown post id with 404', async () => {
    const past = await preview(unsaved({ scheduledAt: '2026-11-26T07:00:00Z' })).expect(400);
    expect(past.body).toMatchObject({ code: 'POST.SCHEDULE_IN_PAST' });
    const unknown = await preview(unsaved({ id: '00000000-0000-4000-8000-000000000999' })).expect(404);
    expect(unknown.body).toMatchObject({ statusCode: 404, code: 'POST.NOT_FOUND' });
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['a malformed token', 'not-a-token'],
    ['a token too long', 'A'.repeat(200)],
  ])('answers %s with 404 PREVIEW.NOT_FOUND in the envelope', async (_name, token) => {
    const res = await http().get(`/api/blog/previews/${token}`).expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      code: 'PREVIEW.NOT_FOUND',
      message: 'No preview has this token, or it has expired',
      error: 'Not Found',
    });
  });

  it('stops opening a preview once it expires', async () => {
    const link = (await preview(unsaved()).expect(201)).body as PostPreviewLink;

    clock.set(new Date('2026-11-26T08:29:59.000Z'));
    await http().get(`/api/blog/previews/${link.token}`).expect(200);
    clock.set(new Date(link.expiresAt));
    const expired = await http().get(`/api/blog/previews/${link.token}`).expect(404);
    expect(expired.body).toMatchObject({ code: 'PREVIEW.NOT_FOUND' });
  });
});
