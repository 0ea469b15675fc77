/**
 * A blog post as a row of `content.posts` and back, texts as jsonb: the one mapping the pg-store and
 * the seed share.
 */
import type { BlogPost } from '@madar/shared';
import { foldForSearch } from '@madar/shared/data';
import type { Insertable, Selectable } from 'kysely';
import type { PostsTable } from '../database/schema';
import { postSearchText } from './blog-posts.store';

export const POST_COLUMNS = [
  'id',
  'slug',
  'category',
  'authorName',
  'authorTitle',
  'authorImage',
  'image',
  'title',
  'excerpt',
  'content',
  'tags',
  'published',
  'publishedAt',
  'scheduledAt',
  'createdAt',
  'updatedAt',
  'date',
] as const satisfies readonly (keyof Selectable<PostsTable>)[];

export type PostRow = Pick<Selectable<PostsTable>, (typeof POST_COLUMNS)[number]>;

export function toPost(row: PostRow): BlogPost {
  return {
    id: row.id,
    title: { en: row.title.en, ar: row.title.ar },
    slug: row.slug,
    category: row.category,
    author: { en: row.authorName.en, ar: row.authorName.ar },
    authorTitle: { en: row.authorTitle.en, ar: row.authorTitle.ar },
    authorImage: row.authorImage,
    date: row.date.toISOString(),
    image: row.image,
    excerpt: { en: row.excerpt.en, ar: row.excerpt.ar },
    content: { en: row.content.en, ar: row.content.ar },
    tags: row.tags.map((tag) => ({ en: tag.en, ar: tag.ar })),
    published: row.published,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    scheduledAt: row.scheduledAt ? row.scheduledAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The search column: the same fields memory mode searches, folded as the search term is. */
const searchColumn = (post: BlogPost) => foldForSearch(postSearchText(post).join('\n'));

/** The row of a post, every column the application writes. */
export const toPostRow = (post: BlogPost): Required<Insertable<PostsTable>> => ({
  id: post.id,
  slug: post.slug,
  category: post.category,
  // What replicas of the version before names had two languages read (migration 0006).
  author: post.author.en,
  authorName: JSON.stringify(post.author),
  authorTitle: JSON.stringify(post.authorTitle),
  authorImage: post.authorImage,
  image: post.image,
  title: JSON.stringify(post.title),
  excerpt: JSON.stringify(post.excerpt),
  content: JSON.stringify(post.content),
  tags: JSON.stringify(post.tags),
  published: post.published,
  publishedAt: post.publishedAt,
  scheduledAt: post.scheduledAt ?? null,
  createdAt: post.createdAt,
  updatedAt: post.updatedAt,
  searchText: searchColumn(post),
});
