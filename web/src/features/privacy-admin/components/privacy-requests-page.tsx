import { EMAIL_MAX, ERROR_CODES, type PersonalDataErasure } from '@madar/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { saveBlob } from '@/components/admin/download-blob';
import { isolate } from '@/components/admin/isolate';
import { AdminFormField } from '@/components/ui/admin-form-field';
import { AdminPageHeader } from '@/components/ui/admin-page-header';
import { ErrorBanner } from '@/components/ui/error-banner';
import { isApiError } from '@/lib/api-error';
import {
  erasePersonalData,
  exportPersonalData,
  PERSONAL_DATA_SERVICES,
  type PersonalDataService,
} from '../api/personal-data';
import { exportFileName, mergeExports } from '../lib/merge-exports';
import './privacy-requests.css';

/** What one service answered an erasure: its counts, or why it refused. */
type ErasureOutcome =
  | { service: PersonalDataService; erased: PersonalDataErasure['erased'] }
  | { service: PersonalDataService; error: 'staffAccount' | 'failed' };

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+$/;

const settled = <T,>(service: PersonalDataService, run: Promise<T>) =>
  run.then(
    (value) => ({ service, value }),
    (error: unknown) => ({ service, error }),
  );

/**
 * /admin/dashboard/privacy (owners): one person's data across the four services. Export asks each
 * service and saves one JSON file for the person; Erase asks first, naming the address, then has each
 * service erase what it owns and shows what went, service by service.
 */
export function PrivacyRequestsPage() {
  const { t } = useTranslation('privacyRequests');
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [busy, setBusy] = useState<'export' | 'erase'>();
  const [exportError, setExportError] = useState<string>();
  const [exported, setExported] = useState<string>();
  const [confirming, setConfirming] = useState<string>();
  const [outcomes, setOutcomes] = useState<{ email: string; results: ErasureOutcome[] }>();

  const address = () => {
    const value = email.trim();
    if (!LOOKS_LIKE_EMAIL.test(value)) {
      setFieldError(t(value === '' ? 'form.required' : 'form.invalid'));
      return undefined;
    }
    setFieldError(undefined);
    return value;
  };

  const runExport = async (event: FormEvent) => {
    event.preventDefault();
    const value = address();
    if (!value) return;
    setBusy('export');
    setExportError(undefined);
    setExported(undefined);
    try {
      const answers = await Promise.all(
        PERSONAL_DATA_SERVICES.map((service) => settled(service, exportPersonalData(service, value))),
      );
      const failed = answers.filter((answer) => 'error' in answer);
      if (failed.some(({ error }) => isApiError(error) && error.code === ERROR_CODES.VALIDATION_FAILED)) {
        setFieldError(t('form.invalid'));
        return;
      }
      if (failed.length > 0) {
        // Half a person's data would read as all of it: nothing is saved unless every service answered.
        setExportError(
          t('export.failed', { services: failed.map(({ service }) => t(`services.${service}`)).join('، ') }),
        );
        return;
      }
      const merged = mergeExports(
        value.toLowerCase(),
        new Date().toISOString(),
        answers.flatMap((answer) =>
          'value' in answer ? [{ service: answer.service, data: answer.value }] : [],
        ),
      );
      const fileName = exportFileName(value);
      saveBlob(new Blob([JSON.stringify(merged, null, 2)], { type: 'application/json' }), fileName);
      setExported(fileName);
    } finally {
      setBusy(undefined);
    }
  };

  const askErase = () => {
    const value = address();
    if (value) setConfirming(value);
  };

  const runErase = async (value: string) => {
    setBusy('erase');
    try {
      const answers = await Promise.all(
        PERSONAL_DATA_SERVICES.map((service) => settled(service, erasePersonalData(service, value))),
      );
      setOutcomes({
        email: value,
        results: answers.map((answer): ErasureOutcome =>
          'value' in answer
            ? { service: answer.service, erased: answer.value.erased }
            : {
                service: answer.service,
                error:
                  isApiError(answer.error) && answer.error.code === ERROR_CODES.PERSONAL_DATA_STAFF_ACCOUNT
                    ? 'staffAccount'
                    : 'failed',
              },
        ),
      });
    } finally {
      setBusy(undefined);
      setConfirming(undefined);
    }
  };

  return (
    <section className="privacy-requests">
      <AdminPageHeader title={t('title')} subtitle={t('subtitle')} />
      <form className="privacy-requests__form" noValidate onSubmit={(event) => void runExport(event)}>
        <AdminFormField label={t('form.email')} hint={t('form.hint')} error={fieldError}>
          {(control) => (
            <input
              {...control}
              type="email"
              dir="ltr"
              autoComplete="off"
              maxLength={EMAIL_MAX}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              required
            />
          )}
        </AdminFormField>
        <div className="privacy-requests__actions">
          <button type="submit" className="admin-button admin-button--primary" disabled={busy !== undefined}>
            {busy === 'export' ? t('export.running') : t('export.button')}
          </button>
          <button
            type="button"
            className="admin-button admin-button--danger"
            onClick={askErase}
            disabled={busy !== undefined}
          >
            {t('erase.button')}
          </button>
        </div>
      </form>

      {exportError ? <ErrorBanner message={exportError} /> : null}
      {exported ? (
        <p className="privacy-requests__notice" role="status">
          {t('export.done', { file: isolate(exported) })}
        </p>
      ) : null}

      {outcomes ? <ErasureSummary email={outcomes.email} results={outcomes.results} /> : null}

      <ConfirmDialog
        open={confirming !== undefined}
        title={t('erase.confirmTitle')}
        message={t('erase.confirmMessage', { email: isolate(confirming ?? '') })}
        confirmLabel={busy === 'erase' ? t('erase.running') : t('erase.confirm')}
        cancelLabel={t('erase.cancel')}
        busy={busy === 'erase'}
        onConfirm={() => confirming && void runErase(confirming)}
        onCancel={() => setConfirming(undefined)}
      />
    </section>
  );
}

function ErasureSummary({ email, results }: { email: string; results: ErasureOutcome[] }) {
  const { t } = useTranslation('privacyRequests');
  return (
    <section className="privacy-requests__summary" aria-labelledby="privacy-summary-title">
      <h2 id="privacy-summary-title" className="privacy-requests__summary-title" tabIndex={-1}>
        {t('summary.title', { email: isolate(email) })}
      </h2>
      <ul className="privacy-requests__services">
        {results.map((result) => (
          <li key={result.service} className="privacy-requests__service">
            <h3 className="privacy-requests__service-name">{t(`services.${result.service}`)}</h3>
            {'error' in result ? (
              <p className="privacy-requests__service-error" role="alert">
                {t(`summary.${result.error}`)}
              </p>
            ) : (
              <dl className="privacy-requests__counts">
                {Object.entries(result.erased).map(([kind, count]) => (
                  <div key={kind} className="privacy-requests__count">
                    <dt>{t(`kinds.${kind}`, { defaultValue: kind })}</dt>
                    <dd>{count}</dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
