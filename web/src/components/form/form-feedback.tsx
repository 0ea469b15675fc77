import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon } from '../icons/ui-icons';
import type { FormState } from './form-state';
import { formLevelMessage } from './validation-messages';
import './form.css';

/**
 * The outcome of a submission: a polite status region that is always present (so the success message
 * is announced when it appears) and an alert for failures that belong to no field (the server down, a
 * rule about the whole form). A failure the visitor can fix at a field shows there only, with focus
 * moved to the first such field: a red banner over it would read as a broken site.
 */
export function FormFeedback({
  state,
  successMessage,
  errorMessage,
}: {
  state: FormState;
  successMessage: string;
  errorMessage: string;
}) {
  const { t } = useTranslation();
  const statusRegion = useRef<HTMLDivElement>(null);

  // After a failure that names fields, take the visitor to the first one to fix.
  useEffect(() => {
    if (state.status !== 'error') return;
    statusRegion.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state]);

  return (
    <>
      <div ref={statusRegion} role="status" className="form-feedback__status">
        {state.status === 'success' ? (
          <p className="form-feedback form-feedback--success">
            <CheckIcon size={20} />
            <span>{successMessage}</span>
          </p>
        ) : null}
      </div>
      {showsBanner(state) ? (
        <div role="alert" className="form-feedback form-feedback--error">
          <AlertIcon size={20} />
          <div>
            <p>{errorMessage}</p>
            {state.formErrors.length > 0 ? (
              <>
                <p className="form-feedback__problems-title">{t('form.problemsTitle')}</p>
                <ul className="form-feedback__problems">
                  {state.formErrors.map((detail) => (
                    <li key={`${detail.field} ${detail.rule}`}>{formLevelMessage(detail, t)}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        </div>
      ) : null}
    </>
  );
}

/** Whether the failure needs the form-level banner: nothing a field can show, or rules naming none. */
function showsBanner(state: FormState): boolean {
  if (state.status !== 'error') return false;
  return state.formErrors.length > 0 || Object.keys(state.fieldErrors).length === 0;
}

/** The submit button: disabled with a 'Submitting…' label while the request is in flight. */
export function SubmitButton({ submitting, label }: { submitting: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className="button button--primary form-submit" disabled={submitting}>
      {submitting ? (
        <>
          <span className="form-submit__spinner" aria-hidden="true" />
          {t('form.submitting')}
        </>
      ) : (
        label
      )}
    </button>
  );
}

/** Upload progress as a real progressbar (0-100), with the figure shown beside it. */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation();
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="upload-progress">
      <div
        role="progressbar"
        aria-label={t('form.upload.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={value === 100 ? t('form.upload.complete') : `${value}%`}
        className="upload-progress__track"
      >
        <span className="upload-progress__bar" style={{ inlineSize: `${value}%` }} />
      </div>
      <span className="upload-progress__value" aria-hidden="true" dir="ltr">
        {value}%
      </span>
    </div>
  );
}

export function RequiredNote() {
  const { t } = useTranslation();
  return <p className="form-required-note">{t('form.requiredNote')}</p>;
}
