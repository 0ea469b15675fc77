/**
 * What a new content database starts with, each part once per database (a marker row, not a guess from
 * counts): the company catalogue always, and with SEED_DEMO_DATA the demo blog posts (deleting every
 * demo post never brings them back).
 *
 * The catalogue is seeded from the same copy memory mode serves (catalogue/catalogue.seed.ts) into an
 * empty database only. Later changes to that text ship as migrations (database/migrations.ts) that
 * update the rows concerned, so databases seeded before the change see it too.
 */
import { type SeedContext, seedOnce } from '@madar/shared/data';
import type { Kysely } from 'kysely';
import { buildBlogSeed } from '../blog/blog.seed';
import { toPostRow } from '../blog/blog-posts.row';
import { insertCatalogue } from '../catalogue/catalogue.pg-store';
import { CATALOGUE_SEED } from '../catalogue/catalogue.seed';
import type { ContentDb } from './schema';

export async function seedContent(db: Kysely<ContentDb>, { now, demo }: SeedContext): Promise<void> {
  await seedOnce(db, 'catalogue', (trx) => insertCatalogue(trx, CATALOGUE_SEED));
  if (!demo) return;
  await seedOnce(db, 'demo-posts', async (trx) => {
    const posts = buildBlogSeed(now).map(toPostRow);
    if (posts.length > 0) await trx.insertInto('posts').values(posts).execute();
  });
}
