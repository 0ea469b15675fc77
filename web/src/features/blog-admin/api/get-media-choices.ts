/**
 * GET /api/media: the media library's images a post body can show, newest first, narrowed by a search
 * on file name and alt text. Only the fields the editor's image form needs; the media section owns the
 * full shape (features do not share code, so this reads the same endpoint on its own).
 */
import { MAX_PAGE_SIZE, type LocalizedText, type Page } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

export interface MediaChoice {
  id: string;
  /** The fallback file at the largest width: what a post body points at. */
  url: string;
  fileName: string;
  alt: LocalizedText;
}

export const mediaChoicesKey = (search: string) => {
  const query = new URLSearchParams({ page: '1', pageSize: String(MAX_PAGE_SIZE) });
  if (search) query.set('search', search);
  return `/media?${query.toString()}`;
};

export function useMediaChoices(search: string) {
  const key = mediaChoicesKey(search);
  return useSWR<Page<MediaChoice>, ApiError>(key, () => api.get<Page<MediaChoice>>(key));
}
