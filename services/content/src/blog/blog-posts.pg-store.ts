/** Blog posts in PostgreSQL (table `content.posts`). */
import type { BlogPost, DateRange, Page } from '@madar/shared';
import {
  type AuditStamp,
  changeEntry,
  containsPattern,
  type DataSource,
  insertAuditEntry,
  isUuid,
  listInPostgres,
} from '@madar/shared/data';
import { sql, type Updateable } from 'kysely';
import type { ContentDb, PostsTable } from '../database/schema';
import { insertPostVersion } from './blog-post-versions';
import { POST_COLUMNS, toPost, toPostRow } from './blog-posts.row';
import {
  BlogPostsStore,
  POST_AUDIT,
  type PostChanges,
  type PostListQuery,
  publishedOnSchedule,
  slugTaken,
} from './blog-posts.store';

/** The unique index on the slug refused the write: another post holds it. */
function isSlugClash(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'posts_slug_key';
}

async function mapSlugClash<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isSlugClash(error)) throw slugTaken();
    throw error;
  }
}

export class PostgresBlogPostsStore extends BlogPostsStore {
  constructor(private readonly data: DataSource<ContentDb>) {
    super();
  }

  async list(query: PostListQuery): Promise<Page<BlogPost>> {
    let filtered = this.data.db.selectFrom('posts');
    if (query.status) filtered = filtered.where('published', '=', query.status === 'published');
    if (query.status === 'draft') filtered = filtered.where('scheduledAt', 'is', null);
    if (query.status === 'scheduled') filtered = filtered.where('scheduledAt', 'is not', null);
    if (query.category) filtered = filtered.where('category', '=', query.category);
    if (query.search) filtered = filtered.where('searchText', 'like', containsPattern(query.search));

    const { field } = query.sort;
    return listInPostgres(filtered.select(POST_COLUMNS), query, {
      // Slugs in byte order, as JavaScript compares them (memory mode), whatever the collation.
      sortBy: field === 'slug' ? sql`slug collate "C"` : field,
      id: 'id',
      toItem: toPost,
    });
  }

  async get(id: string): Promise<BlogPost | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await this.data.db
      .selectFrom('posts')
      .select(POST_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toPost(row);
  }

  async getBySlug(slug: string): Promise<BlogPost | undefined> {
    const row = await this.data.db
      .selectFrom('posts')
      .select(POST_COLUMNS)
      .where('slug', '=', slug)
      .executeTakeFirst();
    return row && toPost(row);
  }

  async create(post: BlogPost, audit?: AuditStamp): Promise<BlogPost> {
    // One transaction: the post and its audit entry commit together or not at all.
    return mapSlugClash(
      this.data.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('posts')
          .values(toPostRow(post))
          .returning(POST_COLUMNS)
          .executeTakeFirstOrThrow();
        const created = toPost(row);
        if (audit) await insertAuditEntry(trx, changeEntry(audit, POST_AUDIT, post.id, undefined, created));
        if (audit) await insertPostVersion(trx, audit, created);
        return created;
      }),
    );
  }

  async update(id: string, changes: PostChanges, audit?: AuditStamp): Promise<BlogPost | undefined> {
    if (!isUuid(id)) return undefined;
    // One transaction: the search column is rebuilt from the post as it now is.
    return this.data.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('posts')
        .select(POST_COLUMNS)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!current) return undefined;
      const { id: _id, createdAt: _createdAt, date: _date, ...allowed }: Partial<BlogPost> = changes;
      const next: BlogPost = { ...toPost(current), ...allowed };
      const { id: _rowId, createdAt: _rowCreatedAt, ...all } = toPostRow(next);
      const values: Updateable<PostsTable> = all;
      const row = await mapSlugClash(
        trx
          .updateTable('posts')
          .set(values)
          .where('id', '=', id)
          .returning(POST_COLUMNS)
          .executeTakeFirstOrThrow(),
      );
      const updated = toPost(row);
      if (audit) await insertAuditEntry(trx, changeEntry(audit, POST_AUDIT, id, toPost(current), updated));
      if (audit) await insertPostVersion(trx, audit, updated, toPost(current));
      return updated;
    });
  }

  async delete(id: string, audit?: AuditStamp): Promise<boolean> {
    if (!isUuid(id)) return false;
    return this.data.db.transaction().execute(async (trx) => {
      const row = await trx
        .deleteFrom('posts')
        .where('id', '=', id)
        .returning(POST_COLUMNS)
        .executeTakeFirst();
      if (!row) return false;
      if (audit) await insertAuditEntry(trx, changeEntry(audit, POST_AUDIT, id, toPost(row), undefined));
      return true;
    });
  }

  async count(range: DateRange = {}): Promise<number> {
    let query = this.data.db.selectFrom('posts').select((eb) => eb.fn.countAll<string>().as('total'));
    if (range.from) query = query.where('createdAt', '>=', range.from);
    if (range.to) query = query.where('createdAt', '<', range.to);
    const { total } = await query.executeTakeFirstOrThrow();
    return Number(total);
  }

  async publishDue(now: Date, audit: AuditStamp): Promise<BlogPost[]> {
    return this.data.db.transaction().execute(async (trx) => {
      // The due drafts, locked; a replica running this at the same moment skips the rows locked here
      // (and finds them published once this commits), so each post is published and audited once.
      const due = await trx
        .selectFrom('posts')
        .select(POST_COLUMNS)
        .where('published', '=', false)
        .where('scheduledAt', '<=', now)
        .forUpdate()
        .skipLocked()
        .execute();
      const published: BlogPost[] = [];
      for (const row of due) {
        const before = toPost(row);
        const next = publishedOnSchedule(before, now);
        const after = await trx
          .updateTable('posts')
          .set({
            published: true,
            publishedAt: next.publishedAt,
            scheduledAt: null,
            updatedAt: next.updatedAt,
          })
          .where('id', '=', before.id)
          .where('published', '=', false)
          .where('scheduledAt', '<=', now)
          .returning(POST_COLUMNS)
          .executeTakeFirst();
        if (!after) continue;
        const updated = toPost(after);
        await insertAuditEntry(trx, changeEntry(audit, POST_AUDIT, before.id, before, updated));
        // A version by the system, as any save keeps one.
        await insertPostVersion(trx, audit, updated, before);
        published.push(updated);
      }
      return published;
    });
  }
}
