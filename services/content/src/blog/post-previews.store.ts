/**
 * Where post previews are kept until they expire: the shared previews store (@madar/shared/data, which
 * keeps a preview under its token's hash and drops it at its expiry), in memory or in PostgreSQL
 * (`content.post_previews`, migration 0012). This class names the posts' store for dependency injection.
 */
import type { PostPreview } from '@madar/shared';
import { PreviewsStore } from '@madar/shared/data';

export abstract class PostPreviewsStore extends PreviewsStore<PostPreview> {}

/** The table migration 0012 made (the columns of createPreviewsTable). */
export const POST_PREVIEWS_TABLE = 'post_previews';
