import '@/locales/register-admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LogoMark } from '@/components/brand/logo-mark';
import { LanguageToggle } from '@/components/layout/language-toggle';
import { LoginForm } from '@/features/admin-session/components/login-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import './admin.css';

/** The admin sign-in page (docs/product.md#sign-in). */
export function Component() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('login.title'));
  return (
    <main className="admin-login">
      <div className="admin-login__card">
        <div className="admin-login__top">
          <LanguageToggle className="admin-login__language" />
        </div>
        <LogoMark size={48} />
        <h1 className="admin-login__title">{t('login.title')}</h1>
        <p className="admin-login__subtitle">{t('login.subtitle')}</p>
        <LoginForm />
        <Link to="/" className="text-link">
          {t('login.backToSite')}
        </Link>
      </div>
    </main>
  );
}
