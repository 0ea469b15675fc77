/**
 * The initials an avatar circle shows when a person has no photo, drawn from the name as the page's
 * language spells it: "Youssef Al-Werfalli" gives "YW", "يوسف الورفلي" gives "ي و". The first name and
 * the family name, as people write monograms: a title before the name ("Dr.", "د.") and the article
 * of a family name ("Al-", "ال") are passed over, and a middle "Ben" or "بن" gives way to the name after
 * it. Arabic letters are joined by a space: side by side they would connect into a word of their own.
 */

/** A title before the name: "Dr.", "Eng.", and the Arabic abbreviations "د." and "م.". */
const TITLE = /^(?:dr|prof|eng|mr|mrs|ms)\.?$|^[\p{Script=Arabic}]{1,2}\.$/iu;
/** The family name's article, written joined: "Al-Werfalli", "El-Sharif", "الورفلي". */
const ARTICLE = /^(?:al|el)-(?=\p{L})|^ال(?=\p{L}{2})/iu;
const ARABIC = /\p{Script=Arabic}/u;

function initialOf(word: string): string {
  const [first = ''] = Array.from(word.replace(ARTICLE, '').replace(/^[^\p{L}]+/u, ''));
  return first.toUpperCase();
}

export function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const named = words.filter((word, index) => !(index < words.length - 1 && TITLE.test(word)));
  const first = named[0];
  if (first === undefined) return '';
  const letters = [initialOf(first)];
  if (named.length > 1) letters.push(initialOf(named[named.length - 1] ?? ''));
  const shown = letters.filter(Boolean);
  return shown.join(shown.some((letter) => ARABIC.test(letter)) ? ' ' : '');
}
