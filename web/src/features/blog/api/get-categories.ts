import type { BlogCategory } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/blog/categories: `{ id, label }[]`, `all` first. */
export const blogCategoriesKey = '/blog/categories';

export function getBlogCategories(): Promise<BlogCategory[]> {
  return api.get<BlogCategory[]>(blogCategoriesKey);
}

export function useBlogCategories() {
  return useSWR<BlogCategory[], ApiError>(blogCategoriesKey, getBlogCategories);
}
