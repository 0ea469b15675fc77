import { ACCOUNT_LIMITS, type AdminUser } from '@madar/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { LtrText } from '@/components/admin/ltr-text';
import { AdminFormField } from '@/components/ui/admin-form-field';
import { ErrorBanner } from '@/components/ui/error-banner';
import { UserText } from '@/components/ui/user-text';
import { useLanguage } from '@/hooks/use-language';
import { formatShortDateTime } from '@/lib/format';
import { describeUserAgent } from '@/lib/user-agent';
import { renameAccount, signOutEverywhere, useSessions } from '../api/profile';
import { PasswordForm } from './password-form';
import { TwoStepSection } from './two-step-section';
import './profile-page.css';

export interface ProfilePageProps {
  user: AdminUser;
  /** Owners edit their own name (through the accounts routes, which only they may use). */
  canRename: boolean;
  /** The new name was stored: the panel's copy of the user is read again. */
  onRenamed: () => void;
  /** A new password was chosen (the "choose your own password" prompt is done). */
  onPasswordChanged: () => void;
  /** Every session ended, this one included: the panel leaves for the sign-in page. */
  onSignedOut: () => void;
}

/** "Chrome on Windows" where the browser and system are known; the header as sent otherwise. */
function DeviceName({ userAgent }: { userAgent?: string }) {
  const { t } = useTranslation('staff');
  if (!userAgent) return <>{t('profile.sessions.unknownDevice')}</>;
  const { browser, system } = describeUserAgent(userAgent);
  if (browser && system) return <>{t('profile.sessions.browserOn', { browser, system })}</>;
  return <LtrText className="profile-sessions__agent">{browser ?? system ?? userAgent}</LtrText>;
}

/** Every role's own page: who they are, their password, and where they are signed in. */
export function ProfilePage({
  user,
  canRename,
  onRenamed,
  onPasswordChanged,
  onSignedOut,
}: ProfilePageProps) {
  const { t } = useTranslation('staff');
  return (
    <div className="admin-page profile-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">{t('profile.title')}</h1>
          <p className="admin-page__subtitle">{t('profile.subtitle')}</p>
        </div>
      </div>
      <section className="admin-panel" aria-labelledby="profile-details-title">
        <h2 id="profile-details-title" className="admin-panel__title">
          {t('profile.details')}
        </h2>
        <DetailsForm user={user} canRename={canRename} onRenamed={onRenamed} />
      </section>
      <section className="admin-panel" aria-labelledby="profile-password-title">
        <h2 id="profile-password-title" className="admin-panel__title">
          {t('profile.password.title')}
        </h2>
        <PasswordForm onChanged={onPasswordChanged} />
      </section>
      <section id="two-step" className="admin-panel" aria-labelledby="profile-two-step-title">
        <h2 id="profile-two-step-title" className="admin-panel__title">
          {t('twoStep.profile.title')}
        </h2>
        <TwoStepSection />
      </section>
      <section className="admin-panel" aria-labelledby="profile-sessions-title">
        <h2 id="profile-sessions-title" className="admin-panel__title">
          {t('profile.sessions.title')}
        </h2>
        <SessionsList onSignedOut={onSignedOut} />
      </section>
    </div>
  );
}

function DetailsForm({
  user,
  canRename,
  onRenamed,
}: Pick<ProfilePageProps, 'user' | 'canRename' | 'onRenamed'>) {
  const { t } = useTranslation('staff');
  const [name, setName] = useState(user.name);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'saving' || name.trim() === '') return;
    setState('saving');
    try {
      await renameAccount(user.id, name.trim());
      setState('saved');
      onRenamed();
    } catch {
      setState('failed');
    }
  };
  return (
    <form className="profile-form" noValidate onSubmit={(event) => void save(event)}>
      {state === 'failed' ? <ErrorBanner message={t('profile.nameError')} /> : null}
      <dl className="detail-list">
        {canRename ? null : (
          <div className="detail-list__row">
            <dt>{t('profile.name')}</dt>
            <dd>
              <UserText>{user.name}</UserText>
            </dd>
          </div>
        )}
        <div className="detail-list__row">
          <dt>{t('profile.email')}</dt>
          <dd className="profile-page__email">
            <LtrText>{user.email}</LtrText>
          </dd>
        </div>
        <div className="detail-list__row">
          <dt>{t('profile.role')}</dt>
          <dd>{t(`roles.${user.role}`)}</dd>
        </div>
      </dl>
      {canRename ? (
        <>
          <AdminFormField label={t('profile.name')}>
            {(control) => (
              <input
                {...control}
                type="text"
                dir="auto"
                autoComplete="name"
                maxLength={ACCOUNT_LIMITS.name}
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </AdminFormField>
          <div className="profile-form__actions">
            <button
              type="submit"
              className="admin-button admin-button--primary"
              disabled={state === 'saving'}
            >
              {state === 'saving' ? t('profile.saving') : t('profile.saveName')}
            </button>
            <p role="status" className="profile-form__done">
              {state === 'saved' ? t('profile.nameSaved') : ''}
            </p>
          </div>
        </>
      ) : null}
    </form>
  );
}

function SessionsList({ onSignedOut }: Pick<ProfilePageProps, 'onSignedOut'>) {
  const { t } = useTranslation('staff');
  const { t: tAdmin } = useTranslation('admin');
  const { lang } = useLanguage();
  const sessions = useSessions();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const signOutAll = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await signOutEverywhere();
      onSignedOut();
    } catch {
      setFailed(true);
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <div className="profile-sessions">
      <p className="admin-page__subtitle">{t('profile.sessions.description')}</p>
      {failed ? <ErrorBanner message={t('profile.sessions.error')} /> : null}
      {sessions.error ? (
        <ErrorBanner message={t('profile.sessions.loadError')} />
      ) : !sessions.data ? (
        <p aria-busy="true">{tAdmin('common.loading')}</p>
      ) : sessions.data.length === 0 ? (
        <p>{t('profile.sessions.empty')}</p>
      ) : (
        <ul className="profile-sessions__list">
          {sessions.data.map((session) => (
            <li key={session.id} className="profile-sessions__item">
              <p className="profile-sessions__device">
                <DeviceName userAgent={session.userAgent} />
                {session.current ? (
                  <span className="profile-sessions__current"> {t('profile.sessions.current')}</span>
                ) : null}
              </p>
              <dl className="profile-sessions__facts">
                {session.address ? (
                  <div>
                    <dt>{t('profile.sessions.address')}</dt>
                    <dd>
                      <LtrText>{session.address}</LtrText>
                    </dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t('profile.sessions.signedIn')}</dt>
                  <dd>
                    <time dateTime={session.issuedAt}>{formatShortDateTime(session.issuedAt, lang)}</time>
                  </dd>
                </div>
                <div>
                  <dt>{t('profile.sessions.expires')}</dt>
                  <dd>
                    <time dateTime={session.expiresAt}>{formatShortDateTime(session.expiresAt, lang)}</time>
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="admin-button admin-button--danger-ghost"
        onClick={() => setConfirming(true)}
      >
        {t('profile.sessions.signOutAll')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('profile.sessions.confirmTitle')}
        message={t('profile.sessions.confirmMessage')}
        confirmLabel={t('profile.sessions.signOutAll')}
        cancelLabel={tAdmin('common.cancel')}
        onConfirm={() => void signOutAll()}
        onCancel={() => setConfirming(false)}
        busy={busy}
      />
    </div>
  );
}
