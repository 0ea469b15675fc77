/**
 * Privacy requests on content, in memory and on PostgreSQL: content keeps no record by address, so an
 * export has empty records and lists the audit entries a staff member made; an erasure replaces their
 * address in those entries (the posts stay) and writes one `erase` entry. Owners only.
 */
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { AuditPage, BlogPost, PersonalDataErasure, PersonalDataExport } from '@madar/shared';
import { DataSource } from '@madar/shared/data';
import { emailDigest } from '@madar/shared/personal-data';
import {
  createTestDatabase,
  createTestSigner,
  type TestDatabase,
  type TestSigner,
} from '@madar/shared/testing';
import { createTestApp } from './test-app';

const PERSON = 'layla.editor@example.test';
const POST = {
  title: { en: 'Microwave links in Sabha', ar: 'وصلات الميكروويف في سبها' },
  excerpt: { en: 'Links across the desert.', ar: 'وصلات عبر الصحراء.' },
  content: { en: '<p>Eight hops.</p>', ar: '<p>ثماني قفزات.</p>' },
  slug: 'microwave-links-sabha',
  category: 'telecommunications',
  author: 'Layla Ben Omran',
  authorTitle: { en: 'Radio Engineer', ar: 'مهندسة راديو' },
  published: true,
};

describe.each([
  ['in memory', false],
  ['on PostgreSQL', true],
])('content: personal data %s', (_mode, durable) => {
  let database: TestDatabase | undefined;
  let app: INestApplication<App>;
  let signer: TestSigner;
  let owner: string;
  let editor: string;
  let post: BlogPost;
  const http = () => request(app.getHttpServer());
  const as = (req: request.Test, bearer = owner) => req.set('Authorization', `Bearer ${bearer}`);
  const exportOf = async (email: string) =>
    (await as(http().post('/api/content/personal-data/export')).send({ email }).expect(200))
      .body as PersonalDataExport;

  beforeAll(async () => {
    if (durable) database = await createTestDatabase('content_personal');
    signer = await createTestSigner();
    app = await createTestApp({ signer, env: database ? { DATABASE_URL: database.url } : {} });
    if (durable) await app.get(DataSource).whenReady;
    owner = await signer.sign();
    editor = await signer.sign({ sub: 'acc-layla', email: PERSON, role: 'editor' });
    post = (await as(http().post('/api/blog/posts'), editor).send(POST).expect(201)).body as BlogPost;
  });

  afterAll(async () => {
    await app.close();
    await database?.drop();
  });

  it('exports no records, and the entries the address made', async () => {
    const data = await exportOf(PERSON);
    expect(data).toMatchObject({ service: 'content', email: PERSON, records: {}, notes: [], mails: [] });
    expect(data.audit).toEqual([
      expect.objectContaining({ action: 'create', actor: { id: 'acc-layla', email: PERSON } }),
    ]);
  });

  it('is for owners: 403 for the other roles, 401 without a token', async () => {
    await as(http().post('/api/content/personal-data/export'), editor).send({ email: PERSON }).expect(403);
    await as(http().post('/api/content/personal-data/erase'), editor).send({ email: PERSON }).expect(403);
    await http().post('/api/content/personal-data/export').send({ email: PERSON }).expect(401);
  });

  it('answers 400 VALIDATION.FAILED to a bad address', async () => {
    const res = await as(http().post('/api/content/personal-data/erase')).send({ email: 42 }).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED' });
  });

  it('erases the address from the entries, keeps the post, and writes one erase entry', async () => {
    const { erased } = (
      await as(http().post('/api/content/personal-data/erase')).send({ email: PERSON }).expect(200)
    ).body as PersonalDataErasure;
    expect(erased).toEqual({ auditEntries: 1 });

    expect((await exportOf(PERSON)).audit).toEqual([]);
    await as(http().get(`/api/blog/posts/${post.slug}`)).expect(200);
    const log = (
      (await as(http().get('/api/content/audit')).query({ limit: '200' }).expect(200)).body as AuditPage
    ).items;
    expect(log.find((entry) => entry.entity.id === post.id)).toMatchObject({
      action: 'create',
      actor: { id: 'acc-layla', email: '[erased]' },
      address: '[erased]',
    });
    expect(log.filter((entry) => entry.action === 'erase')).toEqual([
      expect.objectContaining({ details: { emailSha256: emailDigest(PERSON), erased } }),
    ]);
    expect(JSON.stringify(log)).not.toContain(PERSON);
  });
});
