/**
 * The blog editor's form model: values as the inputs hold them, the checks the content service applies
 * (so most mistakes are caught before a round trip), and the JSON body for POST/PATCH /api/blog/posts.
 */
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  mapLanguages,
  POST_LIMITS,
  POST_TAG_MAX,
  POST_TAGS_MAX,
  SITE_IMAGE_PATTERN,
  type BlogPost,
  type Language,
  type LocalizedText,
  type PostCategoryId,
  type PostRequest,
  type ValidationDetail,
} from '@madar/shared';
import { mapValidationDetails } from '@/components/form/form-state';
import { fromZonedInput, toZonedInput } from '@/lib/schedule-time';
import { isValidSlug } from './slugify';

export const BLOG_IMAGE_PLACEHOLDER = '/images/placeholders/blog.svg';
export const AVATAR_PLACEHOLDER = '/images/placeholders/avatar.svg';

export const LOCALIZED_FIELDS = [
  'title',
  'excerpt',
  'content',
  'author',
  'authorTitle',
] as const satisfies readonly (keyof PostRequest)[];
export type LocalizedField = (typeof LOCALIZED_FIELDS)[number];

export interface PostFormValues {
  title: LocalizedText;
  excerpt: LocalizedText;
  content: LocalizedText;
  authorTitle: LocalizedText;
  slug: string;
  category: string;
  /** Comma-separated in each language, as typed; the nth English tag pairs with the nth Arabic one. */
  tags: LocalizedText;
  image: string;
  /** In each language's own script, as the pages of that language show it. */
  author: LocalizedText;
  authorImage: string;
  published: boolean;
  /** A draft's publication time as the `datetime-local` input holds it, in Tripoli time; '' for none. */
  scheduledAt: string;
}

export type PostField =
  `${LocalizedField | 'tags'}.${Language}` | 'slug' | 'category' | 'image' | 'authorImage' | 'scheduledAt';

/** A client-side problem, named by its translation key under adminContent. */
export type PostFieldProblem =
  | 'common.required'
  | 'common.tooLong'
  | 'blog.editor.slugInvalid'
  | 'blog.editor.slugTaken'
  | 'blog.editor.tooManyTags'
  | 'blog.editor.tagsMismatch'
  | 'blog.editor.imageInvalid'
  | 'blog.editor.scheduleInPast';

/** Either a translation key (client checks) or the server's failed rule for the field. */
export type PostErrors = Partial<Record<PostField, { key: PostFieldProblem } | { detail: ValidationDetail }>>;

const emptyText = (): LocalizedText => ({ en: '', ar: '' });

export function emptyPostValues(): PostFormValues {
  return {
    title: emptyText(),
    excerpt: emptyText(),
    content: emptyText(),
    authorTitle: emptyText(),
    slug: '',
    category: '',
    tags: emptyText(),
    image: '',
    author: emptyText(),
    authorImage: '',
    published: false,
    scheduledAt: '',
  };
}

export function postToValues(post: BlogPost): PostFormValues {
  return {
    title: { ...post.title },
    excerpt: { ...post.excerpt },
    content: { ...post.content },
    authorTitle: { ...post.authorTitle },
    slug: post.slug,
    category: post.category,
    tags: { en: post.tags.map((tag) => tag.en).join(', '), ar: post.tags.map((tag) => tag.ar).join('، ') },
    image: post.image === BLOG_IMAGE_PLACEHOLDER ? '' : post.image,
    author: { ...post.author },
    authorImage: post.authorImage === AVATAR_PLACEHOLDER ? '' : post.authorImage,
    published: post.published,
    scheduledAt: toZonedInput(post.scheduledAt),
  };
}

/** Tags from one language's comma-separated input (Arabic commas too), trimmed, without blanks. */
export function splitTags(input: string): string[] {
  return input
    .split(/[,،]/)
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** The bilingual tags: the nth English tag with the nth Arabic one, a repeated pair kept once. */
export function pairTags(tags: LocalizedText): LocalizedText[] {
  const ar = splitTags(tags.ar);
  const pairs = splitTags(tags.en).map((en, index) => ({ en, ar: ar[index] ?? '' }));
  return pairs.filter(
    (pair, index) => pairs.findIndex((p) => p.en === pair.en && p.ar === pair.ar) === index,
  );
}

/** The service's rule: a path under /images/ or /media/ (SITE_IMAGE_PATTERN) or an https URL, within the field's length. */
export function isImageRef(value: string, maxLength: number = POST_LIMITS.image): boolean {
  if (value.length > maxLength) return false;
  if (value.startsWith('/')) return SITE_IMAGE_PATTERN.test(value) && !value.split('/').includes('..');
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

export function validatePost(values: PostFormValues): PostErrors {
  const errors: PostErrors = {};
  for (const field of LOCALIZED_FIELDS) {
    for (const lang of LANGUAGE_CODES) {
      const text = values[field][lang];
      if (!text.trim()) errors[`${field}.${lang}`] = { key: 'common.required' };
      else if (text.length > POST_LIMITS[field]) errors[`${field}.${lang}`] = { key: 'common.tooLong' };
    }
  }
  if (!values.slug) errors.slug = { key: 'common.required' };
  else if (!isValidSlug(values.slug)) errors.slug = { key: 'blog.editor.slugInvalid' };
  if (!values.category) errors.category = { key: 'common.required' };
  for (const lang of LANGUAGE_CODES) {
    const tags = splitTags(values.tags[lang]);
    if (tags.length > POST_TAGS_MAX) errors[`tags.${lang}`] = { key: 'blog.editor.tooManyTags' };
    else if (tags.some((tag) => tag.length > POST_TAG_MAX))
      errors[`tags.${lang}`] = { key: 'common.tooLong' };
  }
  // Tags pair up by position, so every language needs as many as the default language.
  const tagsChecked = LANGUAGE_CODES.every((lang) => !errors[`tags.${lang}`]);
  const tagCount = splitTags(values.tags[DEFAULT_LANGUAGE]).length;
  const mismatched = LANGUAGE_CODES.find((lang) => splitTags(values.tags[lang]).length !== tagCount);
  if (tagsChecked && mismatched) errors[`tags.${mismatched}`] = { key: 'blog.editor.tagsMismatch' };
  if (values.image.trim() && !isImageRef(values.image.trim()))
    errors.image = { key: 'blog.editor.imageInvalid' };
  if (values.authorImage.trim() && !isImageRef(values.authorImage.trim(), POST_LIMITS.authorImage)) {
    errors.authorImage = { key: 'blog.editor.imageInvalid' };
  }
  return errors;
}

/** The editor always sends every field, so its body is a whole PostRequest, for PATCH too. */
export type PostPayload = Required<PostRequest>;

const trimmed = (text: LocalizedText): LocalizedText => mapLanguages((lang) => text[lang].trim());

/** The body of POST and PATCH (PATCH sends every field: the editor always holds the whole post). */
export function buildPostPayload(values: PostFormValues): PostPayload {
  return {
    title: trimmed(values.title),
    excerpt: trimmed(values.excerpt),
    content: trimmed(values.content),
    authorTitle: trimmed(values.authorTitle),
    slug: values.slug,
    // Unknown to the list only if typed by hand: sent as is so the server names the problem.
    category: values.category as PostCategoryId,
    author: trimmed(values.author),
    tags: pairTags(values.tags),
    // Empty means "use the placeholder": sent explicitly so an edit can also clear an image.
    image: values.image.trim() || BLOG_IMAGE_PLACEHOLDER,
    authorImage: values.authorImage.trim() || AVATAR_PLACEHOLDER,
    published: values.published,
    // A published post has no schedule; a draft's is sent in UTC (null cancels one).
    scheduledAt: values.published ? null : fromZonedInput(values.scheduledAt),
  };
}

const SERVER_FIELDS: readonly PostField[] = [
  ...LOCALIZED_FIELDS.flatMap((field) => [`${field}.en`, `${field}.ar`] as const),
  'slug',
  'category',
  'tags.en',
  'tags.ar',
  'image',
  'authorImage',
  'scheduledAt',
];

const isPostField = (field: string): field is PostField =>
  (SERVER_FIELDS as readonly string[]).includes(field);

/**
 * Places the service's failed rules (`title.en` maxLength, `slug` isSlug) beside their fields; a rule
 * naming no field of the editor comes back in `rest` for the form-level banner.
 */
export function serverErrorsToFields(details: readonly ValidationDetail[]): {
  errors: PostErrors;
  rest: ValidationDetail[];
} {
  // A tag's rule (`tags.2.ar`) goes beside that language's tags input; the list's own (`tags`) beside English.
  const placed = details.map((detail) => ({
    ...detail,
    field: detail.field === 'tags' ? 'tags.en' : detail.field.replace(/^tags\.\d+\.(en|ar)$/, 'tags.$1'),
  }));
  const { fieldErrors, formErrors } = mapValidationDetails(placed, SERVER_FIELDS);
  const errors: PostErrors = {};
  for (const [field, detail] of Object.entries(fieldErrors)) {
    if (isPostField(field)) errors[field] = { detail };
  }
  return { errors, rest: formErrors };
}
