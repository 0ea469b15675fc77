import {
  APPLICATION_LIMITS,
  EMAIL_MAX,
  ERROR_CODES,
  PHONE_MAX,
  type ApplicationRequest,
} from '@madar/shared';
import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, TextAreaField, TextField } from '@/components/form/form-field';
import { FormFeedback, RequiredNote, SubmitButton, UploadProgress } from '@/components/form/form-feedback';
import { ConsentField } from '@/components/form/consent-field';
import { HoneypotField } from '@/components/form/honeypot-field';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useSpamTrap } from '@/components/form/use-spam-trap';
import type { ApiError } from '@/lib/api-error';
import { submitApplication } from '../api/submit-application';
import { checkResume, resumeProblemFrom, type ResumeProblem } from './resume-check';
import { ResumePicker } from './resume-picker';
import './careers.css';
import { FormGate } from '@/components/form/form-gate';

const TEXT_FIELDS = [
  'name',
  'email',
  'phone',
  'experience',
  'education',
  'coverLetter',
] as const satisfies readonly (keyof ApplicationRequest)[];
type TextFieldName = (typeof TEXT_FIELDS)[number];
type Values = Record<TextFieldName, string>;
const EMPTY: Values = { name: '', email: '', phone: '', experience: '', education: '', coverLetter: '' };
// jobId is not a visible field: a server complaint about it belongs in the form-level alert.
const SERVER_FIELDS = [...TEXT_FIELDS, 'position', 'resume', 'consent'] as const;

interface Props {
  position: string;
  onPositionChange: (position: string) => void;
  /** Sent only when the visitor picked a listed opening and kept its title as the position. */
  jobId?: string;
  /** After a successful submission: the parent puts the position back to the selected job's title. */
  onSubmitted: () => void;
}

/**
 * The job application (docs/product.md#job-application): multipart upload with progress and resume
 * pre-checks.
 */
export function ApplicationForm({ position, onPositionChange, jobId, onSubmitted }: Props) {
  const { t } = useTranslation('careers');
  const [values, setValues] = useState<Values>(EMPTY);
  const [resume, setResume] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const [resumeProblem, setResumeProblem] = useState<ResumeProblem | null>(null);
  const [progress, setProgress] = useState(0);
  // The job's closing date passed while the visitor was filling the form: say so, not "try later".
  const [jobClosed, setJobClosed] = useState(false);
  const resumeInput = useRef<HTMLInputElement>(null);

  const onServerError = useCallback((error: ApiError) => {
    setJobClosed(error.code === ERROR_CODES.JOB_CLOSED);
    const problem = resumeProblemFrom(error);
    if (problem) setResumeProblem(problem);
  }, []);
  const { state, isSubmitting, submit, checkConstraints, clearFieldError } = useFormSubmission(
    SERVER_FIELDS,
    onServerError,
  );
  const spamTrap = useSpamTrap();

  const bind = (field: TextFieldName) => ({
    name: field,
    label: t(`form.${field}`),
    value: values[field],
    serverError: state.fieldErrors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      clearFieldError(field);
    },
  });

  const onResumeChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    clearFieldError('resume');
    const problem = file ? checkResume(file) : null;
    setResumeProblem(problem);
    setResume(problem ? null : file);
    // A refused file is cleared, so the form cannot send it.
    if (problem) event.target.value = '';
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Every problem shows at once; focus goes to the first field that has one.
    const form = event.currentTarget;
    const fieldsValid = checkConstraints(form);
    const problem = checkResume(resume);
    if (!resume || problem) {
      setResumeProblem(problem ?? 'missing');
      if (fieldsValid) resumeInput.current?.focus();
      return;
    }
    if (!fieldsValid) return;
    setProgress(0);
    const phone = values.phone.trim();
    const coverLetter = values.coverLetter.trim();
    const sent = await submit(() =>
      submitApplication(
        {
          name: values.name.trim(),
          email: values.email.trim(),
          ...(phone ? { phone } : {}),
          position: position.trim(),
          experience: values.experience.trim(),
          education: values.education.trim(),
          ...(coverLetter ? { coverLetter } : {}),
          ...(jobId ? { jobId } : {}),
          consent: true,
          ...spamTrap(form),
          resume,
        },
        setProgress,
      ),
    );
    if (sent) {
      setValues(EMPTY);
      setResume(null);
      setConsent(false);
      if (resumeInput.current) resumeInput.current.value = '';
      onSubmitted();
    }
  };

  const resumeError = resumeProblem ? t(`form.resumeErrors.${resumeProblem}`) : undefined;

  return (
    <form
      className="application-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="apply-title"
    >
      <FormGate>
        <h2 id="apply-title" className="application-form__title">
          {t('form.title')}
        </h2>
        <p className="application-form__intro">{t('form.intro')}</p>
        <RequiredNote />
        <div className="form-grid form-grid--two">
          <TextField required maxLength={APPLICATION_LIMITS.name} autoComplete="name" {...bind('name')} />
          <TextField
            required
            type="email"
            maxLength={EMAIL_MAX}
            autoComplete="email"
            dir="ltr"
            {...bind('email')}
          />
          <TextField type="tel" maxLength={PHONE_MAX} autoComplete="tel" dir="ltr" {...bind('phone')} />
          <TextField
            name="position"
            label={t('form.position')}
            required
            maxLength={APPLICATION_LIMITS.position}
            value={position}
            serverError={state.fieldErrors.position}
            onChange={(event) => {
              onPositionChange(event.target.value);
              clearFieldError('position');
            }}
          />
          <TextAreaField
            className="form-grid__wide"
            required
            maxLength={APPLICATION_LIMITS.experience}
            {...bind('experience')}
          />
          <TextAreaField
            className="form-grid__wide"
            required
            maxLength={APPLICATION_LIMITS.education}
            {...bind('education')}
          />
          <TextAreaField
            className="form-grid__wide"
            rows={6}
            maxLength={APPLICATION_LIMITS.coverLetter}
            {...bind('coverLetter')}
          />
          <FieldFrame
            className="form-grid__wide"
            label={t('form.resume')}
            required
            hint={t('form.resumeHint')}
            error={resumeError}
            serverError={state.fieldErrors.resume}
          >
            {({ id, describedBy, invalid }) => (
              <ResumePicker
                ref={resumeInput}
                id={id}
                describedBy={describedBy}
                invalid={invalid}
                fileName={resume?.name}
                onChange={onResumeChange}
              />
            )}
          </FieldFrame>
        </div>
        {/* Only while the resume travels: once sent, the confirmation speaks and a full bar would linger. */}
        {isSubmitting ? <UploadProgress percent={progress} /> : null}
        <ConsentField
          kind="applications"
          checked={consent}
          serverError={state.fieldErrors.consent}
          onChange={(checked) => {
            setConsent(checked);
            clearFieldError('consent');
          }}
        />
        <HoneypotField />
        <div className="form-actions">
          <SubmitButton submitting={isSubmitting} label={t('form.submit')} />
        </div>
        <FormFeedback
          state={state}
          successMessage={t('form.success')}
          errorMessage={jobClosed ? t('form.jobClosed') : t('form.error')}
        />
      </FormGate>
    </form>
  );
}
