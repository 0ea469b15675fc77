/**
 * What every PostPreviewsStore promises, run unchanged against memory (post-previews.store.spec.ts) and
 * PostgreSQL (post-previews.pg-store.spec.ts).
 */
import { BLOG_POST_SUMMARY_FIELDS, type PostPreview, summarize } from '@madar/shared';
import { post } from './blog-posts.store.contract';
import type { PostPreviewsStore, StoredPreview } from './post-previews.store';

export interface PostPreviewsStoreHarness {
  create(): Promise<PostPreviewsStore>;
  close?(): Promise<void>;
}

const T0 = new Date('2026-11-26T10:00:00.000Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);
const hash = (n: number) => n.toString(16).padStart(64, '0');

export const preview = (n: number, expiresAt = minutes(60)): StoredPreview => {
  const draft = post(n, { published: false, publishedAt: null });
  const related = [summarize(post(n + 100), BLOG_POST_SUMMARY_FIELDS)];
  const shown: PostPreview = { post: draft, related, expiresAt: expiresAt.toISOString() };
  return { tokenHash: hash(n), preview: shown, expiresAt };
};

export function describePostPreviewsStoreContract(name: string, harness: PostPreviewsStoreHarness): void {
  describe(`PostPreviewsStore contract (${name})`, () => {
    afterAll(async () => {
      await harness.close?.();
    });

    it('gives back a kept preview whole by its hash, and nothing for another hash', async () => {
      const store = await harness.create();
      const kept = preview(1);
      await store.put(kept, T0);

      expect(await store.get(kept.tokenHash, T0)).toEqual(kept.preview);
      expect(await store.get(hash(2), T0)).toBeUndefined();
    });

    it('stops giving a preview at its expiry', async () => {
      const store = await harness.create();
      const kept = preview(3, minutes(60));
      await store.put(kept, T0);

      expect(await store.get(kept.tokenHash, minutes(59))).toBeDefined();
      expect(await store.get(kept.tokenHash, minutes(60))).toBeUndefined();
      expect(await store.get(kept.tokenHash, minutes(61))).toBeUndefined();
    });

    it('drops the expired previews on a write and keeps the others', async () => {
      const store = await harness.create();
      const early = preview(4, minutes(10));
      const later = preview(5, minutes(120));
      await store.put(early, T0);
      await store.put(later, T0);
      await store.put(preview(6), minutes(30));

      // Asked at a time before its expiry, an expired-and-swept preview is gone for good.
      expect(await store.get(early.tokenHash, T0)).toBeUndefined();
      expect(await store.get(later.tokenHash, minutes(30))).toEqual(later.preview);
    });

    it('keeps its own copy: changing what was put or what was read changes nothing stored', async () => {
      const store = await harness.create();
      const kept = preview(7);
      const original = structuredClone(kept.preview);
      await store.put(kept, T0);
      kept.preview.post.title.en = 'Changed after the put';
      const read = await store.get(kept.tokenHash, T0);
      if (read) read.post.title.en = 'Changed after the read';

      expect(await store.get(kept.tokenHash, T0)).toEqual(original);
    });
  });
}
