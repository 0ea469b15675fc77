/** Blog posts in PostgreSQL (table `content.posts`). */
import type { BlogPost, DateRange, Page } from '@madar/shared';
import { containsPattern, type DataSource, foldForSearch, isUuid, listInPostgres } from '@madar/shared/data';
import { type Selectable, sql, type Updateable } from 'kysely';
import type { ContentDb, PostsTable } from '../database/schema';
import type { PostCategoryId } from './blog-categories';
import {
  BlogPostsStore,
  type PostChanges,
  type PostListQuery,
  postSearchText,
  slugTaken,
} from './blog-posts.store';

const COLUMNS = [
  'id',
  'slug',
  'category',
  'author',
  'authorTitle',
  'authorImage',
  'image',
  'title',
  'excerpt',
  'content',
  'tags',
  'published',
  'publishedAt',
  'createdAt',
  'updatedAt',
  'date',
] as const;

type PostRow = Pick<Selectable<PostsTable>, (typeof COLUMNS)[number]>;

function toPost(row: PostRow): BlogPost {
  return {
    id: row.id,
    title: { en: row.title.en, ar: row.title.ar },
    slug: row.slug,
    category: row.category as PostCategoryId,
    author: row.author,
    authorTitle: { en: row.authorTitle.en, ar: row.authorTitle.ar },
    authorImage: row.authorImage,
    date: row.date.toISOString(),
    image: row.image,
    excerpt: { en: row.excerpt.en, ar: row.excerpt.ar },
    content: { en: row.content.en, ar: row.content.ar },
    tags: row.tags.map((tag) => ({ en: tag.en, ar: tag.ar })),
    published: row.published,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The search column: the same fields memory mode searches, folded as the search term is. */
const searchColumn = (post: BlogPost) => foldForSearch(postSearchText(post).join('\n'));

/** The row of a post, every column the application writes. */
export const toPostRow = (post: BlogPost) => ({
  id: post.id,
  slug: post.slug,
  category: post.category,
  author: post.author,
  authorTitle: JSON.stringify(post.authorTitle),
  authorImage: post.authorImage,
  image: post.image,
  title: JSON.stringify(post.title),
  excerpt: JSON.stringify(post.excerpt),
  content: JSON.stringify(post.content),
  tags: JSON.stringify(post.tags),
  published: post.published,
  publishedAt: post.publishedAt,
  createdAt: post.createdAt,
  updatedAt: post.updatedAt,
  searchText: searchColumn(post),
});

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
    if (query.category) filtered = filtered.where('category', '=', query.category);
    if (query.search) filtered = filtered.where('searchText', 'like', containsPattern(query.search));

    const { field } = query.sort;
    return listInPostgres(filtered.select(COLUMNS), query, {
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
      .select(COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toPost(row);
  }

  async getBySlug(slug: string): Promise<BlogPost | undefined> {
    const row = await this.data.db
      .selectFrom('posts')
      .select(COLUMNS)
      .where('slug', '=', slug)
      .executeTakeFirst();
    return row && toPost(row);
  }

  async create(post: BlogPost): Promise<BlogPost> {
    const row = await mapSlugClash(
      this.data.db.insertInto('posts').values(toPostRow(post)).returning(COLUMNS).executeTakeFirstOrThrow(),
    );
    return toPost(row);
  }

  async update(id: string, changes: PostChanges): Promise<BlogPost | undefined> {
    if (!isUuid(id)) return undefined;
    // One transaction: the search column is rebuilt from the post as it now is.
    return this.data.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('posts')
        .select(COLUMNS)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!current) return undefined;
      const { id: _id, createdAt: _createdAt, date: _date, ...allowed } = changes as Partial<BlogPost>;
      const next: BlogPost = { ...toPost(current), ...allowed };
      const { id: _rowId, createdAt: _rowCreatedAt, ...all } = toPostRow(next);
      const values: Updateable<PostsTable> = all;
      const row = await mapSlugClash(
        trx
          .updateTable('posts')
          .set(values)
          .where('id', '=', id)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow(),
      );
      return toPost(row);
    });
  }

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await this.data.db.deleteFrom('posts').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async count(range: DateRange = {}): Promise<number> {
    let query = this.data.db.selectFrom('posts').select((eb) => eb.fn.countAll<string>().as('total'));
    if (range.from) query = query.where('createdAt', '>=', range.from);
    if (range.to) query = query.where('createdAt', '<', range.to);
    const { total } = await query.executeTakeFirstOrThrow();
    return Number(total);
  }
}
