import { localize } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { AdminFormField } from '@/components/ui/admin-form-field';
import { useLanguage } from '@/hooks/use-language';
import { usePostCategories } from '../api/get-blog-categories';
import type { PostFormValues } from '../lib/post-form';

type SetValue = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) => void;
type TextField = 'image' | 'authorImage';

/**
 * The post editor's details shared by every language: slug, category, images, published or the time a
 * draft publishes itself (the author's
 * name is typed per language, beside the other texts).
 */
export function PostSharedFields({
  values,
  set,
  problem,
}: {
  values: PostFormValues;
  set: SetValue;
  problem: (field: string) => string | undefined;
}) {
  const { t } = useTranslation('adminContent');
  const { lang } = useLanguage();
  const { categories } = usePostCategories();
  // Image paths are addresses, always left to right.
  const textField = (field: TextField, label: string, hint?: string) => (
    <AdminFormField label={label} hint={hint} error={problem(field)}>
      {(control) => (
        <input
          {...control}
          dir="ltr"
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </AdminFormField>
  );

  return (
    <fieldset className="post-editor__panel post-editor__shared">
      <legend className="post-editor__legend">{t('blog.editor.shared')}</legend>
      <AdminFormField label={t('blog.editor.slug')} hint={t('blog.editor.slugHint')} error={problem('slug')}>
        {(control) => (
          <input
            {...control}
            dir="ltr"
            value={values.slug}
            onChange={(event) => set('slug', event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </AdminFormField>
      <AdminFormField label={t('blog.editor.category')} error={problem('category')}>
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
      {textField('image', t('blog.editor.image'), t('blog.editor.imageHint'))}
      {textField('authorImage', t('blog.editor.authorImage'), t('blog.editor.imageHint'))}
      <label className="post-editor__toggle">
        <input
          type="checkbox"
          checked={values.published}
          onChange={(event) => set('published', event.target.checked)}
        />
        <span>{t('common.publishedToggle')}</span>
      </label>
      {values.published ? null : (
        <AdminFormField
          label={t('blog.editor.scheduledAt')}
          hint={t('blog.editor.scheduledAtHint')}
          error={problem('scheduledAt')}
        >
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              dir="ltr"
              value={values.scheduledAt}
              onChange={(event) => set('scheduledAt', event.target.value)}
            />
          )}
        </AdminFormField>
      )}
    </fieldset>
  );
}
