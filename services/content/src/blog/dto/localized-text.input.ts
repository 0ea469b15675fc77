/**
 * Bilingual inputs of a post. Both languages are required and must hold text (not only whitespace);
 * they are kept as sent, the service sanitising them. Each field takes its limit from the post
 * contract (`POST_LIMITS` in `@madar/shared`), hence one small class per field: class-validator reads
 * the limit from the class. Titles are single-line; the excerpt and the body multi-line (see
 * `plain-text.ts`).
 */
import { POST_LIMITS, POST_TAG_MAX } from '@madar/shared';
import { LocalizedTextInput } from '@madar/shared/nest';

export class PostTitleInput extends LocalizedTextInput(POST_LIMITS.title, {
  example: {
    en: 'The Future of IT Infrastructure in Libya',
    ar: 'مستقبل البنية التحتية لتقنية المعلومات في ليبيا',
  },
}) {}

/** The author's name, each language in its own script. */
export class AuthorNameInput extends LocalizedTextInput(POST_LIMITS.author, {
  example: { en: 'Youssef Al-Werfalli', ar: 'يوسف الورفلي' },
}) {}

/** The author's role under their name. */
export class AuthorTitleInput extends LocalizedTextInput(POST_LIMITS.authorTitle, {
  example: { en: 'Head of Infrastructure', ar: 'رئيس قسم البنية التحتية' },
}) {}

/** The summary shown on the blog's cards. */
export class ExcerptInput extends LocalizedTextInput(POST_LIMITS.excerpt, { lines: 'multi' }) {}

/** The body, as HTML; sanitised to the allowlist before it is stored. */
export class HtmlContentInput extends LocalizedTextInput(POST_LIMITS.content, {
  lines: 'multi',
  example: { en: '<p>Libya is rebuilding its networks…</p>', ar: '<p>تعيد ليبيا بناء شبكاتها…</p>' },
}) {}

/** One tag, in both languages ("Data centres" / "مراكز البيانات"). */
export class TagInput extends LocalizedTextInput(POST_TAG_MAX, {
  example: { en: 'Data centres', ar: 'مراكز البيانات' },
}) {}
