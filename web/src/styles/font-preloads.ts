/**
 * The woff2 file the largest text of a first load (the LCP element) is drawn with, for the server
 * renderer's <link rel="preload" as="font" type="font/woff2" crossorigin>. Only that one: a preload
 * competes with the page's CSS and scripts for the first bytes, and the other faces are fetched when
 * the text needing them is laid out. Imported with `?url` from the same generated files as fonts.css
 * (scripts/subset-fonts.mjs), so Vite gives the same hashed names, in the client and in an SSR build.
 */
import { type Language, languageSpec } from '@madar/shared';
import plexArabicRegular from './generated-fonts/ibm-plex-sans-arabic-400.woff2?url';
import plexArabicBold from './generated-fonts/ibm-plex-sans-arabic-700.woff2?url';
import interLatin from './generated-fonts/inter-latin-wght.woff2?url';

// A post's LCP element is its bold title; on the other pages, at a phone's width, it is the hero's
// regular-weight subtitle or the first service's description (measured with Chrome's LCP entries).
const POST = /^\/blog\/[^/]+\/?$/;

/** `path` is the page's path without its language prefix (`/blog/<slug>`, `/services`...). */
export function fontPreloads(lng: Language, path = '/'): string[] {
  // One variable file carries every weight of the Latin text.
  if (languageSpec(lng).font === 'latin') return [interLatin];
  return [POST.test(path) ? plexArabicBold : plexArabicRegular];
}
