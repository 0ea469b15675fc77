import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { BlogPost, Page } from '@madar/shared';
import { FixedClock } from '@madar/shared/nest';
import { createTestSigner } from '@madar/shared/testing';
import { createTestApp } from './test-app';

const T0 = new Date();
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

let sequence = 0;
function newPost(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    title: { en: `Fibre backbone in Misrata ${sequence}`, ar: `شبكة ألياف ضوئية في مصراتة ${sequence}` },
    excerpt: { en: 'A new backbone for the city.', ar: 'شبكة رئيسية جديدة للمدينة.' },
    content: {
      en: '<h2>Plan</h2><p>Forty kilometres of fibre.</p>',
      ar: '<h2>الخطة</h2><p>أربعون كيلومترًا من الألياف.</p>',
    },
    slug: `fibre-backbone-misrata-${sequence}`,
    category: 'telecommunications',
    author: { en: 'Youssef Al-Werfalli', ar: 'يوسف الورفلي' },
    authorTitle: { en: 'Engineering Manager', ar: 'مدير الهندسة' },
    authorImage: '/images/people/youssef-al-werfalli.svg',
    image: 'https://cdn.madar.ly/blog/fibre.jpg',
    tags: [
      { en: 'Fibre', ar: 'الألياف الضوئية' },
      { en: 'Misrata', ar: 'مصراتة' },
    ],
    published: true,
    ...overrides,
  };
}

describe('content service: blog administration', () => {
  let app: INestApplication<App>;
  let token: string;
  const clock = new FixedClock(T0);

  beforeAll(async () => {
    const signer = await createTestSigner();
    token = await signer.sign();
    // Writes are stamped by the service's clock; the tests move it between calls.
    app = await createTestApp({ signer, clock });
  });

  beforeEach(() => {
    clock.set(T0);
  });

  afterAll(async () => {
    await app.close();
  });

  const http = () => request(app.getHttpServer());
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const create = (body: object) => http().post('/api/blog/posts').set(auth()).send(body);
  const patch = (id: string, body: object) => http().patch(`/api/blog/posts/${id}`).set(auth()).send(body);
  const publicSlugs = async () =>
    ((await http().get('/api/blog/posts').expect(200)).body as BlogPost[]).map((p) => p.slug);
  const adminPosts = async () =>
    (
      (await http().get('/api/blog/posts?status=all&pageSize=100').set(auth()).expect(200))
        .body as Page<BlogPost>
    ).items;
  const adminPost = async (id: string) => (await adminPosts()).find((p) => p.id === id);

  it("keeps the author's name in each language, on create and on update", async () => {
    const created = (await create(newPost()).expect(201)).body as BlogPost;
    expect(created.author).toEqual({ en: 'Youssef Al-Werfalli', ar: 'يوسف الورفلي' });

    const author = { en: 'Salma Al-Fitouri', ar: 'سلمى الفيتوري' };
    expect(((await patch(created.id, { author }).expect(200)).body as BlogPost).author).toEqual(author);
    const { body: read } = await http().get(`/api/blog/posts/${created.slug}`).expect(200);
    expect((read as BlogPost).author).toEqual(author);
  });

  it('takes a plain string author, as older clients send, as the name in both languages', async () => {
    const created = (await create(newPost({ author: '  Hassan Al-Tarhouni ' })).expect(201)).body as BlogPost;
    expect(created.author).toEqual({ en: 'Hassan Al-Tarhouni', ar: 'Hassan Al-Tarhouni' });

    const patched = (await patch(created.id, { author: 'Khaled Ben Omran' }).expect(200)).body as BlogPost;
    expect(patched.author).toEqual({ en: 'Khaled Ben Omran', ar: 'Khaled Ben Omran' });
  });

  it('creates a published post: 201, times from the clock, visible publicly, never cached', async () => {
    const body = newPost();
    const res = await create(body).expect(201);

    const post = res.body as BlogPost;
    expect(post).toMatchObject({
      slug: body.slug,
      title: body.title,
      tags: body.tags,
      published: true,
      publishedAt: T0.toISOString(),
      createdAt: T0.toISOString(),
      updatedAt: T0.toISOString(),
      date: T0.toISOString(),
    });
    expect(post.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(await publicSlugs()).toContain(body.slug);
    expect((await http().get(`/api/blog/posts/${body.slug}`).expect(200)).body).toEqual(post);
  });

  it('creates a draft with publishedAt null that the public cannot see', async () => {
    const body = newPost({ published: false });
    const post = (await create(body).expect(201)).body as BlogPost;

    expect(post).toMatchObject({ published: false, publishedAt: null, date: T0.toISOString() });
    expect(await publicSlugs()).not.toContain(body.slug);
    await http().get(`/api/blog/posts/${body.slug}`).expect(404);
    expect(await adminPost(post.id)).toEqual(post);
  });

  it('sets publishedAt when a draft is published later, and then shows it', async () => {
    const draft = (await create(newPost({ published: false })).expect(201)).body as BlogPost;
    clock.set(at(30));
    const res = await patch(draft.id, { published: true }).expect(200);

    expect(res.body).toMatchObject({
      published: true,
      publishedAt: at(30).toISOString(),
      date: at(30).toISOString(),
      createdAt: T0.toISOString(),
      updatedAt: at(30).toISOString(),
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(await publicSlugs()).toContain(draft.slug);
  });

  it('keeps the first publication time when a post is unpublished and published again', async () => {
    const post = (await create(newPost()).expect(201)).body as BlogPost;
    clock.set(at(10));
    const hidden = (await patch(post.id, { published: false }).expect(200)).body as BlogPost;
    expect(hidden).toMatchObject({ published: false, publishedAt: T0.toISOString() });
    expect(await publicSlugs()).not.toContain(post.slug);

    clock.set(at(20));
    const again = (await patch(post.id, { published: true }).expect(200)).body as BlogPost;
    expect(again).toMatchObject({
      published: true,
      publishedAt: T0.toISOString(),
      updatedAt: at(20).toISOString(),
    });
  });

  it('refreshes updatedAt on every update, including an empty one, and stores the change', async () => {
    const post = (await create(newPost()).expect(201)).body as BlogPost;
    clock.set(at(5));
    const edited = (await patch(post.id, { title: { en: 'New title', ar: 'عنوان جديد' } }).expect(200))
      .body as BlogPost;
    clock.set(at(6));
    const touched = (await patch(post.id, {}).expect(200)).body as BlogPost;

    expect(edited).toMatchObject({
      title: { en: 'New title', ar: 'عنوان جديد' },
      updatedAt: at(5).toISOString(),
    });
    expect(touched.updatedAt).toBe(at(6).toISOString());
    expect(touched.createdAt).toBe(T0.toISOString());
    expect(touched.publishedAt).toBe(T0.toISOString());
    expect(await adminPost(post.id)).toEqual(touched);
  });

  it('answers a slug clash with 409 POST.SLUG_TAKEN on create and on update, storing nothing', async () => {
    const first = (await create(newPost()).expect(201)).body as BlogPost;
    const second = (await create(newPost()).expect(201)).body as BlogPost;
    const before = await adminPosts();

    const onCreate = await create(newPost({ slug: first.slug })).expect(409);
    const onUpdate = await patch(second.id, { slug: first.slug, title: { en: 'x', ar: 'س' } }).expect(409);
    const withDraft = await create(newPost({ slug: 'enterprise-networks-5g-readiness' })).expect(409);

    for (const res of [onCreate, onUpdate, withDraft]) {
      expect(res.body).toMatchObject({ statusCode: 409, code: 'POST.SLUG_TAKEN', error: 'Conflict' });
    }
    expect(await adminPosts()).toEqual(before);
    await patch(first.id, { slug: first.slug }).expect(200);
  });

  it('deletes a post: 204, then it is gone everywhere', async () => {
    const post = (await create(newPost()).expect(201)).body as BlogPost;
    const res = await http().delete(`/api/blog/posts/${post.id}`).set(auth()).expect(204);

    expect(res.text).toBe('');
    await http().get(`/api/blog/posts/${post.slug}`).expect(404);
    expect(await adminPost(post.id)).toBeUndefined();
    const again = await http().delete(`/api/blog/posts/${post.id}`).set(auth()).expect(404);
    expect(again.body).toMatchObject({ code: 'POST.NOT_FOUND', message: 'Post not found' });
  });

  it.each(['no-such-id', '00000000-0000-4000-8000-000000000000', '__proto__', '12345'])(
    'answers the unknown id %s with 404 POST.NOT_FOUND on update and delete',
    async (id) => {
      for (const res of [
        await patch(id, { published: true }).expect(404),
        await http().delete(`/api/blog/posts/${id}`).set(auth()).expect(404),
      ]) {
        expect(res.body).toEqual({
          statusCode: 404,
          code: 'POST.NOT_FOUND',
          message: 'Post not found',
          error: 'Not Found',
        });
      }
    },
  );

  it('strips scripts, event handlers, javascript: links and data: images before storing', async () => {
    const hostile =
      '<p onclick="steal()">Intro</p><script>alert(1)</script><img src="x.png" onerror="alert(1)" alt="x" />' +
      '<a href="javascript:alert(1)">click</a><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="d" />' +
      '<iframe src="https://evil.example"></iframe><a href="https://madar.ly" target="_blank">site</a>';
    const body = newPost({
      title: { en: '<b>Safe</b> title<script>x()</script>', ar: 'عنوان <img src=x onerror=alert(1)>آمن' },
      excerpt: { en: '<em>Short</em> summary', ar: 'ملخص <strong>قصير</strong>' },
      content: { en: hostile, ar: hostile.replace('Intro', 'مقدمة') },
    });
    const created = (await create(body).expect(201)).body as BlogPost;
    const stored = (await http().get(`/api/blog/posts/${body.slug}`).expect(200)).body as BlogPost;

    const clean =
      '<p>Intro</p><img src="x.png" alt="x" /><a rel="noopener noreferrer">click</a>' +
      '<a href="https://madar.ly" rel="noopener noreferrer">site</a>';
    for (const post of [created, stored]) {
      expect(post.content.en).toBe(clean);
      expect(post.content.ar).toBe(clean.replace('Intro', 'مقدمة'));
      expect(post.title).toEqual({ en: 'Safe title', ar: 'عنوان آمن' });
      expect(post.excerpt).toEqual({ en: 'Short summary', ar: 'ملخص قصير' });
      expect(JSON.stringify(post)).not.toMatch(/script|onerror|onclick|javascript:|data:|iframe/i);
    }
  });

  it('sanitises the HTML of an update too', async () => {
    const post = (await create(newPost()).expect(201)).body as BlogPost;
    const res = await patch(post.id, {
      content: { en: '<p>ok</p><script>x()</script>', ar: '<p onmouseover="x()">نص</p>' },
    }).expect(200);

    expect((res.body as BlogPost).content).toEqual({ en: '<p>ok</p>', ar: '<p>نص</p>' });
  });
});
