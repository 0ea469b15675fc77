/**
 * The woff2 files the largest text of a first load (the page heading) is drawn with, per language, for
 * the server renderer's <link rel="preload" as="font" type="font/woff2" crossorigin>. Imported with
 * `?url` so Vite gives the same hashed names as fonts.css, in the client and in an SSR build.
 */
import type { Language } from '@madar/shared';
import plexArabicBold from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

const preloads: Record<Language, readonly string[]> = {
  // One variable file carries every weight of the Latin text.
  en: [interLatin],
  // Headings are bold (global.css); Latin words on Arabic pages are rarely the largest text.
  ar: [plexArabicBold],
};

export function fontPreloads(lng: Language): string[] {
  return [...preloads[lng]];
}
