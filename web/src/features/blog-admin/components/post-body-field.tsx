import { directionOf, type Language } from '@madar/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminFormField, type FieldControlProps } from '@/components/ui/admin-form-field';
import './rich-text-editor.css';

// Tiptap and ProseMirror load with the first post opened, in a chunk of their own: the rest of the
// admin (and every public page) never pays for them.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/**
 * One language's post body: the rich-text editor, or its HTML source for what the toolbar does not
 * offer. Both edit the same value; until the editor has loaded, the source is shown, so nothing waits.
 */
export function PostBodyField({
  language,
  value,
  onChange,
  error,
}: {
  language: Language;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('adminContent');
  const [source, setSource] = useState(false);
  // The source says what it holds (as the version history names the field); the editor shows text.
  const label = source ? t('blog.editor.content') : t('blog.editor.rich.body');
  const sourceArea = (control: FieldControlProps) => (
    <textarea
      {...control}
      rows={12}
      lang={language}
      dir={directionOf(language)}
      className="post-body__source"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <AdminFormField label={label} hint={t('blog.editor.contentHint')} error={error}>
      {(control) => (
        <div className="post-body">
          <button
            type="button"
            className="post-body__mode"
            aria-pressed={source}
            onClick={() => setSource((shown) => !shown)}
          >
            {t('blog.editor.rich.htmlSource')}
          </button>
          {source ? (
            sourceArea(control)
          ) : (
            <Suspense fallback={sourceArea(control)}>
              <RichTextEditor
                language={language}
                label={label}
                control={control}
                value={value}
                onChange={onChange}
              />
            </Suspense>
          )}
        </div>
      )}
    </AdminFormField>
  );
}
