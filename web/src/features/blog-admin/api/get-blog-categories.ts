import type { BlogCategory } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/blog/categories: `{ id, label }[]`, the first being the `all` filter. */
export const blogCategoriesKey = '/blog/categories';

export function getBlogCategories(): Promise<BlogCategory[]> {
  return api.get<BlogCategory[]>(blogCategoriesKey);
}

/** The categories a post can belong to (without `all`). */
export function usePostCategories() {
  const result = useSWR<BlogCategory[], ApiError>(blogCategoriesKey, getBlogCategories);
  return { ...result, categories: (result.data ?? []).filter((category) => category.id !== 'all') };
}
