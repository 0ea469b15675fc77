/** Post previews in PostgreSQL (table `content.post_previews`, migration 0012). */
import type { PostPreview } from '@madar/shared';
import type { DataSource } from '@madar/shared/data';
import type { ContentDb } from '../database/schema';
import { PostPreviewsStore, type StoredPreview } from './post-previews.store';

export class PostgresPostPreviewsStore extends PostPreviewsStore {
  constructor(private readonly data: DataSource<ContentDb>) {
    super();
  }

  async put(stored: StoredPreview, now: Date): Promise<void> {
    // Expired previews go with each write: the table holds at most an expiry's worth of previews, with
    // no scheduled task to keep.
    await this.data.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('postPreviews').where('expiresAt', '<=', now).execute();
      await trx
        .insertInto('postPreviews')
        .values({
          tokenHash: stored.tokenHash,
          preview: JSON.stringify(stored.preview),
          expiresAt: stored.expiresAt,
          createdAt: now,
        })
        .execute();
    });
  }

  async get(tokenHash: string, now: Date): Promise<PostPreview | undefined> {
    const row = await this.data.db
      .selectFrom('postPreviews')
      .select('preview')
      .where('tokenHash', '=', tokenHash)
      .where('expiresAt', '>', now)
      .executeTakeFirst();
    return row?.preview;
  }
}
