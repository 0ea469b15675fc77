import { DEFAULT_LANGUAGE, directionOf, localize, type BlogPost, type Language } from '@madar/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminFormField } from '@/components/ui/admin-form-field';
import { formLevelMessage, validationMessage } from '@/components/form/validation-messages';
import { ErrorBanner } from '@/components/ui/error-banner';
import { useLanguage } from '@/hooks/use-language';
import { isApiError } from '@/lib/api-error';
import { LANGUAGE_CODES, LANGUAGE_NAME_KEYS } from '@/lib/languages';
import { usePostCategories } from '../api/get-blog-categories';
import { createPost, updatePost } from '../api/post-writes';
import {
  buildPostPayload,
  emptyPostValues,
  postToValues,
  serverErrorsToFields,
  validatePost,
  type LocalizedField,
  type PostErrors,
  type PostField,
  type PostFormValues,
} from '../lib/post-form';
import { slugify } from '../lib/slugify';
import { HtmlPreview } from './html-preview';
import './post-editor.css';

const LOCAL_LABEL_KEYS = {
  title: 'blog.editor.title',
  excerpt: 'blog.editor.excerpt',
  content: 'blog.editor.content',
  authorTitle: 'blog.editor.authorTitle',
} as const;

/** Add or edit a post: shared details, then English and Arabic side by side with a live preview. */
export function PostEditor({
  post,
  onDone,
  onCancel,
}: {
  post: BlogPost | null;
  onDone: (saved: BlogPost) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('adminContent');
  const { t: tForm } = useTranslation();
  const { lang } = useLanguage();
  const { categories } = usePostCategories();
  const [values, setValues] = useState<PostFormValues>(() => (post ? postToValues(post) : emptyPostValues()));
  // A new post's slug follows the English title until the admin edits the slug by hand.
  const [slugEdited, setSlugEdited] = useState(post !== null);
  const [errors, setErrors] = useState<PostErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setLocal = (field: LocalizedField | 'tags', language: Language, text: string) =>
    setValues((current) => {
      const next = { ...current, [field]: { ...current[field], [language]: text } };
      if (field === 'title' && language === DEFAULT_LANGUAGE && !slugEdited) next.slug = slugify(text);
      return next;
    });
  const errorText = (field: PostField): string | undefined => {
    const error = errors[field];
    if (!error) return undefined;
    return 'key' in error ? t(error.key) : validationMessage(error.detail, tForm);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePost(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(t('common.fixErrors'));
      return;
    }
    setSaving(true);
    setFormError(null);
    try {
      const payload = buildPostPayload(values);
      onDone(post ? await updatePost(post.id, payload) : await createPost(payload));
    } catch (error) {
      if (isApiError(error) && error.code === 'POST.SLUG_TAKEN') {
        setErrors({ slug: { key: 'blog.editor.slugTaken' } });
        setFormError(t('common.fixErrors'));
      } else if (isApiError(error) && error.status === 400) {
        const placed = serverErrorsToFields(error.details);
        setErrors(placed.errors);
        const rest = placed.rest.map((detail) => formLevelMessage(detail, tForm));
        setFormError([t('common.saveFailed'), ...rest].join(' '));
      } else {
        setFormError(t('common.saveFailed'));
      }
    } finally {
      setSaving(false);
    }
  };

  const heading = post ? t('blog.editor.editTitle') : t('blog.editor.newTitle');
  return (
    <form className="post-editor" onSubmit={(event) => void submit(event)} noValidate aria-label={heading}>
      <div className="post-editor__bar">
        <h2 className="post-editor__heading">{heading}</h2>
        <div className="post-editor__actions">
          <button type="button" className="admin-button" onClick={onCancel} disabled={saving}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="admin-button admin-button--primary" disabled={saving}>
            {saving ? t('common.saving') : t('common.save')}
          </button>
        </div>
      </div>
      {formError ? <ErrorBanner message={formError} /> : null}

      <fieldset className="post-editor__panel post-editor__shared">
        <legend className="post-editor__legend">{t('blog.editor.shared')}</legend>
        <AdminFormField
          label={t('blog.editor.slug')}
          hint={t('blog.editor.slugHint')}
          error={errorText('slug')}
        >
          {(control) => (
            <input
              {...control}
              dir="ltr"
              value={values.slug}
              onChange={(event) => {
                setSlugEdited(true);
                set('slug', event.target.value);
              }}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </AdminFormField>
        <AdminFormField label={t('blog.editor.category')} error={errorText('category')}>
          {(control) => (
            <select
              {...control}
              value={values.category}
              onChange={(event) => set('category', event.target.value)}
            >
              <option value="">{t('blog.editor.chooseCategory')}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {localize(category.label, lang)}
                </option>
              ))}
            </select>
          )}
        </AdminFormField>
        <AdminFormField label={t('blog.editor.author')} error={errorText('author')}>
          {(control) => (
            <input
              {...control}
              value={values.author}
              onChange={(event) => set('author', event.target.value)}
            />
          )}
        </AdminFormField>
        <AdminFormField
          label={t('blog.editor.image')}
          hint={t('blog.editor.imageHint')}
          error={errorText('image')}
        >
          {(control) => (
            <input
              {...control}
              dir="ltr"
              value={values.image}
              onChange={(event) => set('image', event.target.value)}
            />
          )}
        </AdminFormField>
        <AdminFormField
          label={t('blog.editor.authorImage')}
          hint={t('blog.editor.imageHint')}
          error={errorText('authorImage')}
        >
          {(control) => (
            <input
              {...control}
              dir="ltr"
              value={values.authorImage}
              onChange={(event) => set('authorImage', event.target.value)}
            />
          )}
        </AdminFormField>
        <label className="post-editor__toggle">
          <input
            type="checkbox"
            checked={values.published}
            onChange={(event) => set('published', event.target.checked)}
          />
          <span>{t('common.publishedToggle')}</span>
        </label>
      </fieldset>

      <div className="post-editor__languages">
        {LANGUAGE_CODES.map((language) => (
          <fieldset key={language} className="post-editor__panel" lang={language} dir={directionOf(language)}>
            <legend className="post-editor__legend">{t(LANGUAGE_NAME_KEYS[language])}</legend>
            {(['title', 'authorTitle', 'excerpt', 'content'] as const).map((field) => (
              <AdminFormField
                key={field}
                label={t(LOCAL_LABEL_KEYS[field])}
                hint={field === 'content' ? t('blog.editor.contentHint') : undefined}
                error={errorText(`${field}.${language}`)}
              >
                {(control) =>
                  field === 'title' || field === 'authorTitle' ? (
                    <input
                      {...control}
                      lang={language}
                      dir={directionOf(language)}
                      value={values[field][language]}
                      onChange={(event) => setLocal(field, language, event.target.value)}
                    />
                  ) : (
                    <textarea
                      {...control}
                      rows={field === 'content' ? 12 : 4}
                      lang={language}
                      dir={directionOf(language)}
                      value={values[field][language]}
                      onChange={(event) => setLocal(field, language, event.target.value)}
                    />
                  )
                }
              </AdminFormField>
            ))}
            <AdminFormField
              label={t('blog.editor.tags')}
              hint={t('blog.editor.tagsHint')}
              error={errorText(`tags.${language}`)}
            >
              {(control) => (
                <input
                  {...control}
                  lang={language}
                  dir={directionOf(language)}
                  value={values.tags[language]}
                  onChange={(event) => setLocal('tags', language, event.target.value)}
                />
              )}
            </AdminFormField>
            <div className="post-editor__preview-block">
              <p className="post-editor__preview-label">{t('blog.editor.preview')}</p>
              <HtmlPreview
                html={values.content[language]}
                lang={language}
                title={t('blog.editor.previewFrame', {
                  language: t(LANGUAGE_NAME_KEYS[language]),
                })}
              />
            </div>
          </fieldset>
        ))}
      </div>
    </form>
  );
}
