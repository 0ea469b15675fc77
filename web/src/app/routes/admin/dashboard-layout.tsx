import '@/locales/register-admin';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  BlogIcon,
  BriefsIcon,
  CareersIcon,
  CollapseIcon,
  DashboardIcon,
  LogoutIcon,
  MessagesIcon,
  SettingsIcon,
} from '@/components/admin/admin-nav-icons';
import { Modal } from '@/components/admin/modal';
import { SaveNoticeProvider } from '@/components/admin/save-notice';
import { ADMIN_MAIN_ID } from '@/components/admin/use-focus-after-removal';
import { LogoMark } from '@/components/brand/logo-mark';
import type { IconProps } from '@/components/icons/icon';
import { MenuIcon } from '@/components/icons/ui-icons';
import { LanguageToggle } from '@/components/layout/language-toggle';
import { SkipLink } from '@/components/layout/skip-link';
import { ADMIN_LOGIN_PATH } from '@/config/site';
import { logout } from '@/features/admin-session/api/logout';
import { useMediaQuery } from '@/hooks/use-media-query';
import { RequireAdmin } from './require-admin';
import './admin.css';

type SectionKey = 'dashboard' | 'clientBriefs' | 'blog' | 'careers' | 'messages' | 'settings';

const SECTIONS: readonly { to: string; key: SectionKey; end: boolean; icon: ComponentType<IconProps> }[] = [
  { to: '/admin/dashboard', key: 'dashboard', end: true, icon: DashboardIcon },
  { to: '/admin/dashboard/client-briefs', key: 'clientBriefs', end: false, icon: BriefsIcon },
  { to: '/admin/dashboard/blog', key: 'blog', end: false, icon: BlogIcon },
  { to: '/admin/dashboard/careers', key: 'careers', end: false, icon: CareersIcon },
  { to: '/admin/dashboard/messages', key: 'messages', end: false, icon: MessagesIcon },
  { to: '/admin/dashboard/settings', key: 'settings', end: false, icon: SettingsIcon },
];

export const SIDEBAR_COLLAPSED_KEY = 'adminSidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function activeSection(pathname: string): SectionKey {
  const path = pathname.replace(/\/+$/, '');
  const match = SECTIONS.filter((section) => !section.end).find(
    (section) => path === section.to || path.startsWith(`${section.to}/`),
  );
  return match?.key ?? 'dashboard';
}

function SidebarNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('layout.navLabel')}>
      <ul className="admin-shell__nav">
        {SECTIONS.map(({ to, key, end, icon: SectionIcon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className="admin-shell__link"
              onClick={onNavigate}
              aria-label={collapsed ? t(`sections.${key}`) : undefined}
              title={collapsed ? t(`sections.${key}`) : undefined}
            >
              <SectionIcon size={20} />
              <span className="admin-shell__link-label">{t(`sections.${key}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The guarded admin shell (docs/product.md#dashboard): collapsible sidebar (a drawer on small screens),
 * header, section.
 */
export function Component() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Asked as "narrow" so that without media query support (old browsers, jsdom) the full sidebar shows.
  const wide = !useMediaQuery('(max-width: 63.99rem)');
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const section = activeSection(pathname);

  useEffect(() => {
    try {
      window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(collapsed));
    } catch {
      // Without storage the choice lasts for this visit only.
    }
  }, [collapsed]);

  const signOut = async () => {
    await logout();
    void navigate(ADMIN_LOGIN_PATH, { replace: true });
  };

  const isCollapsed = wide && collapsed;

  return (
    <RequireAdmin>
      <SaveNoticeProvider>
        <div className="admin-shell" data-collapsed={isCollapsed}>
          <SkipLink targetId={ADMIN_MAIN_ID} />
          {wide ? (
            <aside className="admin-shell__sidebar" aria-label={t('layout.panelTitle')}>
              <div className="admin-shell__brand">
                <LogoMark size={32} />
                <span className="admin-shell__brand-name">{t('layout.panelTitle')}</span>
              </div>
              <SidebarNav collapsed={isCollapsed} />
              <button
                type="button"
                className="admin-shell__collapse"
                onClick={() => setCollapsed((value) => !value)}
                aria-expanded={!isCollapsed}
                aria-label={isCollapsed ? t('layout.expand') : t('layout.collapse')}
                title={isCollapsed ? t('layout.expand') : t('layout.collapse')}
              >
                <CollapseIcon size={20} />
              </button>
            </aside>
          ) : (
            <Modal
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              title={t('layout.panelTitle')}
              closeLabel={t('common.close')}
              variant="drawer-start"
            >
              <div className="admin-shell__drawer">
                <SidebarNav collapsed={false} onNavigate={() => setDrawerOpen(false)} />
              </div>
            </Modal>
          )}
          <div className="admin-shell__main">
            <header className="admin-shell__topbar">
              {wide ? null : (
                <button
                  type="button"
                  className="admin-icon-button admin-shell__menu"
                  onClick={() => setDrawerOpen(true)}
                  aria-label={t('layout.openMenu')}
                  aria-expanded={drawerOpen}
                >
                  <MenuIcon size={22} />
                </button>
              )}
              <p className="admin-shell__section">{t(`sections.${section}`)}</p>
              <span className="admin-shell__badge">{t('layout.label')}</span>
              <LanguageToggle className="admin-shell__language" />
              <button
                type="button"
                className="admin-button admin-shell__logout"
                onClick={() => void signOut()}
              >
                <LogoutIcon size={18} />
                <span className="admin-shell__logout-label">{t('layout.logout')}</span>
              </button>
            </header>
            <main className="admin-shell__content" id={ADMIN_MAIN_ID} tabIndex={-1}>
              <Outlet />
            </main>
          </div>
        </div>
      </SaveNoticeProvider>
    </RequireAdmin>
  );
}
