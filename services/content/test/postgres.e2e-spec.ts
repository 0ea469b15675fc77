/**
 * The content service on PostgreSQL (DATABASE_URL): it answers the public routes exactly as memory
 * mode does, seeds the catalogue and the demo posts once however often it boots, keeps what an admin
 * writes across a restart, and maps what the database refuses to the contract's errors.
 */
import request from 'supertest';
import type { BlogPost, Page } from '@madar/shared';
import { FixedClock } from '@madar/shared/nest';
import {
  createTestDatabase,
  createTestSigner,
  type TestDatabase,
  type TestSigner,
} from '@madar/shared/testing';
import { CATALOGUE_SEED } from '../src/catalogue/catalogue.seed';
import { CATALOGUE_KINDS, CatalogueStore } from '../src/catalogue/catalogue.store';
import { createTestApp } from './test-app';

const NOW = new Date('2026-02-01T09:00:00.000Z');
const PUBLIC_ROUTES = [
  '/api/services',
  '/api/services/networking',
  '/api/services/no-such-service',
  '/api/projects',
  '/api/projects?category=networking',
  '/api/projects/benghazi-university-hospital-network',
  '/api/projects/no-such-project',
  '/api/projects?category=hosting',
  '/api/testimonials',
  '/api/statistics',
  '/api/team',
  '/api/timeline',
  '/api/blog/categories',
  '/api/blog/posts',
  '/api/blog/posts?category=cloud',
  '/api/blog/posts/future-it-infrastructure-libya',
  '/api/blog/posts/enterprise-networks-5g-readiness',
  '/api/blog/posts/connecting-remote-oil-fields/related',
  '/api/blog/posts/future-it-infrastructure-libya/related?limit=5',
  '/api/blog/posts/enterprise-networks-5g-readiness/related',
];

/**
 * A body with the posts' times left out: PostgreSQL seeds the demo posts relative to the wall clock
 * when the database is first prepared, memory mode relative to the service's clock at boot.
 */
function withoutTimes(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withoutTimes);
  // Full posts and the lists' summaries alike carry updatedAt; projects (with a date) do not.
  if (typeof body !== 'object' || body === null || !('updatedAt' in body)) return body;
  const { createdAt: _c, updatedAt: _u, publishedAt: _p, date: _d, ...rest } = body as BlogPost;
  return rest;
}

const newPost = {
  title: { en: 'Fibre backbone in Misrata', ar: 'شبكة الألياف الضوئية في مصراتة' },
  excerpt: { en: 'A new backbone for the city.', ar: 'شبكة رئيسية جديدة للمدينة.' },
  content: { en: '<p>Forty kilometres of fibre.</p>', ar: '<p>أربعون كيلومترًا من الألياف.</p>' },
  slug: 'fibre-backbone-misrata',
  category: 'telecommunications',
  author: 'Youssef Al-Werfalli',
  authorTitle: { en: 'Engineering Manager', ar: 'مدير الهندسة' },
  tags: [
    { en: 'Fibre', ar: 'الألياف الضوئية' },
    { en: 'Misrata', ar: 'مصراتة' },
  ],
  published: true,
};

describe('content service on PostgreSQL', () => {
  let database: TestDatabase;
  let signer: TestSigner;
  let token: string;
  const clock = new FixedClock(NOW);
  const boot = (url?: string) =>
    createTestApp({ signer, clock, ...(url ? { env: { DATABASE_URL: url } } : {}) });

  beforeAll(async () => {
    database = await createTestDatabase('content_e2e');
    signer = await createTestSigner();
    token = await signer.sign();
  });

  afterAll(async () => {
    await database.drop();
  });

  const auth = () => ({ Authorization: `Bearer ${token}` });

  it('answers every public route as memory mode does: same bodies, statuses and cache headers', async () => {
    const [memory, postgres] = [await boot(), await boot(database.url)];
    try {
      for (const route of PUBLIC_ROUTES) {
        const [expected, actual] = await Promise.all([
          request(memory.getHttpServer()).get(route),
          request(postgres.getHttpServer()).get(route),
        ]);
        expect([route, actual.status, actual.headers['cache-control']]).toEqual([
          route,
          expected.status,
          expected.headers['cache-control'],
        ]);
        expect(withoutTimes(actual.body)).toEqual(withoutTimes(expected.body));
      }
      const ready = await request(postgres.getHttpServer()).get('/health/ready').expect(200);
      expect(ready.body).toMatchObject({ status: 'ok', checks: { database: 'ok' } });
    } finally {
      await Promise.all([memory.close(), postgres.close()]);
    }
  });

  it('keeps a post across a restart, and seeds the catalogue and the demo posts only once', async () => {
    let created: BlogPost;
    const first = await boot(database.url);
    try {
      const http = () => request(first.getHttpServer());
      created = (await http().post('/api/blog/posts').set(auth()).send(newPost).expect(201)).body as BlogPost;
      // What the unique index refuses is a 409, and an id that is no uuid names no post.
      const clash = await http().post('/api/blog/posts').set(auth()).send(newPost).expect(409);
      expect(clash.body).toMatchObject({ code: 'POST.SLUG_TAKEN' });
      await http().patch('/api/blog/posts/not-a-uuid').set(auth()).send({ published: false }).expect(404);
      await http().delete('/api/blog/posts/not-a-uuid').set(auth()).expect(404);
    } finally {
      await first.close();
    }

    const second = await boot(database.url);
    try {
      const http = () => request(second.getHttpServer());
      const catalogue = second.get(CatalogueStore);
      for (const kind of CATALOGUE_KINDS)
        expect(await catalogue.count(kind)).toBe(CATALOGUE_SEED[kind].length);
      expect((await http().get('/api/services').expect(200)).body).toHaveLength(7);

      expect((await http().get(`/api/blog/posts/${newPost.slug}`).expect(200)).body).toEqual(created);
      const admin = (await http().get('/api/blog/posts?status=all&pageSize=100').set(auth()).expect(200))
        .body as Page<BlogPost>;
      expect(admin.total).toBe(8);
      expect(new Set(admin.items.map((p) => p.slug)).size).toBe(8);
      const found = (
        await http()
          .get(`/api/blog/posts?status=published&search=${encodeURIComponent('مصراتة')}`)
          .set(auth())
          .expect(200)
      ).body as Page<BlogPost>;
      expect(found.items.map((p) => p.id)).toEqual([created.id]);

      await http()
        .patch(`/api/blog/posts/${created.id}`)
        .set(auth())
        .send({ slug: 'future-it-infrastructure-libya' })
        .expect(409);
      await http().delete(`/api/blog/posts/${created.id}`).set(auth()).expect(204);
      await http().get(`/api/blog/posts/${newPost.slug}`).expect(404);
    } finally {
      await second.close();
    }
  });
});
