import { ACCOUNT_LIMITS, ERROR_CODES, PASSWORD_MIN_LENGTH, type ValidationDetail } from '@madar/shared';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField, usePasswordProblems } from '@/components/admin/password-field';
import { ErrorBanner } from '@/components/ui/error-banner';
import { isApiError } from '@/lib/api-error';
import { changePassword } from '../api/profile';

/**
 * Own password change: the current one, the new one twice. Every rule the new one breaks is listed at
 * once (one line per `details` entry of the 400); a wrong current password is said at its field.
 */
export function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('staff');
  const passwordProblems = usePasswordProblems();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [details, setDetails] = useState<readonly ValidationDetail[]>([]);
  const [currentError, setCurrentError] = useState<string | null>(null);
  const [repeatError, setRepeatError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setDetails([]);
    setFormError(null);
    setDone(false);
    const missingCurrent = current === '' ? t('passwordRules.required') : null;
    const mismatch = next !== repeat ? t('passwordRules.mismatch') : null;
    setCurrentError(missingCurrent);
    setRepeatError(mismatch);
    if (next === '') {
      setDetails([{ field: 'newPassword', rule: 'isNotEmpty' }]);
      nextRef.current?.focus();
      return;
    }
    if (missingCurrent || mismatch) {
      (missingCurrent ? currentRef : repeatRef).current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await changePassword({ currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setRepeat('');
      setDone(true);
      onChanged();
    } catch (error) {
      if (isApiError(error) && error.code === ERROR_CODES.ACCOUNT_WRONG_PASSWORD) {
        setCurrentError(t('profile.password.wrongCurrent'));
        currentRef.current?.focus();
      } else if (isApiError(error) && error.details.some((detail) => detail.field === 'newPassword')) {
        setDetails(error.details);
        nextRef.current?.focus();
      } else {
        setFormError(
          isApiError(error) && error.code === ERROR_CODES.AUTH_FORBIDDEN
            ? t('errors.forbidden')
            : t('profile.password.error'),
        );
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="profile-form" noValidate onSubmit={(event) => void submit(event)}>
      {formError ? <ErrorBanner message={formError} /> : null}
      <PasswordField
        label={t('profile.password.current')}
        value={current}
        onChange={setCurrent}
        autoComplete="current-password"
        maxLength={ACCOUNT_LIMITS.password}
        errors={currentError ? [currentError] : []}
        inputRef={currentRef}
      />
      <PasswordField
        label={t('profile.password.new')}
        value={next}
        onChange={setNext}
        autoComplete="new-password"
        maxLength={ACCOUNT_LIMITS.password}
        hint={t('passwordRules.hint', { min: PASSWORD_MIN_LENGTH })}
        errors={passwordProblems(details, 'newPassword')}
        inputRef={nextRef}
      />
      <PasswordField
        label={t('profile.password.confirm')}
        value={repeat}
        onChange={setRepeat}
        autoComplete="new-password"
        maxLength={ACCOUNT_LIMITS.password}
        errors={repeatError ? [repeatError] : []}
        inputRef={repeatRef}
      />
      <div className="profile-form__actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={submitting}>
          {submitting ? t('profile.password.submitting') : t('profile.password.submit')}
        </button>
        <p role="status" className="profile-form__done">
          {done ? t('profile.password.changed') : ''}
        </p>
      </div>
    </form>
  );
}
