import { ACCOUNT_LIMITS, ERROR_CODES, PASSWORD_MIN_LENGTH, type ValidationDetail } from '@madar/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PasswordField, usePasswordProblems } from '@/components/admin/password-field';
import { ErrorBanner } from '@/components/ui/error-banner';
import { ADMIN_LOGIN_PATH } from '@/config/site';
import { isApiError } from '@/lib/api-error';
import { setPassword } from '../api/set-password';

/** The token of a set-password link: after `#token=`, so it never reaches a server's logs or a Referer. */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && token.trim() !== '' ? token.trim() : null;
}

/**
 * The invited person's first password: typed twice, every broken rule listed, then a link to sign in.
 * A link that was used already or expired says so (ACCOUNT.LINK_INVALID) and where to get another.
 */
export function SetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('staff');
  const passwordProblems = usePasswordProblems();
  const [password, setValue] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [details, setDetails] = useState<readonly ValidationDetail[]>([]);
  const [repeatError, setRepeatError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'done' | 'invalid' | 'failed' | null>(token ? null : 'invalid');
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (outcome === 'done') doneRef.current?.focus();
  }, [outcome]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !token) return;
    setOutcome(null);
    if (password === '') {
      setDetails([{ field: 'password', rule: 'isNotEmpty' }]);
      passwordRef.current?.focus();
      return;
    }
    setDetails([]);
    if (password !== repeat) {
      setRepeatError(t('passwordRules.mismatch'));
      repeatRef.current?.focus();
      return;
    }
    setRepeatError(null);
    setSubmitting(true);
    try {
      await setPassword({ token, password });
      setOutcome('done');
    } catch (error) {
      if (isApiError(error) && error.code === ERROR_CODES.ACCOUNT_LINK_INVALID) {
        setOutcome('invalid');
      } else if (isApiError(error) && error.details.some((detail) => detail.field === 'password')) {
        setDetails(error.details);
        passwordRef.current?.focus();
      } else {
        setOutcome('failed');
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (outcome === 'done') {
    return (
      <div className="login-form">
        <p ref={doneRef} tabIndex={-1} role="status">
          {t('setPassword.done')}
        </p>
        <Link to={ADMIN_LOGIN_PATH} className="admin-login__submit">
          {t('setPassword.signIn')}
        </Link>
      </div>
    );
  }
  if (outcome === 'invalid') {
    return <ErrorBanner message={token ? t('setPassword.invalid') : t('setPassword.noToken')} />;
  }
  return (
    <form className="login-form" noValidate onSubmit={(event) => void submit(event)}>
      {outcome === 'failed' ? <ErrorBanner message={t('setPassword.error')} /> : null}
      <PasswordField
        label={t('setPassword.new')}
        value={password}
        onChange={setValue}
        autoComplete="new-password"
        maxLength={ACCOUNT_LIMITS.password}
        hint={t('passwordRules.hint', { min: PASSWORD_MIN_LENGTH })}
        errors={passwordProblems(details, 'password')}
        inputRef={passwordRef}
      />
      <PasswordField
        label={t('setPassword.confirm')}
        value={repeat}
        onChange={setRepeat}
        autoComplete="new-password"
        maxLength={ACCOUNT_LIMITS.password}
        errors={repeatError ? [repeatError] : []}
        inputRef={repeatRef}
      />
      <button type="submit" className="admin-login__submit" disabled={submitting}>
        {submitting ? t('setPassword.submitting') : t('setPassword.submit')}
      </button>
    </form>
  );
}
