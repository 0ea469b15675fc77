/**
 * A post's history, in memory and on PostgreSQL alike: every save keeps the post whole with its editor
 * (id and display name) and time, newest first; a version can be read whole and restored, which is an
 * update like any other (audited, kept as the newest version, refused with 409 POST.SLUG_TAKEN and
 * nothing changed when another post took the slug since). Only the roles that edit posts see it.
 */
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { AuditPage, BlogPost, Page, Version, VersionList } from '@madar/shared';
import {
  createTestDatabase,
  createTestSigner,
  TEST_STAFF,
  type TestDatabase,
  type TestSigner,
} from '@madar/shared/testing';
import { createTestApp } from './test-app';

const newPost = (slug: string) => ({
  title: { en: `First ${slug}`, ar: `الأول ${slug}` },
  excerpt: { en: 'A summary.', ar: 'ملخص.' },
  content: { en: '<p>First body.</p>', ar: '<p>المتن الأول.</p>' },
  slug,
  category: 'support',
  author: { en: 'Hassan Al-Tarhouni', ar: 'حسن الترهوني' },
  authorTitle: { en: 'Support Services Manager', ar: 'مدير خدمات الدعم الفني' },
  published: false,
});

const EDITOR = { sub: 'acc-editor', email: 'editor@example.test', name: 'Salma Ben Ali', role: 'editor' };
const SEEDED_SLUG = 'future-it-infrastructure-libya';

describe.each([['memory'], ['postgres']])('content service: versions of posts (%s)', (mode) => {
  let app: INestApplication<App>;
  let signer: TestSigner;
  let database: TestDatabase | undefined;
  let owner: string;
  let editor: string;

  beforeAll(async () => {
    signer = await createTestSigner();
    database = mode === 'postgres' ? await createTestDatabase('content_versions') : undefined;
    app = await createTestApp({ signer, env: database ? { DATABASE_URL: database.url } : {} });
    owner = await signer.sign();
    editor = await signer.sign(EDITOR);
  });

  afterAll(async () => {
    await app.close();
    await database?.drop();
  });

  const http = () => request(app.getHttpServer());
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const versionsOf = async (id: string) =>
    ((await http().get(`/api/blog/posts/${id}/versions`).set(as(owner)).expect(200)).body as VersionList)
      .items;
  const versionOf = async (id: string, versionId: string) =>
    (await http().get(`/api/blog/posts/${id}/versions/${versionId}`).set(as(owner)).expect(200))
      .body as Version<BlogPost>;
  const create = async (slug: string, token = owner) =>
    (await http().post('/api/blog/posts').set(as(token)).send(newPost(slug)).expect(201)).body as BlogPost;
  const edit = async (id: string, changes: object, token = owner) =>
    (await http().patch(`/api/blog/posts/${id}`).set(as(token)).send(changes).expect(200)).body as BlogPost;

  it('keeps every save whole, newest first, naming the editor by id and display name', async () => {
    const created = await create('versions-kept', editor);
    const edited = await edit(created.id, { title: { en: 'Second', ar: 'الثاني' } });

    const items = await versionsOf(created.id);
    expect(items).toEqual([
      {
        id: expect.any(String),
        createdAt: edited.updatedAt,
        author: { id: TEST_STAFF.id, name: 'Test Owner' },
      },
      {
        id: expect.any(String),
        createdAt: created.updatedAt,
        author: { id: 'acc-editor', name: 'Salma Ben Ali' },
      },
    ]);
    const [newest, first] = items;
    expect((await versionOf(created.id, first?.id ?? '')).state).toEqual(created);
    expect(await versionOf(created.id, newest?.id ?? '')).toEqual({ ...newest, state: edited });
  });

  it('restores a version as the post and as a new version, audited as an update', async () => {
    const created = await create('versions-restored');
    await edit(created.id, {
      title: { en: 'Changed', ar: 'معدل' },
      content: { en: '<p>New.</p>', ar: '<p>جديد.</p>' },
    });
    const first = (await versionsOf(created.id)).at(-1);

    const restored = (
      await http()
        .post(`/api/blog/posts/${created.id}/versions/${first?.id}/restore`)
        .set(as(editor))
        .expect(200)
    ).body as BlogPost;

    expect(restored).toMatchObject({ title: created.title, content: created.content, slug: created.slug });
    expect(restored.updatedAt >= created.updatedAt).toBe(true);
    const read = await http().get(`/api/blog/posts?status=all&search=versions-restored`).set(as(owner));
    expect((read.body as Page<BlogPost>).items).toEqual([restored]);
    const items = await versionsOf(created.id);
    expect(items).toHaveLength(3);
    expect(items[0]?.author).toEqual({ id: 'acc-editor', name: 'Salma Ben Ali' });
    expect((await versionOf(created.id, items[0]?.id ?? '')).state).toEqual(restored);
    const audit = await http()
      .get(`/api/content/audit?entity=post:${created.id}&action=update`)
      .set(as(owner))
      .expect(200);
    const entries = (audit.body as AuditPage).items;
    expect(entries[0]).toMatchObject({
      actor: { id: 'acc-editor' },
      before: { title: { en: 'Changed', ar: 'معدل' } },
      after: { title: created.title },
    });
  });

  it('refuses a restore whose slug another post has taken since (409), changing nothing', async () => {
    const created = await create('versions-slug-old');
    const moved = await edit(created.id, { slug: 'versions-slug-new' });
    await create('versions-slug-old');
    const first = (await versionsOf(created.id)).at(-1);

    const refused = await http()
      .post(`/api/blog/posts/${created.id}/versions/${first?.id}/restore`)
      .set(as(owner))
      .expect(409);

    expect(refused.body).toMatchObject({ statusCode: 409, code: 'POST.SLUG_TAKEN' });
    expect(await versionsOf(created.id)).toHaveLength(2);
    const read = await http().get(`/api/blog/posts?status=all&search=versions-slug-new`).set(as(owner));
    expect((read.body as Page<BlogPost>).items).toEqual([moved]);
  });

  it('answers 404 in the envelope for an unknown post, an unknown version or another post’s', async () => {
    const one = await create('versions-404-one');
    const other = await create('versions-404-other');
    const [otherVersion] = await versionsOf(other.id);
    const unknownPost = '00000000-0000-4000-8000-000000000000';

    for (const path of [`${unknownPost}/versions`, `${unknownPost}/versions/1`, 'no-such-post/versions']) {
      const res = await http().get(`/api/blog/posts/${path}`).set(as(owner)).expect(404);
      expect(res.body).toEqual({
        statusCode: 404,
        code: 'POST.NOT_FOUND',
        message: 'Post not found',
        error: 'Not Found',
      });
    }
    for (const versionId of [otherVersion?.id, '999999999', 'abc', '0']) {
      const res = await http()
        .get(`/api/blog/posts/${one.id}/versions/${versionId}`)
        .set(as(owner))
        .expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, code: 'VERSION.NOT_FOUND' });
      await http().post(`/api/blog/posts/${one.id}/versions/${versionId}/restore`).set(as(owner)).expect(404);
    }
    expect(await versionsOf(one.id)).toHaveLength(1);
  });

  it('lets only the roles that edit posts in: 401 without a token, 403 for the others', async () => {
    const post = await create('versions-roles');
    const [version] = await versionsOf(post.id);
    const routes = [
      () => http().get(`/api/blog/posts/${post.id}/versions`),
      () => http().get(`/api/blog/posts/${post.id}/versions/${version?.id}`),
      () => http().post(`/api/blog/posts/${post.id}/versions/${version?.id}/restore`),
    ];
    for (const route of routes) {
      expect((await route().expect(401)).body).toMatchObject({ statusCode: 401 });
      for (const role of ['recruiter', 'sales']) {
        const token = await signer.sign({ role });
        expect((await route().set(as(token)).expect(403)).body).toMatchObject({ code: 'AUTH.FORBIDDEN' });
      }
      await route().set(as(editor)).expect(200);
    }
  });

  it('starts a seeded post’s history from its state before the first edit (author null)', async () => {
    const seeded = (await http().get(`/api/blog/posts/${SEEDED_SLUG}`).expect(200)).body as BlogPost;
    expect(await versionsOf(seeded.id)).toEqual([]);
    const edited = await edit(seeded.id, { title: { en: 'Edited', ar: 'معدل' } });

    const [newest, baseline] = await versionsOf(seeded.id);
    expect(baseline?.author).toBeNull();
    expect((await versionOf(seeded.id, baseline?.id ?? '')).state).toEqual({
      ...seeded,
      scheduledAt: null,
    });
    expect((await versionOf(seeded.id, newest?.id ?? '')).state).toEqual(edited);
  });
});
