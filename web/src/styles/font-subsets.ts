/**
 * The web fonts the site ships, as data: each face, the installed file it is cut from, and the Unicode
 * ranges it keeps. The build (scripts/subset-fonts.ts) writes one woff2 per face holding exactly the
 * code points of these ranges that the source font has, and the @font-face rules whose unicode-range
 * is that same set, so the browser never asks a file for a character it lacks.
 *
 * The ranges are the scripts the site writes, not the characters its pages hold today: staff type new
 * posts, jobs and services, so every letter of the language is kept, not only the ones in the seed.
 */

/** One code point, or an inclusive range of them. */
export type CodeRange = number | readonly [first: number, last: number];

/** One block of a script's ranges and why the site needs it. */
export interface RangeGroup {
  readonly why: string;
  readonly ranges: readonly CodeRange[];
}

export interface FontSubset {
  /** The generated file's name (Vite adds a content hash in a build). */
  readonly file: string;
  readonly family: string;
  /** One weight, or a variable font's range (its weight axis is cut to it). */
  readonly weight: number | readonly [min: number, max: number];
  /** The installed font file it is cut from, as a module path. */
  readonly source: string;
  readonly ranges: readonly RangeGroup[];
  /** OpenType layout features kept (with every glyph they reach from the kept code points). */
  readonly features: readonly string[];
}

/*
 * Arabic as the site writes it (Modern Standard Arabic, as in Libya). The Arabic Supplement and
 * Extended blocks and the letters other languages add to the Arabic block (Persian, Urdu, Kurdish...)
 * are left out; so are the presentation-form blocks (U+FB50–FDFF, U+FE70–FEFF): text holds the base
 * letters, and their joined forms are reached through the font's GSUB features, which the subset keeps.
 */
export const ARABIC: readonly RangeGroup[] = [
  {
    why: 'the word space and no-break space between Arabic words, spaced as the letters',
    ranges: [0x20, 0xa0],
  },
  {
    why: 'the letters: hamza, alef with hamza and madda, waw and yeh with hamza, alef … ghain',
    ranges: [[0x621, 0x63a]],
  },
  { why: 'tatweel (kashida), typed to stretch a word', ranges: [0x640] },
  { why: 'the letters feh … yeh, with alef maksura', ranges: [[0x641, 0x64a]] },
  {
    why: 'harakat and tashkeel: tanween, fatha, damma, kasra, shadda, sukun; madda and hamza above and below',
    ranges: [[0x64b, 0x655]],
  },
  { why: 'Arabic-Indic digits, percent sign, decimal and thousands separators', ranges: [[0x660, 0x66c]] },
  { why: 'superscript (dagger) alef, as in هٰذا', ranges: [0x670] },
  { why: 'Arabic comma, semicolon and question mark', ranges: [0x60c, 0x61b, 0x61f] },
  {
    why: 'the Arabic letter mark, the zero-width non-joiner and joiner, and the left-to-right and right-to-left marks',
    ranges: [0x61c, [0x200c, 0x200f]],
  },
];

/*
 * Latin: English text and the Latin words, numbers, addresses and brand names on Arabic pages. The seed
 * content and the translations use nothing past Latin-1 and the punctuation below, so the latin-ext
 * letters (Central European, Vietnamese...) are not shipped: a name needing one falls back to the
 * metric-matched local face.
 */
export const LATIN: readonly RangeGroup[] = [
  {
    why: 'ASCII: letters, digits, punctuation of English text, URLs and e-mail addresses',
    ranges: [[0x20, 0x7e]],
  },
  {
    why: 'Latin-1: no-break space, © « » ° × ·, and the accented letters of Western European names',
    ranges: [[0xa0, 0xff]],
  },
  { why: 'en, em, thin and hair spaces and the zero-width space', ranges: [[0x2002, 0x200b]] },
  {
    why: 'hyphen, non-breaking hyphen, figure, en and em dashes, horizontal bar',
    ranges: [[0x2010, 0x2015]],
  },
  { why: 'curly single and double quotes, low and high', ranges: [[0x2018, 0x201f]] },
  { why: 'daggers, bullet, ellipsis', ranges: [[0x2020, 0x2022], 0x2026] },
  {
    why: 'narrow no-break space (Intl date and time formats), primes, single guillemets (breadcrumbs)',
    ranges: [0x202f, [0x2032, 0x2033], [0x2039, 0x203a]],
  },
  { why: 'euro and trade mark signs', ranges: [0x20ac, 0x2122] },
  { why: 'the arrows of links and list controls, and the minus sign', ranges: [[0x2190, 0x2193], 0x2212] },
];

/*
 * What shaping needs, and what the styles ask for: ccmp/locl (composition, local forms), the Arabic
 * joining forms (isol/init/medi/fina) and required ligatures (rlig: lam-alef), liga/calt, mark and
 * mkmk (harakat on letters and on each other), kern, and tnum (font-variant-numeric: tabular-nums of
 * the statistics band). Inter's fraction and numerator features are not used.
 */
const SHAPING = [
  'ccmp',
  'locl',
  'isol',
  'init',
  'medi',
  'fina',
  'rlig',
  'liga',
  'calt',
  'mark',
  'mkmk',
  'kern',
];

const plexArabic = (weight: 400 | 600 | 700): FontSubset => ({
  file: `ibm-plex-sans-arabic-${weight}.woff2`,
  family: 'IBM Plex Sans Arabic',
  weight,
  source: `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`,
  ranges: ARABIC,
  features: SHAPING,
});

export const FONT_SUBSETS: readonly FontSubset[] = [
  {
    // One variable file for every weight of the Latin text: regular body text up to the logo's 800
    // (the weights the styles use; a bolder request gets 800, a lighter one 400).
    file: 'inter-latin-wght.woff2',
    family: 'Inter Variable',
    weight: [400, 800],
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    ranges: LATIN,
    features: [...SHAPING, 'tnum'],
  },
  // Static weights (the package has no variable Arabic file): body, semibold labels, bold headings.
  plexArabic(400),
  plexArabic(600),
  plexArabic(700),
];

/** Every code point the ranges name, in order, without repeats. */
export function codePointsOf(groups: readonly RangeGroup[]): number[] {
  const points = new Set<number>();
  for (const range of groups.flatMap((group) => group.ranges)) {
    const [first, last] = typeof range === 'number' ? [range, range] : range;
    for (let point = first; point <= last; point += 1) points.add(point);
  }
  return [...points].sort((a, b) => a - b);
}

const hex = (point: number): string => point.toString(16).toUpperCase().padStart(4, '0');

/** A CSS unicode-range value for a sorted set of code points, consecutive ones joined. */
export function unicodeRange(points: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < points.length;) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === (points[j] ?? 0) + 1) j += 1;
    const first = points[i] ?? 0;
    const last = points[j] ?? 0;
    parts.push(first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/**
 * The @font-face rule of a face whose file holds `points`. font-display: swap: the heading's face is
 * preloaded, and the fallbacks (fonts.css) take the same room, so a late swap moves nothing.
 */
export function fontFaceRule(subset: FontSubset, url: string, points: readonly number[]): string {
  const weight = typeof subset.weight === 'number' ? `${subset.weight}` : subset.weight.join(' ');
  const format = typeof subset.weight === 'number' ? 'woff2' : 'woff2-variations';
  return [
    '@font-face {',
    `  font-family: '${subset.family}';`,
    '  font-style: normal;',
    '  font-display: swap;',
    `  font-weight: ${weight};`,
    `  src: url('${url}') format('${format}');`,
    `  unicode-range: ${unicodeRange(points)};`,
    '}',
  ].join('\n');
}
