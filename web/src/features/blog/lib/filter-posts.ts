import { type BlogCategoryId, type BlogPost, type Language, localize } from '@madar/shared';

/** The category filter value that matches every post. */
export const ALL_CATEGORIES: BlogCategoryId = 'all';

/** At most this many related posts under an article (spec §9). */
export const MAX_RELATED_POSTS = 3;

type SearchablePost = Pick<BlogPost, 'title' | 'excerpt' | 'tags' | 'category'>;

/**
 * The blog list's search (spec §5): a case-insensitive substring of the title, the excerpt (in the
 * current language) or any tag (in the current language too), combined with the category; `all` matches every category. An empty or
 * blank query matches every post.
 */
export function filterPosts<T extends SearchablePost>(
  posts: readonly T[],
  query: string,
  category: string,
  lang: Language,
): T[] {
  const needle = query.trim().toLocaleLowerCase(lang);
  const matchesText = (post: T) =>
    needle === '' ||
    [post.title[lang], post.excerpt[lang], ...post.tags.map((tag) => localize(tag, lang))].some((text) =>
      text.toLocaleLowerCase(lang).includes(needle),
    );
  const matchesCategory = (post: T) => category === ALL_CATEGORIES || post.category === category;
  return posts.filter((post) => matchesCategory(post) && matchesText(post));
}

/**
 * Related posts (spec §4, §9): other posts of the same category, in list order (newest first), at
 * most three; when the category has fewer, the latest other posts fill the rest, so the section is
 * empty only when there is no other post at all.
 */
export function relatedPosts<T extends Pick<BlogPost, 'slug' | 'category'>>(
  post: Pick<BlogPost, 'slug' | 'category'>,
  posts: readonly T[],
  limit = MAX_RELATED_POSTS,
): T[] {
  const others = posts.filter((other) => other.slug !== post.slug);
  const sameCategory = others.filter((other) => other.category === post.category);
  const latest = others.filter((other) => other.category !== post.category);
  return [...sameCategory, ...latest].slice(0, limit);
}
