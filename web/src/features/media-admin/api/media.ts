/**
 * The media library's API (content service, /api/media; editors and owners): the list, uploads,
 * replacements, alt texts, deletion and the posts that use an image. The shapes mirror
 * services/content/src/media/media.model.ts.
 */
import type { LocalizedText, Page } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { upload } from '@/lib/api-transfer';
import type { ApiError } from '@/lib/api-error';

export interface MediaFile {
  name: string;
  width: number;
  format: 'webp' | 'jpg' | 'png';
  bytes: number;
  url: string;
}

export interface MediaItem {
  id: string;
  /** The fallback (JPEG or PNG) at the largest width: what a post stores as its image. */
  url: string;
  revision: number;
  alt: LocalizedText;
  fileName: string;
  width: number;
  height: number;
  sourceFormat: string;
  bytes: number;
  files: MediaFile[];
  createdAt: string;
  updatedAt: string;
}

/** A post that points at an image: why a delete is refused (409 MEDIA.IN_USE). */
export interface MediaUse {
  postId: string;
  slug: string;
  title: LocalizedText;
  field: 'image' | 'content';
}

export const MEDIA_PAGE_SIZE = 24;
/** As the content service's MEDIA_ALT_MAX. */
export const MEDIA_ALT_MAX = 250;
/** What the file picker offers; the service judges the content, whatever the picker let through. */
export const MEDIA_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

export const mediaListKey = (search: string, page: number) => {
  const query = new URLSearchParams({ page: String(page), pageSize: String(MEDIA_PAGE_SIZE) });
  if (search) query.set('search', search);
  return `/media?${query.toString()}`;
};

export function useMediaList(search: string, page: number) {
  const key = mediaListKey(search, page);
  return useSWR<Page<MediaItem>, ApiError>(key, () => api.get<Page<MediaItem>>(key));
}

const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** POST /api/media: the new image (multipart, as every upload of the panel: lib/api-transfer). */
export const uploadMedia = (file: File) => upload<MediaItem>('/media', fileForm(file));

/** PUT /api/media/:id/file: the same image (id, address stem) with its new files. */
export const replaceMediaFile = (id: string, file: File) =>
  upload<MediaItem>(`/media/${encodeURIComponent(id)}/file`, fileForm(file), { method: 'PUT' });

export const updateMediaAlt = (id: string, alt: LocalizedText) =>
  api.patch<MediaItem>(`/media/${encodeURIComponent(id)}`, { alt });

export const deleteMedia = (id: string) => api.delete(`/media/${encodeURIComponent(id)}`);

/** GET /api/media/:id/uses: the posts a refused delete names. */
export const getMediaUses = (id: string) => api.get<MediaUse[]>(`/media/${encodeURIComponent(id)}/uses`);

/** The smallest WebP file: the grid's thumbnail. */
export const thumbnailOf = (item: MediaItem): string =>
  item.files.find((file) => file.format === 'webp')?.url ?? item.url;
