/**
 * Readable addresses made from a title: what a blog post's editor suggests and what a new job is given.
 * Only ASCII letters, digits and single hyphens survive (SLUG_PATTERN of the post contract), so an
 * address reads the same in every browser and needs no percent-encoding.
 */

/**
 * A slug from `text`, at most `max` characters: accents folded (Café → cafe), `&` read as "and", anything
 * else that is not a Latin letter or digit becomes a hyphen, runs of hyphens collapse, and a long result
 * is cut at a word boundary. Text without Latin letters or digits (an Arabic title) gives ''.
 */
export function slugify(text: string, max: number): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

/**
 * The first of `base`, `base-2`, `base-3`, … that `taken` does not hold: how a second "NOC Technician"
 * gets its own address without the first one's changing.
 */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
