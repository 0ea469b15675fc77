import '@/locales/register-admin';
import { mayAccess, type StaffArea, type StaffRole } from '@madar/shared';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  AccountsIcon,
  BlogIcon,
  BriefsIcon,
  CareersIcon,
  CollapseIcon,
  DashboardIcon,
  LogoutIcon,
  MessagesIcon,
  ProfileIcon,
  SettingsIcon,
} from '@/components/admin/admin-nav-icons';
import { Modal } from '@/components/admin/modal';
import { SaveNoticeProvider, SaveNoticeRegion } from '@/components/admin/save-notice';
import { ADMIN_MAIN_ID } from '@/components/admin/use-focus-after-removal';
import { LogoMark } from '@/components/brand/logo-mark';
import type { IconProps } from '@/components/icons/icon';
import { MenuIcon } from '@/components/icons/ui-icons';
import { LanguageToggle } from '@/components/layout/language-toggle';
import { SkipLink } from '@/components/layout/skip-link';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Spinner } from '@/components/ui/spinner';
import { ADMIN_LOGIN_PATH } from '@/config/site';
import { ActivityIcon } from '@/features/audit-admin/components/activity-icon';
import { MediaIcon } from '@/features/media-admin/components/media-icon';
import { PrivacyIcon } from '@/features/privacy-admin/components/privacy-icon';
import { SiteContentIcon } from '@/features/site-content-admin/components/site-content-icon';
import { logout } from '@/features/admin-session/api/logout';
import { AdminUserProvider, useAdminUser } from '@/features/admin-session/components/admin-user';
import { useMediaQuery } from '@/hooks/use-media-query';
import { setForbiddenHandler } from '@/lib/api-client';
import { NotAllowed } from './not-allowed';
import { RequireAdmin } from './require-admin';
import './admin.css';

type SectionKey =
  | 'dashboard'
  | 'clientBriefs'
  | 'blog'
  | 'media'
  | 'siteContent'
  | 'careers'
  | 'messages'
  | 'accounts'
  | 'activity'
  | 'privacy'
  | 'settings'
  | 'profile';

interface Section {
  to: string;
  key: SectionKey;
  end: boolean;
  icon: ComponentType<IconProps>;
  /** The role table's area the section works on (see ROLE_AREAS); none: every role has it. */
  area?: StaffArea;
}

/**
 * The menu, each section with the area its service guards it by, so a role sees only what it may use.
 * Settings (the services' health) goes with the accounts: running the panel is the owners' job.
 */
export const SECTIONS: readonly Section[] = [
  { to: '/admin/dashboard', key: 'dashboard', end: true, icon: DashboardIcon },
  { to: '/admin/dashboard/client-briefs', key: 'clientBriefs', end: false, icon: BriefsIcon, area: 'leads' },
  { to: '/admin/dashboard/blog', key: 'blog', end: false, icon: BlogIcon, area: 'blog' },
  { to: '/admin/dashboard/media', key: 'media', end: false, icon: MediaIcon, area: 'blog' },
  {
    to: '/admin/dashboard/site-content',
    key: 'siteContent',
    end: false,
    icon: SiteContentIcon,
    area: 'blog',
  },
  { to: '/admin/dashboard/careers', key: 'careers', end: false, icon: CareersIcon, area: 'careers' },
  { to: '/admin/dashboard/messages', key: 'messages', end: false, icon: MessagesIcon, area: 'leads' },
  { to: '/admin/dashboard/accounts', key: 'accounts', end: false, icon: AccountsIcon, area: 'accounts' },
  { to: '/admin/dashboard/activity', key: 'activity', end: false, icon: ActivityIcon, area: 'audit' },
  { to: '/admin/dashboard/privacy', key: 'privacy', end: false, icon: PrivacyIcon, area: 'privacy' },
  { to: '/admin/dashboard/settings', key: 'settings', end: false, icon: SettingsIcon, area: 'accounts' },
];

const PROFILE: Section = { to: '/admin/profile', key: 'profile', end: true, icon: ProfileIcon };

/** Whether `role` may open `section` (the menu shows it; typed by hand, it is not "not allowed"). */
export const sectionAllowed = (role: StaffRole, section: Pick<Section, 'area'>): boolean =>
  section.area === undefined || mayAccess(role, section.area);

function useSectionLabel() {
  const { t } = useTranslation('admin');
  const { t: tStaff } = useTranslation('staff');
  const { t: tAudit } = useTranslation('audit');
  const { t: tPrivacy } = useTranslation('privacyRequests');
  const { t: tMedia } = useTranslation('media');
  return (key: SectionKey) =>
    key === 'media'
      ? tMedia('nav')
      : key === 'activity'
        ? tAudit('nav')
        : key === 'privacy'
          ? tPrivacy('nav')
          : key === 'accounts' || key === 'profile'
            ? tStaff(`nav.${key}`)
            : t(`sections.${key}`);
}

export const SIDEBAR_COLLAPSED_KEY = 'adminSidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function activeSection(pathname: string): Section {
  const path = pathname.replace(/\/+$/, '');
  const match = [...SECTIONS, PROFILE]
    .filter((section) => !section.end || section === PROFILE)
    .find((section) => path === section.to || path.startsWith(`${section.to}/`));
  return match ?? SECTIONS[0]!;
}

function SidebarNav({
  role,
  collapsed,
  onNavigate,
}: {
  role: StaffRole | undefined;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('admin');
  const label = useSectionLabel();
  // Until the role is known (a first load without a stored copy), only what every role has.
  const sections = SECTIONS.filter((section) =>
    role ? sectionAllowed(role, section) : section.area === undefined,
  );
  return (
    <nav aria-label={t('layout.navLabel')}>
      <ul className="admin-shell__nav">
        {sections.map(({ to, key, end, icon: SectionIcon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className="admin-shell__link"
              onClick={onNavigate}
              aria-label={collapsed ? label(key) : undefined}
              title={collapsed ? label(key) : undefined}
            >
              <SectionIcon size={20} />
              <span className="admin-shell__link-label">{label(key)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The guarded admin shell (docs/product.md#dashboard): collapsible sidebar (a drawer on small screens),
 * header, section. The signed-in role decides the menu; a section outside it (typed by hand, or refused
 * by a service with 403 AUTH.FORBIDDEN) shows "not allowed" inside the shell.
 */
export function Component() {
  return (
    <RequireAdmin>
      <AdminUserProvider>
        <AdminShell />
      </AdminUserProvider>
    </RequireAdmin>
  );
}

function AdminShell() {
  const { t } = useTranslation('admin');
  const { t: tStaff } = useTranslation('staff');
  const label = useSectionLabel();
  const { user, error, retry, passwordChangeWanted, dismissPasswordPrompt } = useAdminUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Asked as "narrow" so that without media query support (old browsers, jsdom) the full sidebar shows.
  const wide = !useMediaQuery('(max-width: 63.99rem)');
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const section = activeSection(pathname);

  // A service refused a request of this page for the role: the page gives way to "not allowed" until
  // the next navigation.
  const [forbidden, setForbidden] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setForbidden(false);
  }
  useEffect(() => setForbiddenHandler(() => setForbidden(true)), []);

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
  const role = user?.role;

  const content = !user ? (
    error ? (
      <ErrorBanner
        message={tStaff('errors.meFailed')}
        action={
          <button type="button" className="admin-button" onClick={retry}>
            {tStaff('errors.retry')}
          </button>
        }
      />
    ) : (
      <Spinner size="lg" />
    )
  ) : forbidden || !sectionAllowed(user.role, section) ? (
    <NotAllowed role={user.role} />
  ) : (
    <Outlet />
  );

  return (
    <SaveNoticeProvider ownRegion={false}>
      <div className="admin-shell" data-collapsed={isCollapsed}>
        <SkipLink targetId={ADMIN_MAIN_ID} />
        {wide ? (
          <aside className="admin-shell__sidebar" aria-label={t('layout.panelTitle')}>
            <div className="admin-shell__brand">
              <LogoMark size={32} />
              <span className="admin-shell__brand-name">{t('layout.panelTitle')}</span>
            </div>
            <SidebarNav role={role} collapsed={isCollapsed} />
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
              <SidebarNav role={role} collapsed={false} onNavigate={() => setDrawerOpen(false)} />
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
            <p className="admin-shell__section">{label(section.key)}</p>
            <span className="admin-shell__badge">{role ? tStaff(`roles.${role}`) : t('layout.label')}</span>
            {/* "Saved" in the bar's flow, where it covers none of the page's controls. */}
            <SaveNoticeRegion />
            <LanguageToggle className="admin-shell__language" />
            <NavLink
              to={PROFILE.to}
              className="admin-button admin-shell__profile"
              aria-label={user ? `${tStaff('nav.profile')}: ${user.name}` : tStaff('nav.profile')}
            >
              <ProfileIcon size={18} />
              <bdi dir="auto" className="admin-shell__profile-label">
                {user ? user.name : tStaff('nav.profile')}
              </bdi>
            </NavLink>
            <button type="button" className="admin-button admin-shell__logout" onClick={() => void signOut()}>
              <LogoutIcon size={18} />
              <span className="admin-shell__logout-label">{t('layout.logout')}</span>
            </button>
          </header>
          <main className="admin-shell__content" id={ADMIN_MAIN_ID} tabIndex={-1}>
            {user && passwordChangeWanted && section !== PROFILE ? (
              <div className="admin-shell__prompt" role="status">
                <p>{tStaff('passwordPrompt.message')}</p>
                <Link to={PROFILE.to} className="admin-button admin-button--primary admin-button--sm">
                  {tStaff('passwordPrompt.action')}
                </Link>
                <button
                  type="button"
                  className="admin-button admin-button--sm"
                  onClick={dismissPasswordPrompt}
                >
                  {tStaff('passwordPrompt.dismiss')}
                </button>
              </div>
            ) : null}
            {content}
          </main>
        </div>
      </div>
    </SaveNoticeProvider>
  );
}
