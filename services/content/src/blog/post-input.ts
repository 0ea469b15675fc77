/**
 * Turns validated create/update input into the values that are stored: HTML reduced to the allowlist,
 * text fields stripped of every tag. A field that held only markup (a title of `<b></b>`, a body that
 * was a lone `<script>`) ends up empty, and is refused rather than stored blank (rule `notOnlyMarkup`).
 */
import {
  AVATAR_PLACEHOLDER,
  LANGUAGE_CODES,
  mapLanguages,
  type BlogPost,
  type LocalizedText,
  type ValidationDetail,
} from '@madar/shared';
import { badRequest } from '@madar/shared/nest';
import type { CreatePostDto } from './dto/create-post.dto';
import type { UpdatePostDto } from './dto/update-post.dto';
import { sanitizePostHtml, toPlainText } from './html-sanitizer';

export { AVATAR_PLACEHOLDER };
export const BLOG_IMAGE_PLACEHOLDER = '/images/placeholders/blog.svg';

/** The stored fields a write may set; times and publication are the service's business. */
export type PostFields = Partial<
  Pick<
    BlogPost,
    | 'title'
    | 'excerpt'
    | 'content'
    | 'slug'
    | 'category'
    | 'author'
    | 'authorTitle'
    | 'authorImage'
    | 'image'
    | 'tags'
  >
>;

/** What a create always carries (the DTO requires these). */
export type CreateFields = PostFields &
  Required<
    Pick<PostFields, 'title' | 'excerpt' | 'content' | 'slug' | 'category' | 'author' | 'authorTitle'>
  >;

type Cleaner = (text: string) => string;

/** What a cleaning refused: the English sentence and the same problem as data. */
class Problems {
  readonly messages: string[] = [];
  readonly details: ValidationDetail[] = [];

  add(field: string, message: string): void {
    this.messages.push(message);
    this.details.push({ field, rule: 'notOnlyMarkup' });
  }
}

function cleanLocalized(
  name: string,
  text: LocalizedText,
  clean: Cleaner,
  problems: Problems,
): LocalizedText {
  const result = mapLanguages((lang) => clean(text[lang]));
  for (const lang of LANGUAGE_CODES) {
    if (!result[lang]) {
      problems.add(`${name}.${lang}`, `${name}.${lang}: ${lang} has no text left once markup is removed`);
    }
  }
  return result;
}

/** Each tag in both languages as plain text; a tag repeated (same English and Arabic) is kept once. */
function cleanTags(tags: readonly LocalizedText[], problems: Problems): LocalizedText[] {
  const cleaned = tags.map((tag, index) => cleanLocalized(`tags.${index}`, tag, toPlainText, problems));
  const seen = new Set<string>();
  return cleaned.filter((tag) => {
    const key = `${tag.en}\u0000${tag.ar}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The cleaned values of the fields present in `input` (absent fields stay absent). */
export function cleanPostInput(input: CreatePostDto): CreateFields;
export function cleanPostInput(input: UpdatePostDto): PostFields;
export function cleanPostInput(input: UpdatePostDto): PostFields {
  const problems = new Problems();
  const fields: PostFields = {};
  if (input.title !== undefined) fields.title = cleanLocalized('title', input.title, toPlainText, problems);
  if (input.excerpt !== undefined) {
    fields.excerpt = cleanLocalized('excerpt', input.excerpt, toPlainText, problems);
  }
  if (input.content !== undefined) {
    fields.content = cleanLocalized('content', input.content, sanitizePostHtml, problems);
  }
  if (input.authorTitle !== undefined) {
    fields.authorTitle = cleanLocalized('authorTitle', input.authorTitle, toPlainText, problems);
  }
  if (input.author !== undefined) {
    fields.author = cleanLocalized('author', input.author, toPlainText, problems);
  }
  if (input.tags !== undefined) fields.tags = cleanTags(input.tags, problems);
  if (input.slug !== undefined) fields.slug = input.slug;
  if (input.category !== undefined) fields.category = input.category;
  if (input.authorImage !== undefined) fields.authorImage = input.authorImage;
  if (input.image !== undefined) fields.image = input.image;
  if (problems.messages.length > 0) throw badRequest(problems.messages, problems.details);
  return fields;
}
