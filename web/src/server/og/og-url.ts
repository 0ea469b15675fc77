/**
 * The Open Graph image URL of a page, named without fetching anything: a page type has its own card
 * (`/og/{kind}.png`), and a page with a site illustration (a service, a post, a project) gets a card
 * of that illustration (`/og/image/{path under /images, without .svg}.png`). Relative paths: the
 * head tags make them absolute with PUBLIC_ORIGIN.
 */
export const OG_KINDS = [
  'home',
  'about',
  'services',
  'projects',
  'careers',
  'blog',
  'contact',
  'client-brief',
  'legal',
  'default',
] as const;
export type OgKind = (typeof OG_KINDS)[number];

/** A site SVG under /images/ whose path is safe to put in a URL (the same characters the API allows). */
const SITE_SVG = /^\/images\/((?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/)*[A-Za-z0-9_~-][A-Za-z0-9._~-]*)\.svg$/;

/** Path of the illustration's card when `image` is one of the site's SVGs, else the page type's card. */
export function ogImageUrl(kind: OgKind, image?: string): string {
  const match = image === undefined ? null : SITE_SVG.exec(image);
  return match ? `/og/image/${match[1]}.png` : `/og/${kind}.png`;
}

export function isOgKind(value: string): value is OgKind {
  return (OG_KINDS as readonly string[]).includes(value);
}
