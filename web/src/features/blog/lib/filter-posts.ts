import {
  type BlogCategoryId,
  type BlogPost,
  type Language,
  localize,
  normalizeForSearch,
} from '@madar/shared';

/** The category filter value that matches every post. */
export const ALL_CATEGORIES: BlogCategoryId = 'all';

type SearchablePost = Pick<BlogPost, 'title' | 'excerpt' | 'tags' | 'category'>;

/**
 * The blog list's search (docs/product.md#blog): a substring of the title, the excerpt (in the current
 * language) or any tag (in the current language too), both sides folded as every search box folds them
 * (`normalizeForSearch`: case, alef forms, taa marbuta, alef maqsura, diacritics, tatweel), combined with
 * the category; `all` matches every category. An empty or blank query matches every post.
 */
export function filterPosts<T extends SearchablePost>(
  posts: readonly T[],
  query: string,
  category: string,
  lang: Language,
): T[] {
  const needle = normalizeForSearch(query.trim());
  const matchesText = (post: T) =>
    needle === '' ||
    [post.title[lang], post.excerpt[lang], ...post.tags.map((tag) => localize(tag, lang))].some((text) =>
      normalizeForSearch(text).includes(needle),
    );
  const matchesCategory = (post: T) => category === ALL_CATEGORIES || post.category === category;
  return posts.filter((post) => matchesCategory(post) && matchesText(post));
}
