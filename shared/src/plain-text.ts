/**
 * The one rule for text people type into the site's forms (browser-safe, so the web can apply it too).
 *
 * Every text is normalised to Unicode NFC. A **single-line** text (a name, a subject, a title, a tag)
 * may not hold any control character (C0 and C1, tab, CR and LF included), any bidirectional embedding,
 * override or isolate (U+202A–U+202E, U+2066–U+2069) or any zero-width character (U+200B–U+200D, U+2060,
 * U+FEFF). A **multi-line** text (a message, a description, a cover letter, a post body) keeps tab and
 * line feed, its CRLF and lone CR line ends becoming LF, and refuses the rest of those characters.
 * Everything else is text: Arabic with its harakat and tatweel, Arabic-Indic digits, the plain
 * direction marks (U+200E, U+200F, U+061C) and emoji are all accepted.
 *
 * An email is a plain address only: letters, digits and `. _ + ' -` before the `@`, letters, digits,
 * dots and hyphens after it, so nothing in it can become a header, a parameter or a second recipient of
 * a `mailto:` link.
 */
export type TextLines = 'single' | 'multi';

const TAB = 0x09;
const LINE_FEED = 0x0a;

function isRefusedCodePoint(codePoint: number, lines: TextLines): boolean {
  if (lines === 'multi' && (codePoint === TAB || codePoint === LINE_FEED)) return false;
  return (
    codePoint <= 0x1f || // C0 controls
    (codePoint >= 0x7f && codePoint <= 0x9f) || // DEL and C1 controls
    (codePoint >= 0x202a && codePoint <= 0x202e) || // embeddings and overrides
    (codePoint >= 0x2066 && codePoint <= 0x2069) || // isolates
    (codePoint >= 0x200b && codePoint <= 0x200d) || // zero-width space, non-joiner, joiner
    codePoint === 0x2060 || // word joiner
    codePoint === 0xfeff // zero-width no-break space (byte order mark)
  );
}

/** NFC; in a multi-line text CRLF and lone CR become LF. Nothing is removed: refusing is the validator's. */
export function normalizeText(text: string, lines: TextLines): string {
  const nfc = text.normalize('NFC');
  return lines === 'multi' ? nfc.replace(/\r\n?/g, '\n') : nfc;
}

/** The first character the rule refuses, as `U+XXXX`, or undefined when the text is acceptable. */
export function refusedCharacter(text: string, lines: TextLines): string | undefined {
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (isRefusedCodePoint(codePoint, lines)) {
      return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
    }
  }
  return undefined;
}

/** Whether the (already normalised) text holds no character the rule refuses. */
export function isPlainText(text: string, lines: TextLines): boolean {
  return refusedCharacter(text, lines) === undefined;
}

/** A plain address: no `?`, `&`, `%`, `#`, quotes, spaces, angle brackets, commas or semicolons. */
export const PLAIN_EMAIL_PATTERN =
  /^[\p{L}\p{M}\p{Nd}._+'-]+@[\p{L}\p{M}\p{Nd}-]+(?:\.[\p{L}\p{M}\p{Nd}-]+)+$/u;

export function isPlainEmail(text: string): boolean {
  return PLAIN_EMAIL_PATTERN.test(text);
}
