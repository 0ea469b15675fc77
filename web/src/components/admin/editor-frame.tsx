import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ui/error-banner';
import { ConfirmDialog } from './confirm-dialog';
import type { EditorSave } from './use-editor-save';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';
import './editor-frame.css';

/**
 * The frame of an admin editor that takes a list's place: a form named by its heading (noValidate:
 * the editor's own checks speak, in the page's language, not the browser's bubbles), the banner saying
 * why it was not saved, and Cancel / Save in a bar that stays in view at the bottom of the screen
 * while the form scrolls (both wait while saving). While the form holds unsaved changes (`dirty`),
 * Cancel, Back and leaving the page ask first (see useUnsavedChangesGuard).
 */
export function EditorFrame({
  heading,
  editor,
  onCancel,
  dirty = false,
  itemName,
  className,
  children,
}: {
  heading: string;
  editor: Pick<EditorSave, 'saving' | 'formError' | 'submit'>;
  onCancel: () => void;
  /** The form differs from what was loaded or last saved. */
  dirty?: boolean;
  /** The record's title or name, for "Discard your changes to …?". */
  itemName?: string;
  /** The editor's own class, for its fields' layout (e.g. `post-editor`). */
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('adminContent');
  const { saving, formError, submit } = editor;
  const guard = useUnsavedChangesGuard(dirty, { name: itemName, onDiscard: onCancel });
  const bannerRef = useRef<HTMLDivElement>(null);

  // Save sits at the bottom; the reason it failed is at the top, so it is brought into view.
  useEffect(() => {
    if (formError) bannerRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [formError]);

  return (
    <>
      <form
        className={`admin-editor ${className}`}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={heading}
      >
        <h2 className="admin-editor__heading">{heading}</h2>
        {formError ? (
          <div ref={bannerRef} className="admin-editor__banner">
            <ErrorBanner message={formError} />
          </div>
        ) : null}
        {children}
        <div className="admin-editor__actions">
          <button type="button" className="admin-button" onClick={guard.cancel} disabled={saving}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="admin-button admin-button--primary" disabled={saving}>
            {saving ? t('common.saving') : t('common.save')}
          </button>
        </div>
      </form>
      <ConfirmDialog {...guard.dialog} />
    </>
  );
}
