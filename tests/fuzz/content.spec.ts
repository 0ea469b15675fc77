/** Fuzzes every operation of the content service (see support/fuzz-service.ts). */
import type { INestApplication } from '@nestjs/common';
import { createTestSigner } from '@madar/shared/testing';
import { BlogPostsStore } from '../../services/content/src/blog/blog-posts.store';
import { CATALOGUE_KINDS, CatalogueStore } from '../../services/content/src/catalogue/catalogue.store';
import { createTestApp } from '../../services/content/test/test-app';
import { FUZZ_TIMEOUT_MS, fuzzService } from './support/fuzz-service';

describe('content under generated bad input', () => {
  let app: INestApplication;
  let token: string;

  beforeAll(async () => {
    const signer = await createTestSigner();
    app = await createTestApp({ signer });
    token = await signer.sign();
  });

  afterAll(async () => {
    await app.close();
  });

  const snapshot = async () => ({
    posts: await app
      .get(BlogPostsStore)
      .list({ page: 1, pageSize: 100_000, sort: { field: 'createdAt', direction: 'asc' } }),
    catalogue: await Promise.all(CATALOGUE_KINDS.map((kind) => app.get(CatalogueStore).count(kind))),
  });

  it(
    'answers every operation below 500, in the envelope, and stores nothing',
    async () => {
      const summary = await fuzzService({
        name: 'content',
        app,
        adminToken: () => Promise.resolve(token),
        snapshot,
        knowledge: async () => {
          const { posts } = await snapshot();
          const ids = posts.items.slice(0, 3).flatMap((post) => [post.id, post.slug]);
          return { existingIds: [...ids, 'networking', 'benghazi-university-hospital-network'] };
        },
      });
      expect(summary.serverErrors).toBe(0);
    },
    FUZZ_TIMEOUT_MS,
  );
});
