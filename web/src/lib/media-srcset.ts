/**
 * The responsive files of a media library image, from the one address a post stores (its fallback at
 * the largest width: `/media/<id>-v<revision>-<width>.jpg|png`, on this site or as an absolute URL of
 * it). The content service keeps WebP files at 480, 960 and 1600 px, never wider than the original, so
 * the widths follow from the largest one. Any other address (a site illustration, an outside URL) has
 * no srcset.
 */
const MEDIA_FILE = /^((?:https:\/\/[^/?#]+)?\/media\/[0-9a-f-]{36}-v\d{1,9}-)(\d{1,5})\.(?:jpg|png|webp)$/;

/** As services/content/src/media/media.model.ts: MEDIA_WIDTHS. */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;

/** `srcset` of the image's WebP files, or undefined when the address is not a library image's. */
export function mediaSrcSet(url: string | null | undefined): string | undefined {
  const match = url ? MEDIA_FILE.exec(url) : null;
  if (!match) return undefined;
  const [, stem = '', largestText = ''] = match;
  const largest = Number(largestText);
  const widths = [...MEDIA_WIDTHS.filter((width) => width < largest), largest];
  return widths.map((width) => `${stem}${width}.webp ${width}w`).join(', ');
}

/** The width a post body's image takes: the article's column (52rem), or the screen below it. */
export const BODY_IMAGE_SIZES = '(min-width: 52rem) 52rem, 100vw';

const IMG_TAG = /<img\b[^>]*>/g;
const SRC = /\ssrc="([^"]*)"/;

/**
 * A post body (HTML the content service has cleaned: attributes double-quoted, no srcset of its own)
 * with each library image given its WebP files, the column's sizes, and lazy loading: a phone fetches
 * the 480 px file, not the largest one the body names. Other images are left as they are.
 */
export function withMediaSrcSets(html: string): string {
  return html.replace(IMG_TAG, (tag) => {
    const srcSet = mediaSrcSet(SRC.exec(tag)?.[1]);
    if (!srcSet || /\ssrcset=/.test(tag)) return tag;
    const loading = /\sloading=/.test(tag) ? '' : ' loading="lazy" decoding="async"';
    return `<img srcset="${srcSet}" sizes="${BODY_IMAGE_SIZES}"${loading}${tag.slice(4)}`;
  });
}
