import { POST_LIMITS, POST_TAG_MAX } from '@madar/shared';
import {
  AVATAR_PLACEHOLDER,
  BLOG_IMAGE_PLACEHOLDER,
  buildPostPayload,
  emptyPostValues,
  serverErrorsToFields,
  pairTags,
  splitTags,
  validatePost,
  type PostFormValues,
} from './post-form';

const filled = (): PostFormValues => ({
  title: { en: ' Cloud in Libya ', ar: ' السحابة في ليبيا ' },
  excerpt: { en: 'Short', ar: 'مختصر' },
  content: { en: '<p>Body</p>', ar: '<p>المحتوى</p>' },
  authorTitle: { en: 'Engineer', ar: 'مهندس' },
  slug: 'cloud-in-libya',
  category: 'cloud',
  tags: { en: 'Cloud, Tripoli ,, cloud-native, Tripoli', ar: 'السحابة، طرابلس، سحابي أصلي, طرابلس' },
  image: '',
  author: { en: ' Huda ', ar: ' هدى الشريف ' },
  authorImage: '/images/people/huda.svg',
  published: true,
  scheduledAt: '',
});

describe('splitTags', () => {
  it('splits on Latin and Arabic commas, trims and drops blanks', () => {
    expect(splitTags('Cloud, Tripoli ,, cloud-native،سحابة')).toEqual([
      'Cloud',
      'Tripoli',
      'cloud-native',
      'سحابة',
    ]);
    expect(splitTags('  ')).toEqual([]);
  });
});

describe('pairTags', () => {
  it('pairs the nth English tag with the nth Arabic one and keeps a repeated pair once', () => {
    expect(pairTags(filled().tags)).toEqual([
      { en: 'Cloud', ar: 'السحابة' },
      { en: 'Tripoli', ar: 'طرابلس' },
      { en: 'cloud-native', ar: 'سحابي أصلي' },
    ]);
  });
});

describe('validatePost', () => {
  it('requires every bilingual field in both languages and the shared fields', () => {
    const errors = validatePost(emptyPostValues());
    for (const field of ['title', 'excerpt', 'content', 'author', 'authorTitle']) {
      expect(errors[`${field}.en` as keyof typeof errors]).toEqual({ key: 'common.required' });
      expect(errors[`${field}.ar` as keyof typeof errors]).toEqual({ key: 'common.required' });
    }
    expect(errors.slug).toEqual({ key: 'common.required' });
    expect(errors.category).toEqual({ key: 'common.required' });
  });

  it('accepts a complete post', () => {
    expect(validatePost(filled())).toEqual({});
  });

  it('flags an Arabic field missing on its own, a bad slug, too many tags and a bad image', () => {
    const values = filled();
    values.title.ar = '   ';
    values.slug = 'Not A Slug';
    values.tags = { en: Array.from({ length: 11 }, (_, i) => `t${i}`).join(','), ar: 'وسم' };
    values.image = 'javascript:alert(1)';
    expect(validatePost(values)).toEqual({
      'title.ar': { key: 'common.required' },
      slug: { key: 'blog.editor.slugInvalid' },
      'tags.en': { key: 'blog.editor.tooManyTags' },
      image: { key: 'blog.editor.imageInvalid' },
    });
  });

  it('asks for as many Arabic tags as English ones, each within 40 characters', () => {
    const values = filled();
    values.tags = { en: 'Cloud, Tripoli', ar: 'السحابة' };
    expect(validatePost(values)).toEqual({ 'tags.ar': { key: 'blog.editor.tagsMismatch' } });
    values.tags = { en: 'x'.repeat(41), ar: 'وسم' };
    expect(validatePost(values)).toEqual({ 'tags.en': { key: 'common.tooLong' } });
  });

  it("asks for the author's name in Arabic too, within the service's limit", () => {
    const values = filled();
    values.author.ar = ' ';
    expect(validatePost(values)).toEqual({ 'author.ar': { key: 'common.required' } });
    values.author = { en: 'x'.repeat(POST_LIMITS.author + 1), ar: 'هدى' };
    expect(validatePost(values)).toEqual({ 'author.en': { key: 'common.tooLong' } });
  });

  it('limits lengths like the service', () => {
    const values = filled();
    values.excerpt.en = 'x'.repeat(1001);
    expect(validatePost(values)['excerpt.en']).toEqual({ key: 'common.tooLong' });
  });

  it('refuses a tag or an image reference longer than the post contract allows', () => {
    const values = filled();
    values.tags = { en: `Cloud, ${'t'.repeat(POST_TAG_MAX + 1)}`, ar: `سحابة، ${'ت'.repeat(POST_TAG_MAX)}` };
    values.image = `/images/blog/${'a'.repeat(POST_LIMITS.image)}.svg`;
    expect(validatePost(values)).toEqual({
      'tags.en': { key: 'common.tooLong' },
      image: { key: 'blog.editor.imageInvalid' },
    });
    values.tags = { en: `Cloud, ${'t'.repeat(POST_TAG_MAX)}`, ar: `سحابة، ${'ت'.repeat(POST_TAG_MAX)}` };
    values.image = '/images/blog/a.svg';
    expect(validatePost(values)).toEqual({});
  });
});

describe('buildPostPayload', () => {
  it('trims both languages, splits tags and fills the image placeholder', () => {
    expect(buildPostPayload(filled())).toEqual({
      title: { en: 'Cloud in Libya', ar: 'السحابة في ليبيا' },
      excerpt: { en: 'Short', ar: 'مختصر' },
      content: { en: '<p>Body</p>', ar: '<p>المحتوى</p>' },
      authorTitle: { en: 'Engineer', ar: 'مهندس' },
      slug: 'cloud-in-libya',
      category: 'cloud',
      author: { en: 'Huda', ar: 'هدى الشريف' },
      tags: [
        { en: 'Cloud', ar: 'السحابة' },
        { en: 'Tripoli', ar: 'طرابلس' },
        { en: 'cloud-native', ar: 'سحابي أصلي' },
      ],
      image: BLOG_IMAGE_PLACEHOLDER,
      authorImage: '/images/people/huda.svg',
      published: true,
      scheduledAt: null,
    });
  });

  it('sends the avatar placeholder for an empty author image and keeps a draft a draft', () => {
    const payload = buildPostPayload({ ...filled(), authorImage: ' ', published: false });
    expect(payload.authorImage).toBe(AVATAR_PLACEHOLDER);
    expect(payload.published).toBe(false);
  });
});

describe('serverErrorsToFields', () => {
  it('puts each failed rule beside its field by path and keeps the rest for the form', () => {
    const maxTitle = { field: 'title.ar', rule: 'maxLength', params: { max: 200 } };
    const { errors, rest } = serverErrorsToFields([
      maxTitle,
      { field: 'slug', rule: 'isSlug' },
      { field: 'tags', rule: 'arrayMaxSize', params: { max: 10 } },
      { field: 'tags.2.ar', rule: 'isNotBlank' },
      { field: 'title', rule: 'isObject' },
      { field: 'featured', rule: 'unknownField' },
    ]);
    expect(errors).toEqual({
      'title.ar': { detail: maxTitle },
      slug: { detail: { field: 'slug', rule: 'isSlug' } },
      'tags.en': { detail: { field: 'tags.en', rule: 'arrayMaxSize', params: { max: 10 } } },
      'tags.ar': { detail: { field: 'tags.ar', rule: 'isNotBlank' } },
    });
    expect(rest).toEqual([
      { field: 'title', rule: 'isObject' },
      { field: 'featured', rule: 'unknownField' },
    ]);
  });
});
