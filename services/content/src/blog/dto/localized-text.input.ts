/**
 * Bilingual inputs of a post. Both languages are required and must hold text (not only whitespace);
 * they are kept as sent, the service sanitising them. Each field has its own length limit, hence one
 * small class per kind of text. A title is single-line; the excerpt and the body multi-line (see
 * `plain-text.ts`).
 */
import { LocalizedTextInput, SHORT_TEXT_MAX } from '@madar/shared/nest';

export const EXCERPT_MAX = 1_000;
export const TAG_MAX = 40;
// Express refuses JSON bodies over 100 kB before this applies; the limit documents the intent.
export const CONTENT_MAX = 60_000;

/** A post title or an author title: one line in each language. */
export class ShortTextInput extends LocalizedTextInput(SHORT_TEXT_MAX, {
  example: {
    en: 'The Future of IT Infrastructure in Libya',
    ar: 'مستقبل البنية التحتية لتقنية المعلومات في ليبيا',
  },
}) {}

/** The summary shown on the blog's cards. */
export class ExcerptInput extends LocalizedTextInput(EXCERPT_MAX, { lines: 'multi' }) {}

/** The body, as HTML; sanitised to the allowlist before it is stored. */
export class HtmlContentInput extends LocalizedTextInput(CONTENT_MAX, {
  lines: 'multi',
  example: { en: '<p>Libya is rebuilding its networks…</p>', ar: '<p>تعيد ليبيا بناء شبكاتها…</p>' },
}) {}

/** One tag, in both languages ("Data centres" / "مراكز البيانات"). */
export class TagInput extends LocalizedTextInput(TAG_MAX, {
  example: { en: 'Data centres', ar: 'مراكز البيانات' },
}) {}
