import { POST_LIMITS, SLUG_PATTERN } from '@madar/shared';

// The slug rule of the post contract, the content service's too.
const SLUG_MAX = POST_LIMITS.slug;

/**
 * A URL slug suggested from an (English) title: accents folded, anything else that is not a Latin letter
 * or digit becomes a hyphen, runs of hyphens collapse, and the result is cut at a word boundary.
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_MAX) return slug;
  const cut = slug.slice(0, SLUG_MAX);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

export function isValidSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX && SLUG_PATTERN.test(slug);
}
