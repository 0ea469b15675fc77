/**
 * The media library's contract in one place: the record `/api/media` answers with, its limits, the
 * error codes of its refusals and the public file names its images are served under.
 *
 * A file name is `<id>-v<revision>-<width>.<ext>`: replacing the image makes a new revision, so a name
 * never changes what it holds (served `immutable`), while `/media/<id>-` stays the stem every use
 * points at. A name of an earlier revision answers the current image (cached briefly), so a post that
 * still points at it keeps working.
 */
import type { LocalizedText } from '@madar/shared';

/** The responsive widths kept of each image; never larger than the original (no upscaling). */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;
/** The largest width kept: an image wider than this is scaled down to it. */
export const MEDIA_MAX_WIDTH = 1600;
/**
 * Pixels an upload may have, checked from its header before it is decoded: a small file may claim a
 * huge canvas (a decompression bomb), and decoding 25 megapixels with transparency takes up to 100 MB, beside a service limited to 256 MB.
 */
export const MEDIA_MAX_PIXELS = 25_000_000;
/** Characters of the alternative text in each language. */
export const MEDIA_ALT_MAX = 250;
/** Characters of the uploaded file's name kept for the library's list (it is never served). */
export const MEDIA_FILE_NAME_MAX = 200;
export const MEDIA_DEFAULT_PAGE_SIZE = 24;

/** The public path the gateway serves the files under (proxied to `GET /api/media/files/:name`). */
export const MEDIA_PUBLIC_PATH = '/media/';

/** The media library's error codes (beside the shared ones: VALIDATION.FAILED, STORAGE.FULL, …). */
export const MEDIA_ERRORS = {
  /** 404: no image of the library has this id (or no file has this name). */
  NOT_FOUND: 'MEDIA.NOT_FOUND',
  /** 409: the image is used by posts (listed in `uses`); remove it from them first. */
  IN_USE: 'MEDIA.IN_USE',
  /** 415: the file's content is not a PNG, JPEG, WebP, GIF or AVIF image (its name and type aside). */
  UNSUPPORTED_TYPE: 'MEDIA.UNSUPPORTED_TYPE',
  /** 413: the file is larger than MEDIA_MAX_BYTES. */
  TOO_LARGE: 'MEDIA.TOO_LARGE',
  /** 422: the image has more pixels than MEDIA_MAX_PIXELS (whatever its size in bytes). */
  TOO_MANY_PIXELS: 'MEDIA.TOO_MANY_PIXELS',
  /** 422: the file starts like an image of an accepted type but cannot be decoded (truncated, corrupt). */
  UNREADABLE: 'MEDIA.UNREADABLE',
} as const;

/** The types an upload is accepted as, judged by its first bytes. */
export const MEDIA_SOURCE_FORMATS = ['png', 'jpeg', 'webp', 'gif', 'avif'] as const;
export type MediaSourceFormat = (typeof MEDIA_SOURCE_FORMATS)[number];

/** What is served: WebP at every width, and a JPEG (or a PNG, for an image with transparency) fallback. */
export const MEDIA_FILE_FORMATS = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' } as const;
export type MediaFileFormat = keyof typeof MEDIA_FILE_FORMATS;

/** One served file of an image. */
export interface MediaFile {
  name: string;
  width: number;
  format: MediaFileFormat;
  bytes: number;
  url: string;
}

/** An image of the library, as the API answers it. */
export interface MediaItem {
  id: string;
  /**
   * The fallback file (JPEG or PNG) at the largest width, what a post stores as its image; a
   * `srcset` of the WebP widths is derived from it (web/src/lib/media-srcset.ts).
   */
  url: string;
  revision: number;
  alt: LocalizedText;
  /** The uploaded file's name, for the library's list only. */
  fileName: string;
  /** Of the largest file kept (after orientation, at most MEDIA_MAX_WIDTH wide). */
  width: number;
  height: number;
  /** The uploaded file's type, judged by its content. */
  sourceFormat: MediaSourceFormat;
  /** Bytes of every file kept. */
  bytes: number;
  files: MediaFile[];
  createdAt: string;
  updatedAt: string;
}

/** A post that points at an image (its cover or its body): why a delete is refused. */
export interface MediaUse {
  postId: string;
  slug: string;
  title: LocalizedText;
  field: 'image' | 'content';
}

export const mediaFileName = (id: string, revision: number, width: number, format: MediaFileFormat) =>
  `${id}-v${revision}-${width}.${format}`;

export const mediaUrl = (name: string) => `${MEDIA_PUBLIC_PATH}${name}`;

/** The stem every file of an image starts with, whatever the revision: what a use is found by. */
export const mediaStem = (id: string) => `${MEDIA_PUBLIC_PATH}${id}-`;

const FILE_NAME =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-v(\d{1,9})-(\d{1,5})\.(webp|jpg|png)$/;

export interface ParsedMediaFileName {
  id: string;
  revision: number;
  width: number;
  format: MediaFileFormat;
}

/** The parts of a served file's name; undefined for anything else. */
export function parseMediaFileName(name: string): ParsedMediaFileName | undefined {
  const match = FILE_NAME.exec(name);
  if (!match) return undefined;
  const [, id = '', revision = '', width = '', format = ''] = match;
  return { id, revision: Number(revision), width: Number(width), format: format as MediaFileFormat };
}
