/**
 * The posts' previews in PostgreSQL are the shared previews store (its contract: shared/src/data/previews.spec.ts)
 * on the table content's migration 0012 made: this checks that table takes what the store writes.
 */
import { BLOG_POST_SUMMARY_FIELDS, type PostPreview, summarize } from '@madar/shared';
import { PostgresPreviewsStore } from '@madar/shared/data';
import { createTestDataSource } from '@madar/shared/testing';
import { migrations } from '../database/migrations';
import { type ContentDb, SCHEMA } from '../database/schema';
import { post } from './blog-posts.store.contract';
import { POST_PREVIEWS_TABLE } from './post-previews.store';

const T0 = new Date('2026-11-26T10:00:00.000Z');
const IN_AN_HOUR = new Date(T0.getTime() + 3_600_000);

describe('post previews in PostgreSQL (content migration 0012)', () => {
  let close: () => Promise<void>;
  let store: PostgresPreviewsStore<PostPreview>;

  beforeAll(async () => {
    const source = await createTestDataSource<ContentDb>({ schema: SCHEMA, migrations });
    close = source.close;
    store = new PostgresPreviewsStore<PostPreview>(source.data, POST_PREVIEWS_TABLE);
  });

  afterAll(async () => {
    await close();
  });

  it('keeps a post preview whole under its hash until its expiry, then sweeps it on a write', async () => {
    const shown: PostPreview = {
      post: post(1, { published: false, publishedAt: null }),
      related: [summarize(post(101), BLOG_POST_SUMMARY_FIELDS)],
      expiresAt: IN_AN_HOUR.toISOString(),
    };
    await store.put({ tokenHash: 'a'.repeat(64), preview: shown, expiresAt: IN_AN_HOUR }, T0);

    expect(await store.get('a'.repeat(64), T0)).toEqual(shown);
    expect(await store.get('a'.repeat(64), IN_AN_HOUR)).toBeUndefined();
    await store.put(
      { tokenHash: 'b'.repeat(64), preview: shown, expiresAt: new Date(IN_AN_HOUR.getTime() + 1) },
      IN_AN_HOUR,
    );
    expect(await store.get('a'.repeat(64), T0)).toBeUndefined();
  });
});
