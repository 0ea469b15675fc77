/**
 * Where post previews are kept until they expire. A preview is found by the SHA-256 of its token, never
 * the token itself: whoever reads the store (a backup, a replica's log) cannot open a preview with what
 * they read. Memory (a map capped by count) and PostgreSQL (`content.post_previews`) implement it, and one
 * contract suite (post-previews.store.contract.ts) runs unchanged against both.
 */
import type { PostPreview } from '@madar/shared';

/** One stored preview: what its page shows, under its token's hash, until `expiresAt`. */
export interface StoredPreview {
  /** The token's SHA-256, hex. */
  tokenHash: string;
  preview: PostPreview;
  expiresAt: Date;
}

export abstract class PostPreviewsStore {
  /** Keeps `stored` (committed, in PostgreSQL), first dropping what has expired by `now`. */
  abstract put(stored: StoredPreview, now: Date): Promise<void>;
  /** The preview under this hash, or undefined when there is none or it expired by `now`. */
  abstract get(tokenHash: string, now: Date): Promise<PostPreview | undefined>;
}

/** Memory mode keeps this many previews at most; the oldest go first past it. */
export const MEMORY_PREVIEWS_MAX = 100;

/**
 * Previews in memory, at most `maxCount` (each may hold a 60 kB body per language): past it the oldest is
 * dropped, so a burst of previews costs a bounded amount of memory and an early link stops opening.
 */
export class InMemoryPostPreviewsStore extends PostPreviewsStore {
  // A Map keeps insertion order: its first key is the oldest preview.
  private readonly previews = new Map<string, { preview: PostPreview; expiresAt: number }>();

  constructor(private readonly maxCount = MEMORY_PREVIEWS_MAX) {
    super();
  }

  put(stored: StoredPreview, now: Date): Promise<void> {
    for (const [hash, kept] of this.previews) {
      if (kept.expiresAt <= now.getTime()) this.previews.delete(hash);
    }
    this.previews.set(stored.tokenHash, {
      preview: structuredClone(stored.preview),
      expiresAt: stored.expiresAt.getTime(),
    });
    while (this.previews.size > this.maxCount) {
      this.previews.delete(this.previews.keys().next().value as string);
    }
    return Promise.resolve();
  }

  get(tokenHash: string, now: Date): Promise<PostPreview | undefined> {
    const kept = this.previews.get(tokenHash);
    if (!kept || kept.expiresAt <= now.getTime()) return Promise.resolve(undefined);
    return Promise.resolve(structuredClone(kept.preview));
  }
}
