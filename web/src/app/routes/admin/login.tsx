import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LogoMark } from '@/components/brand/logo-mark';
import { useDocumentTitle } from '@/hooks/use-document-title';
import './admin.css';

/** Placeholder sign-in screen; issue 5 adds the form (email, password, remember me). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.login'));
  return (
    <main className="admin-login">
      <div className="admin-login__card" data-placeholder="true">
        <LogoMark size={48} />
        <h1 className="admin-login__title">{t('admin.login')}</h1>
        <p className="admin-section__note">{t('common.comingSoon')}</p>
        <Link to="/" className="text-link">
          {t('admin.backToSite')}
        </Link>
      </div>
    </main>
  );
}
