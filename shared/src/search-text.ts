/**
 * What every search box compares: the searched text and the query both pass through `normalizeForSearch`,
 * so a search forgives what Arabic spelling varies on and what people type one way or another. Memory
 * stores and the web call it directly; PostgreSQL's search columns apply the same steps in SQL
 * (`searchFoldSql` in `@madar/shared/data`, built from the tables below), so both modes find the same.
 */

/**
 * Letters written interchangeably, and what they count as: hamza and madda forms of alef and alef wasla
 * as bare alef, taa marbuta as haa, alef maqsura as yaa (as Lucene's Arabic normaliser folds them); and
 * Arabic-Indic digits (Arabic and Persian forms) as ASCII ones, since a phone or a year is typed either way
 * on an Arabic keyboard. Position by position: `from[i]` becomes `to[i]`.
 */
export const SEARCH_FOLDS = {
  from: 'أإآٱةى٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
  to: 'ااااهي01234567890123456789',
} as const;

/**
 * Marks that change neither the word nor its meaning to a reader who searches: tashkeel (fathatan to
 * the marks after sukun, with the hamza and madda marks above and below), superscript alef, and tatweel,
 * the stretching stroke of justified titles.
 */
export const SEARCH_IGNORED_MARKS = '[\\u064B-\\u065F\\u0670\\u0640]';

const ignoredMarks = new RegExp(SEARCH_IGNORED_MARKS, 'gu');
const folds = new Map([...SEARCH_FOLDS.from].map((char, i) => [char, SEARCH_FOLDS.to[i] ?? char]));
const foldable = new RegExp(`[${SEARCH_FOLDS.from}]`, 'gu');

/**
 * The text as search compares it. In order: NFKC (full-width Latin and Arabic presentation forms become
 * the letters they show, and a letter typed with a separate hamza or madda is composed), Latin case
 * folded, the marks above removed, the letters above folded.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase('en')
    .replace(ignoredMarks, '')
    .replace(foldable, (char) => folds.get(char) ?? char);
}
