import { forwardRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RESUME_ACCEPT } from '@madar/shared';

interface Props {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  /** The accepted file's name, shown beside the button. */
  fileName: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The resume file input with the site's own translated button and file-name text: the browser's button
 * and "No file chosen" are in the browser's language, not the page's. The native input stays in the
 * page (visually hidden, focusable, labelled by the field's label), so keyboard and screen readers use
 * it as usual; the button look is a second label for it, which opens the same file dialog.
 */
export const ResumePicker = forwardRef<HTMLInputElement, Props>(function ResumePicker(
  { id, describedBy, invalid, fileName, onChange },
  ref,
) {
  const { t } = useTranslation('careers');
  const statusId = `${id}-file`;
  return (
    <div className="file-picker">
      <input
        ref={ref}
        id={id}
        name="resume"
        type="file"
        // The form checks the file itself (missing, type, size: resume-check.ts), so the browser's
        // constraint check leaves it alone; assistive technology still hears that it is required.
        aria-required="true"
        accept={RESUME_ACCEPT}
        className="file-picker__input visually-hidden"
        aria-describedby={[statusId, describedBy].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined}
        onChange={onChange}
      />
      <label htmlFor={id} className="button button--ghost file-picker__button" aria-hidden="true">
        {t('form.chooseFile')}
      </label>
      <span id={statusId} className="file-picker__name" dir="auto">
        {fileName ?? t('form.noFile')}
      </span>
    </div>
  );
});
