import { directionOf, type Language } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { AdminFormField } from '@/components/ui/admin-form-field';
import { LANGUAGE_NAME_KEYS } from '@/lib/languages';
import type { LocalizedField, PostFormValues } from '../lib/post-form';
import { HtmlPreview } from './html-preview';

const LOCAL_LABEL_KEYS = {
  title: 'blog.editor.title',
  excerpt: 'blog.editor.excerpt',
  content: 'blog.editor.content',
  author: 'blog.editor.author',
  authorTitle: 'blog.editor.authorTitle',
} as const;

/** One language's texts of a post, typed in that language's direction, with the content's preview. */
export function PostLanguageFields({
  language,
  values,
  setLocal,
  problem,
}: {
  language: Language;
  values: PostFormValues;
  setLocal: (field: LocalizedField | 'tags', language: Language, text: string) => void;
  problem: (field: string) => string | undefined;
}) {
  const { t } = useTranslation('adminContent');
  const dir = directionOf(language);
  return (
    <fieldset className="post-editor__panel" lang={language} dir={dir}>
      <legend className="post-editor__legend">{t(LANGUAGE_NAME_KEYS[language])}</legend>
      {(['title', 'author', 'authorTitle', 'excerpt', 'content'] as const).map((field) => (
        <AdminFormField
          key={field}
          label={t(LOCAL_LABEL_KEYS[field])}
          hint={field === 'content' ? t('blog.editor.contentHint') : undefined}
          error={problem(`${field}.${language}`)}
        >
          {(control) =>
            field === 'title' || field === 'author' || field === 'authorTitle' ? (
              <input
                {...control}
                lang={language}
                dir={dir}
                value={values[field][language]}
                onChange={(event) => setLocal(field, language, event.target.value)}
              />
            ) : (
              <textarea
                {...control}
                rows={field === 'content' ? 12 : 4}
                lang={language}
                dir={dir}
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
        error={problem(`tags.${language}`)}
      >
        {(control) => (
          <input
            {...control}
            lang={language}
            dir={dir}
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
          title={t('blog.editor.previewFrame', { language: t(LANGUAGE_NAME_KEYS[language]) })}
        />
      </div>
    </fieldset>
  );
}
