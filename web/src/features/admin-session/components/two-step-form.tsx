import { TWO_STEP_LIMITS, type AccountLoginResult } from '@madar/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ui/error-banner';
import { useLanguage } from '@/hooks/use-language';
import { isApiError } from '@/lib/api-error';
import { formatWait } from '@/lib/format';
import { loginTwoStep } from '../api/login';

/**
 * The sign-in's second step: the six-digit code from the authenticator app, or (switched to) one of
 * the recovery codes. An expired challenge sends the person back to the password (`onRestart`).
 */
export function TwoStepForm({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (result: AccountLoginResult) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation('staff');
  const { lang } = useLanguage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // The field takes focus when the step appears and when the kind of code changes.
  useEffect(() => input.current?.focus(), [recovery]);

  const messageFor = (err: unknown): string => {
    if (!isApiError(err)) return t('twoStep.signIn.errors.generic');
    if (err.code === 'TWO_STEP.INVALID_CODE') return t('twoStep.signIn.errors.invalidCode');
    if (err.status === 429) {
      return err.retryAfterSeconds === undefined
        ? t('twoStep.signIn.errors.tooMany')
        : t('twoStep.signIn.errors.tooManyWait', { wait: formatWait(err.retryAfterSeconds, lang) });
    }
    return t('twoStep.signIn.errors.generic');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    if (typed === '') {
      setError(t('twoStep.signIn.errors.codeRequired'));
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      onSignedIn(await loginTwoStep({ challenge, code: typed }));
    } catch (err) {
      if (isApiError(err) && err.code === 'TWO_STEP.CHALLENGE_INVALID') {
        onRestart();
        return;
      }
      setError(messageFor(err));
      setSubmitting(false);
    }
  };

  const toggle = () => {
    setRecovery((on) => !on);
    setCode('');
    setError(null);
  };

  return (
    <form className="login-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h2 className="login-form__step-title">{t('twoStep.signIn.title')}</h2>
      {error ? <ErrorBanner message={error} /> : null}
      <div className="login-form__field">
        <label htmlFor={id}>
          {recovery ? t('twoStep.signIn.recoveryLabel') : t('twoStep.signIn.codeLabel')}
        </label>
        <p id={`${id}-hint`} className="login-form__note">
          {recovery ? t('twoStep.signIn.recoveryHint') : t('twoStep.signIn.codeHint')}
        </p>
        <input
          ref={input}
          id={id}
          name={recovery ? 'recovery-code' : 'one-time-code'}
          dir="ltr"
          type="text"
          inputMode={recovery ? 'text' : 'numeric'}
          pattern={recovery ? undefined : '[0-9]*'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={TWO_STEP_LIMITS.code}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
          required
        />
      </div>
      <div className="login-form__row">
        <button type="button" className="login-form__forgot" onClick={toggle}>
          {recovery ? t('twoStep.signIn.useApp') : t('twoStep.signIn.useRecovery')}
        </button>
        <button type="button" className="login-form__forgot" onClick={onRestart}>
          {t('twoStep.signIn.back')}
        </button>
      </div>
      <button type="submit" className="admin-login__submit" disabled={submitting}>
        {submitting ? t('twoStep.signIn.verifying') : t('twoStep.signIn.verify')}
      </button>
    </form>
  );
}
