import type { BlogPost } from '@madar/shared';

/**
 * A seeded post without its times: those are computed from the clock at boot (blog.seed.ts), so the
 * dashboard shows movement over the last months whenever the service starts.
 */
export interface PostSeed extends Omit<
  BlogPost,
  'published' | 'publishedAt' | 'createdAt' | 'updatedAt' | 'date'
> {
  createdDaysAgo: number;
  /** null for a draft. */
  publishedDaysAgo: number | null;
  /** When it was last edited; defaults to its publication (or creation). */
  updatedDaysAgo?: number;
}
