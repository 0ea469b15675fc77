import { directionOf, type Language } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { AdminFormField } from '@/components/ui/admin-form-field';
import { LANGUAGE_NAME_KEYS } from '@/lib/languages';
import type { LocalizedField, PostFormValues } from '../lib/post-form';
import { HtmlPreview } from './html-preview';
import { PostBodyField } from './post-body-field';

const LOCAL_LABEL_KEYS = {
  title: 'blog.editor.title',
  excerpt: 'blog.editor.excerpt',
  author: 'blog.editor.author',
  authorTitle: 'blog.editor.authorTitle',
} as const;

/** One language's texts of a post, typed in that language's direction, with the body's preview. */
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
      {(['title', 'author', 'authorTitle', 'excerpt'] as const).map((field) => (
        <AdminFormField
          key={field}
          label={t(LOCAL_LABEL_KEYS[field])}
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
                rows={4}
                lang={language}
                dir={dir}
                value={values[field][language]}
                onChange={(event) => setLocal(field, language, event.target.value)}
              />
            )
          }
        </AdminFormField>
      ))}
      <PostBodyField
        language={language}
        value={values.content[language]}
        onChange={(html) => setLocal('content', language, html)}
        error={problem(`content.${language}`)}
      />
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
