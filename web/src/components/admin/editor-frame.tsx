import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ui/error-banner';
import type { EditorSave } from './use-editor-save';
import './editor-frame.css';

/**
 * The frame of an admin editor that takes a list's place: a form named by its heading (noValidate:
 * the editor's own checks speak, in the page's language, not the browser's bubbles), a bar with the
 * heading and Cancel / Save (both wait while saving), and the banner saying why it was not saved.
 */
export function EditorFrame({
  heading,
  editor,
  onCancel,
  className,
  children,
}: {
  heading: string;
  editor: Pick<EditorSave, 'saving' | 'formError' | 'submit'>;
  onCancel: () => void;
  /** The editor's own class, for its fields' layout (e.g. `post-editor`). */
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('adminContent');
  const { saving, formError, submit } = editor;
  return (
    <form
      className={`admin-editor ${className}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={heading}
    >
      <div className="admin-editor__bar">
        <h2 className="admin-editor__heading">{heading}</h2>
        <div className="admin-editor__actions">
          <button type="button" className="admin-button" onClick={onCancel} disabled={saving}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="admin-button admin-button--primary" disabled={saving}>
            {saving ? t('common.saving') : t('common.save')}
          </button>
        </div>
      </div>
      {formError ? <ErrorBanner message={formError} /> : null}
      {children}
    </form>
  );
}
