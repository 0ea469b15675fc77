import { directionOf, type Job, jobToday, type Language, type ValidationDetail } from '@madar/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminFormField } from '@/components/ui/admin-form-field';
import { mapValidationDetails } from '@/components/form/form-state';
import { formLevelMessage, validationMessage } from '@/components/form/validation-messages';
import { ErrorBanner } from '@/components/ui/error-banner';
import { isApiError } from '@/lib/api-error';
import { LANGUAGE_CODES, LANGUAGE_NAME_KEYS } from '@/lib/languages';
import { createJob, updateJob } from '../api/job-writes';
import {
  buildJobPayload,
  CLOSES_AT_RULES,
  emptyJobValues,
  jobToValues,
  JOB_LIST_FIELDS,
  JOB_TEXT_FIELDS,
  jobFieldPaths,
  validateJob,
  type JobErrors,
  type JobFormValues,
  type JobTextField,
} from '../lib/job-form';
import { LocalizedListField } from './localized-list-field';

/** Add or edit a job: every field in English and Arabic side by side, ordered lists, draft or published. */
export function JobEditor({
  job,
  onDone,
  onCancel,
}: {
  job: Job | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('adminContent');
  const { t: tForm } = useTranslation();
  const [values, setValues] = useState<JobFormValues>(() => (job ? jobToValues(job) : emptyJobValues()));
  const [errors, setErrors] = useState<JobErrors>({});
  // The service's failed rules, by the same paths as `errors` (`title.ar`, `requirements.1.en`).
  const [serverErrors, setServerErrors] = useState<Record<string, ValidationDetail>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const problem = (key: string): string | undefined => {
    const found = errors[key];
    if (found) return t(found);
    const detail = serverErrors[key];
    const own = detail && key === 'closesAt' ? CLOSES_AT_RULES[detail.rule] : undefined;
    if (own) return t(own);
    return detail ? validationMessage(detail, tForm) : undefined;
  };
  const setText = (field: JobTextField, lang: Language, text: string) =>
    setValues((current) => ({ ...current, [field]: { ...current[field], [lang]: text } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A new job may not close before today (Tripoli); an edit may close one early.
    const found = validateJob(values, job ? undefined : jobToday(new Date()));
    setErrors(found);
    setServerErrors({});
    if (Object.keys(found).length > 0) {
      setFormError(t('common.fixErrors'));
      return;
    }
    setSaving(true);
    setFormError(null);
    try {
      const payload = buildJobPayload(values);
      if (job) await updateJob(job.id, payload);
      else await createJob(payload);
      onDone();
    } catch (error) {
      const details = isApiError(error) && error.status === 400 ? error.details : [];
      const { fieldErrors, formErrors } = mapValidationDetails(details, jobFieldPaths(values));
      setServerErrors(fieldErrors);
      const rest = formErrors.map((detail) => formLevelMessage(detail, tForm));
      setFormError([t('common.saveFailed'), ...rest].join(' '));
    } finally {
      setSaving(false);
    }
  };

  const heading = job ? t('careers.jobs.editor.editTitle') : t('careers.jobs.editor.newTitle');
  return (
    <form className="job-editor" onSubmit={(event) => void submit(event)} noValidate aria-label={heading}>
      <div className="job-editor__bar">
        <h2 className="job-editor__heading">{heading}</h2>
        <div className="job-editor__actions">
          <button type="button" className="admin-button" onClick={onCancel} disabled={saving}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="admin-button admin-button--primary" disabled={saving}>
            {saving ? t('common.saving') : t('common.save')}
          </button>
        </div>
      </div>
      {formError ? <ErrorBanner message={formError} /> : null}

      <div className="job-editor__panel">
        {JOB_TEXT_FIELDS.map((field) => (
          <div key={field} className="job-editor__pair">
            {LANGUAGE_CODES.map((lang) => (
              <AdminFormField
                key={lang}
                label={`${t(`careers.jobs.editor.${field}`)} (${t(LANGUAGE_NAME_KEYS[lang])})`}
                error={problem(`${field}.${lang}`)}
              >
                {(control) =>
                  field === 'description' ? (
                    <textarea
                      {...control}
                      rows={4}
                      lang={lang}
                      dir={directionOf(lang)}
                      value={values[field][lang]}
                      onChange={(event) => setText(field, lang, event.target.value)}
                    />
                  ) : (
                    <input
                      {...control}
                      lang={lang}
                      dir={directionOf(lang)}
                      value={values[field][lang]}
                      onChange={(event) => setText(field, lang, event.target.value)}
                    />
                  )
                }
              </AdminFormField>
            ))}
          </div>
        ))}
        {JOB_LIST_FIELDS.map((field) => (
          <LocalizedListField
            key={field}
            label={t(`careers.jobs.editor.${field}`)}
            items={values[field]}
            onChange={(items) => setValues((current) => ({ ...current, [field]: items }))}
            error={problem(field)}
            itemError={(index, lang) => problem(`${field}.${index}.${lang}`)}
          />
        ))}
        <AdminFormField
          className="job-editor__date"
          label={t('careers.jobs.editor.closesAt')}
          hint={t('careers.jobs.editor.closesAtHint')}
          error={problem('closesAt')}
        >
          {(control) => (
            <input
              {...control}
              type="date"
              value={values.closesAt}
              onChange={(event) => setValues((current) => ({ ...current, closesAt: event.target.value }))}
            />
          )}
        </AdminFormField>
        <label className="job-editor__toggle">
          <input
            type="checkbox"
            checked={values.published}
            onChange={(event) => setValues((current) => ({ ...current, published: event.target.checked }))}
          />
          <span>{t('common.publishedToggle')}</span>
        </label>
      </div>
    </form>
  );
}
