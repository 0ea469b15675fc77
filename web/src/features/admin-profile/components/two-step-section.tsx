import { TWO_STEP_LIMITS, type TwoStepEnrolment } from '@madar/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ui/error-banner';
import { isApiError } from '@/lib/api-error';
import { confirmEnrolment, startEnrolment, turnOffTwoStep, useTwoStep } from '../api/two-step';

const qrSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * The profile's two-step: its state, enrolment (a QR code and the key to type by hand, confirmed by the
 * app's first code), the recovery codes shown once with copy and download, and turning it off with the
 * current password. The QR code is drawn by auth as SVG: no QR library reaches the browser.
 */
export function TwoStepSection() {
  const { t } = useTranslation('staff');
  const { data, error, mutate } = useTwoStep();
  const [enrolment, setEnrolment] = useState<TwoStepEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setMessage(null);
    try {
      setEnrolment(await startEnrolment());
    } catch {
      setMessage(t('twoStep.profile.error'));
    } finally {
      setBusy(false);
    }
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  if (error) return <ErrorBanner message={t('twoStep.profile.loadError')} />;
  if (!data) return null;

  return (
    <div className="profile-form">
      <p>{t('twoStep.profile.description')}</p>
      {message ? <ErrorBanner message={message} /> : null}
      {data.required && !data.enabled ? (
        <p className="profile-two-step__required" role="status">
          {t('twoStep.profile.required')}
        </p>
      ) : null}
      <p>
        {data.enabled ? t('twoStep.profile.on', { count: data.recoveryCodesLeft }) : t('twoStep.profile.off')}
      </p>
      {enrolment ? (
        <Enrolment
          enrolment={enrolment}
          onCancel={() => setEnrolment(null)}
          onConfirmed={(recoveryCodes) => {
            setEnrolment(null);
            setCodes(recoveryCodes);
            void mutate();
          }}
        />
      ) : data.enabled ? (
        turningOff ? (
          <TurnOff
            onCancel={() => setTurningOff(false)}
            onDone={() => {
              setTurningOff(false);
              void mutate();
            }}
          />
        ) : (
          <div className="profile-form__actions">
            <button type="button" className="admin-button" onClick={() => setTurningOff(true)}>
              {t('twoStep.profile.turnOff')}
            </button>
          </div>
        )
      ) : (
        <div className="profile-form__actions">
          <button
            type="button"
            className="admin-button admin-button--primary"
            disabled={busy}
            onClick={() => void start()}
          >
            {busy ? t('twoStep.profile.starting') : t('twoStep.profile.start')}
          </button>
        </div>
      )}
    </div>
  );
}

function Enrolment({
  enrolment,
  onCancel,
  onConfirmed,
}: {
  enrolment: TwoStepEnrolment;
  onCancel: () => void;
  onConfirmed: (codes: string[]) => void;
}) {
  const { t } = useTranslation('staff');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onConfirmed((await confirmEnrolment(code.trim())).recoveryCodes);
    } catch (err) {
      setError(
        isApiError(err) && err.code === 'TWO_STEP.INVALID_CODE'
          ? t('twoStep.profile.invalidCode')
          : t('twoStep.profile.error'),
      );
      setBusy(false);
    }
  };

  return (
    <form className="profile-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p>{t('twoStep.profile.scan')}</p>
      <img
        className="profile-two-step__qr"
        src={qrSource(enrolment.qrSvg)}
        alt={t('twoStep.profile.qrAlt')}
        width={200}
        height={200}
      />
      <p>
        {t('twoStep.profile.manual')} <code dir="ltr">{enrolment.secret}</code>
      </p>
      {error ? <ErrorBanner message={error} /> : null}
      <label className="admin-form-field">
        <span>{t('twoStep.profile.confirmLabel')}</span>
        <input
          className="admin-input"
          dir="ltr"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          maxLength={TWO_STEP_LIMITS.code}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
          required
        />
      </label>
      <div className="profile-form__actions">
        <button
          type="submit"
          className="admin-button admin-button--primary"
          disabled={busy || code.trim() === ''}
        >
          {busy ? t('twoStep.profile.confirming') : t('twoStep.profile.confirm')}
        </button>
        <button type="button" className="admin-button" onClick={onCancel}>
          {t('twoStep.profile.cancel')}
        </button>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };
  return (
    <div className="profile-form" role="region" aria-labelledby="two-step-codes-title">
      <h3 id="two-step-codes-title">{t('twoStep.profile.codesTitle')}</h3>
      <p>{t('twoStep.profile.codesIntro')}</p>
      <ul className="profile-two-step__codes" dir="ltr">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="profile-form__actions">
        <button type="button" className="admin-button" onClick={() => void copy()}>
          {t('twoStep.profile.copy')}
        </button>
        <a
          className="admin-button"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="madar-recovery-codes.txt"
        >
          {t('twoStep.profile.download')}
        </a>
        <button type="button" className="admin-button admin-button--primary" onClick={onDone}>
          {t('twoStep.profile.done')}
        </button>
        <span role="status">{copied ? t('twoStep.profile.copied') : ''}</span>
      </div>
    </div>
  );
}

function TurnOff({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await turnOffTwoStep({ currentPassword: password });
      onDone();
    } catch (err) {
      setError(
        isApiError(err) && err.code === 'ACCOUNT.WRONG_PASSWORD'
          ? t('twoStep.profile.wrongPassword')
          : t('twoStep.profile.error'),
      );
      setBusy(false);
    }
  };
  return (
    <form className="profile-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h3>{t('twoStep.profile.turnOffTitle')}</h3>
      {error ? <ErrorBanner message={error} /> : null}
      <label className="admin-form-field">
        <span>{t('twoStep.profile.turnOffPassword')}</span>
        <input
          className="admin-input"
          type="password"
          autoComplete="current-password"
          maxLength={TWO_STEP_LIMITS.currentPassword}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
      </label>
      <div className="profile-form__actions">
        <button
          type="submit"
          className="admin-button admin-button--danger-ghost"
          disabled={busy || password === ''}
        >
          {t('twoStep.profile.turnOffSubmit')}
        </button>
        <button type="button" className="admin-button" onClick={onCancel}>
          {t('twoStep.profile.cancel')}
        </button>
      </div>
    </form>
  );
}
