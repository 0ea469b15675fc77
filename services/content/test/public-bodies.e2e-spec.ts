/**
 * The public blog's answers are serialised once and kept (memory mode) until a post is written: every
 * write through the admin must show in the very next public read, with a new ETag, so a browser's
 * revalidation (If-None-Match) never keeps a stale page.
 */
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { BlogPost } from '@madar/shared';
import { createTestSigner } from '@madar/shared/testing';
import { createTestApp } from './test-app';

const post = (slug: string) => ({
  title: { en: 'Microwave links to Ghat', ar: 'وصلات ميكروويف إلى غات' },
  excerpt: { en: 'Connecting the south.', ar: 'ربط الجنوب.' },
  content: { en: '<p>Three hops.</p>', ar: '<p>ثلاث قفزات.</p>' },
  slug,
  category: 'telecommunications',
  author: 'Youssef Al-Werfalli',
  authorTitle: { en: 'Engineering Manager', ar: 'مدير الهندسة' },
  published: true,
});

describe('content service: public blog answers after admin writes', () => {
  let app: INestApplication<App>;
  let token: string;

  beforeAll(async () => {
    const signer = await createTestSigner();
    token = await signer.sign();
    app = await createTestApp({ signer });
  });

  afterAll(async () => {
    await app.close();
  });

  const http = () => request(app.getHttpServer());
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const publicList = async (query = '') => {
    const res = await http().get(`/api/blog/posts${query}`).expect(200);
    return { etag: res.headers.etag as string, slugs: (res.body as BlogPost[]).map((p) => p.slug) };
  };

  it('shows a created post in the next list and by its slug, which was a 404 before', async () => {
    const before = await publicList();
    const cloudBefore = await publicList('?category=telecommunications');
    await http().get('/api/blog/posts/links-to-ghat').expect(404);

    const created = await http().post('/api/blog/posts').set(auth()).send(post('links-to-ghat')).expect(201);

    const after = await publicList();
    expect(after.slugs).toEqual(['links-to-ghat', ...before.slugs]);
    expect(after.etag).not.toBe(before.etag);
    expect((await publicList('?category=telecommunications')).slugs).toContain('links-to-ghat');
    expect(cloudBefore.slugs).not.toContain('links-to-ghat');
    await http().get('/api/blog/posts').set('If-None-Match', before.etag).expect(200);
    const one = await http().get('/api/blog/posts/links-to-ghat').expect(200);
    expect((one.body as BlogPost).id).toBe((created.body as BlogPost).id);
  });

  it('shows an edit at once, and answers the old ETag with the new post, the new one with 304', async () => {
    const id = (
      (await http().post('/api/blog/posts').set(auth()).send(post('ghat-edit')).expect(201)).body as BlogPost
    ).id;
    const first = await http().get('/api/blog/posts/ghat-edit').expect(200);

    await http()
      .patch(`/api/blog/posts/${id}`)
      .set(auth())
      .send({ title: { en: 'Microwave links to Ghat, done', ar: 'وصلات ميكروويف إلى غات، اكتملت' } })
      .expect(200);

    const again = await http()
      .get('/api/blog/posts/ghat-edit')
      .set('If-None-Match', first.headers.etag as string)
      .expect(200);
    expect((again.body as BlogPost).title.en).toBe('Microwave links to Ghat, done');
    const list = (await http().get('/api/blog/posts').expect(200)).body as BlogPost[];
    expect(list.find((p) => p.id === id)?.title.en).toBe('Microwave links to Ghat, done');
    await http()
      .get('/api/blog/posts/ghat-edit')
      .set('If-None-Match', again.headers.etag as string)
      .expect(304);
  });

  it('hides an unpublished post and a deleted one from the next reads', async () => {
    const id = (
      (await http().post('/api/blog/posts').set(auth()).send(post('ghat-gone')).expect(201)).body as BlogPost
    ).id;
    await http().get('/api/blog/posts/ghat-gone').expect(200);
    expect((await publicList()).slugs).toContain('ghat-gone');

    await http().patch(`/api/blog/posts/${id}`).set(auth()).send({ published: false }).expect(200);
    await http().get('/api/blog/posts/ghat-gone').expect(404);
    expect((await publicList()).slugs).not.toContain('ghat-gone');

    await http().patch(`/api/blog/posts/${id}`).set(auth()).send({ published: true }).expect(200);
    expect((await publicList()).slugs).toContain('ghat-gone');
    await http().delete(`/api/blog/posts/${id}`).set(auth()).expect(204);
    await http().get('/api/blog/posts/ghat-gone').expect(404);
    expect((await publicList()).slugs).not.toContain('ghat-gone');
  });

  it('sends the same bytes, type and ETag to every reader of a catalogue list', async () => {
    // Identity, to compare Content-Length with the text (a gzip client gets the bytes compressed once).
    const first = await http().get('/api/services').set('Accept-Encoding', 'identity').expect(200);
    const second = await http().get('/api/services').set('Accept-Encoding', 'identity').expect(200);

    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(first.text));
  });
});
