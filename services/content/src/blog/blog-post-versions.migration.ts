/**
 * Migration 0009: posts' versions. Expand only: a new table the previous version never reads, and one
 * baseline version of every post as it stands (author null: nobody saved it as a version), so each post's
 * history starts from what it was before versions were kept. The baseline's state is built here in SQL,
 * column by column as the posts table stands at this migration, so it never depends on how later code
 * maps a row.
 */
import { createVersionsTable, insertBaselineVersions, isoSql } from '@madar/shared/data';
import { type Kysely, sql } from 'kysely';

export async function postVersions(db: Kysely<unknown>): Promise<void> {
  await createVersionsTable(db);
  await insertBaselineVersions(
    db,
    'post',
    'posts',
    sql`jsonb_build_object(
      'id', id::text, 'title', title, 'slug', slug, 'category', category, 'author', author_name,
      'authorTitle', author_title, 'authorImage', author_image, 'date', ${isoSql('date')}, 'image', image,
      'excerpt', excerpt, 'content', content, 'tags', tags, 'published', published,
      'publishedAt', ${isoSql('published_at')}, 'scheduledAt', ${isoSql('scheduled_at')},
      'createdAt', ${isoSql('created_at')}, 'updatedAt', ${isoSql('updated_at')})`,
  );
}
