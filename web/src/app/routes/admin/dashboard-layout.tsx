import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { LogoMark } from '@/components/brand/logo-mark';
import { LanguageToggle } from '@/components/layout/language-toggle';
import { ADMIN_LOGIN_PATH } from '@/config/site';
import { clearAdminToken } from '@/lib/admin-session';
import { RequireAdmin } from './require-admin';
import './admin.css';

const SECTIONS = [
  { to: '/admin/dashboard', key: 'dashboard', end: true },
  { to: '/admin/dashboard/client-briefs', key: 'clientBriefs', end: false },
  { to: '/admin/dashboard/blog', key: 'blog', end: false },
  { to: '/admin/dashboard/careers', key: 'careers', end: false },
  { to: '/admin/dashboard/messages', key: 'messages', end: false },
  { to: '/admin/dashboard/settings', key: 'settings', end: false },
] as const;

/** The guarded admin shell: sidebar, top bar and the active section. Issue 5 fills the sections. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const logout = () => {
    clearAdminToken();
    void navigate(ADMIN_LOGIN_PATH, { replace: true });
  };

  return (
    <RequireAdmin>
      <div className="admin-shell">
        <aside className="admin-shell__sidebar">
          <div className="admin-shell__brand">
            <LogoMark size={32} />
            <span>{t('admin.panelTitle')}</span>
          </div>
          <nav aria-label={t('admin.navLabel')}>
            <ul className="admin-shell__nav">
              {SECTIONS.map((section) => (
                <li key={section.to}>
                  <NavLink to={section.to} end={section.end} className="admin-shell__link">
                    {t(`admin.${section.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <div className="admin-shell__main">
          <header className="admin-shell__topbar">
            <span className="admin-shell__badge">{t('admin.label')}</span>
            <LanguageToggle className="admin-shell__language" />
            <button type="button" className="button button--ghost" onClick={logout}>
              {t('admin.logout')}
            </button>
          </header>
          <main className="admin-shell__content">
            <Outlet />
          </main>
        </div>
      </div>
    </RequireAdmin>
  );
}
