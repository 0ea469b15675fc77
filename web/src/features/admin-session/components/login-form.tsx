import { EMAIL_MAX, isTwoStepChallenge, LOGIN_LIMITS, type AccountLoginResult } from '@madar/shared';
import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorBanner } from '@/components/ui/error-banner';
import { env } from '@/config/env';
import type { DemoCredentials } from '@/config/parse-env';
import { useLanguage } from '@/hooks/use-language';
import { isApiError } from '@/lib/api-error';
import { formatWait } from '@/lib/format';
import { login } from '../api/login';
import { getRememberedEmail, redirectTarget, sessionExpired, startSession } from '../lib/session';
import { TwoStepForm } from './two-step-form';
import './login-form.css';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type FieldErrors = Partial<Record<'email' | 'password', string>>;

/**
 * The sign-in form: email, password, remember me; a translated message on failure. A demo build shows
 * the demo admin's sign-in (`demo`), which only a demo build holds.
 */
export function LoginForm({ demo = env.demoCredentials }: { demo?: DemoCredentials | null }) {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const ids = { email: useId(), password: useId(), remember: useId(), forgot: useId() };
  const [email, setEmail] = useState(getRememberedEmail);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(() => getRememberedEmail() !== '');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [showForgot, setShowForgot] = useState(false);
  // Set when the password was right and the account has two-step on: the second step is shown.
  const [challenge, setChallenge] = useState<string | null>(null);

  const validate = (): FieldErrors => {
    const errors: FieldErrors = {};
    if (email.trim() === '') errors.email = t('login.errors.emailRequired');
    else if (!EMAIL_PATTERN.test(email.trim())) errors.email = t('login.errors.emailInvalid');
    if (password === '') errors.password = t('login.errors.passwordRequired');
    return errors;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validate();
    setFieldErrors(errors);
    setFormError(null);
    if (Object.keys(errors).length > 0) return;
    setSubmitting(true);
    try {
      const answer = await login({ email: email.trim(), password, rememberMe });
      if (isTwoStepChallenge(answer)) {
        setChallenge(answer.challenge);
        setSubmitting(false);
        return;
      }
      signedIn(answer);
    } catch (error) {
      setFormError(messageFor(error));
      setSubmitting(false);
    }
  };

  const signedIn = (result: AccountLoginResult) => {
    startSession(result, email.trim(), rememberMe);
    // A role that requires two-step without it: the person is led to enrol on their profile.
    const target = result.twoStepEnrolmentRequired
      ? '/admin/profile#two-step'
      : redirectTarget(location.state);
    void navigate(target, { replace: true });
  };

  // The server's answer is identified by status and code, then shown in the visitor's language.
  const messageFor = (error: unknown): string => {
    if (!isApiError(error)) return t('login.errors.generic');
    if (error.status === 401 || error.code === 'AUTH.INVALID_CREDENTIALS') {
      return t('login.errors.invalidCredentials');
    }
    if (error.status === 429 || error.code === 'REQUEST.THROTTLED') {
      return error.retryAfterSeconds === undefined
        ? t('login.errors.tooManyAttempts')
        : t('login.errors.tooManyAttemptsWait', {
            wait: formatWait(error.retryAfterSeconds, lang),
          });
    }
    return t('login.errors.generic');
  };

  if (challenge !== null) {
    return (
      <TwoStepForm
        challenge={challenge}
        onSignedIn={signedIn}
        onRestart={() => {
          setChallenge(null);
          setPassword('');
        }}
      />
    );
  }

  return (
    <form className="login-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {formError ? <ErrorBanner message={formError} /> : null}
      {!formError && sessionExpired(location.state) ? (
        <p className="login-form__notice" role="status">
          {t('login.expired')}
        </p>
      ) : null}
      <div className="login-form__field">
        <label htmlFor={ids.email}>{t('login.email')}</label>
        <input
          id={ids.email}
          type="email"
          name="email"
          maxLength={EMAIL_MAX}
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={fieldErrors.email ? true : undefined}
          aria-describedby={fieldErrors.email ? `${ids.email}-error` : undefined}
          required
        />
        {fieldErrors.email ? (
          <p id={`${ids.email}-error`} className="login-form__error">
            {fieldErrors.email}
          </p>
        ) : null}
      </div>
      <div className="login-form__field">
        <label htmlFor={ids.password}>{t('login.password')}</label>
        <input
          id={ids.password}
          type="password"
          name="password"
          maxLength={LOGIN_LIMITS.password}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={fieldErrors.password ? true : undefined}
          aria-describedby={fieldErrors.password ? `${ids.password}-error` : undefined}
          required
        />
        {fieldErrors.password ? (
          <p id={`${ids.password}-error`} className="login-form__error">
            {fieldErrors.password}
          </p>
        ) : null}
      </div>
      <div className="login-form__row">
        <label className="login-form__check" htmlFor={ids.remember}>
          <input
            id={ids.remember}
            type="checkbox"
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.target.checked)}
          />
          {t('login.rememberMe')}
        </label>
        <button
          type="button"
          className="login-form__forgot"
          aria-expanded={showForgot}
          aria-controls={ids.forgot}
          onClick={() => setShowForgot((open) => !open)}
        >
          {t('login.forgot')}
        </button>
      </div>
      <p id={ids.forgot} className="login-form__note" hidden={!showForgot}>
        {t('login.forgotNote')}
      </p>
      <button type="submit" className="admin-login__submit" disabled={submitting}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </button>
      {demo ? (
        <div className="login-form__demo">
          <p className="login-form__demo-title">{t('login.demoTitle')}</p>
          <p>
            <Trans
              t={t}
              i18nKey="login.demoCredentials"
              values={demo}
              components={{ code: <code dir="ltr" /> }}
            />
          </p>
        </div>
      ) : null}
    </form>
  );
}
