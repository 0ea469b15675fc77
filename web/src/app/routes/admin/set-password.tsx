import '@/locales/register-admin';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LogoMark } from '@/components/brand/logo-mark';
import { LanguageToggle } from '@/components/layout/language-toggle';
import { SetPasswordForm, tokenFromHash } from '@/features/admin-session/components/set-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import '@/features/admin-session/components/login-form.css';
import './admin.css';

/** /admin/set-password#token=…: an invited person chooses their password (public: they have none yet). */
export function Component() {
  const { t } = useTranslation('staff');
  const { t: tAdmin } = useTranslation('admin');
  const { hash } = useLocation();
  useDocumentTitle(`${t('setPassword.title')} · ${tAdmin('layout.label')}`);
  return (
    <main className="admin-login">
      <div className="admin-login__card">
        <div className="admin-login__top">
          <LanguageToggle className="admin-login__language" />
        </div>
        <LogoMark size={48} />
        <h1 className="admin-login__title">{t('setPassword.title')}</h1>
        <p className="admin-login__subtitle">{t('setPassword.subtitle')}</p>
        <SetPasswordForm token={tokenFromHash(hash)} />
        <Link to="/" className="text-link">
          {tAdmin('login.backToSite')}
        </Link>
      </div>
    </main>
  );
}
