import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { splitLanguage } from '@/lib/site-paths';
import { useHydrated } from '@/hooks/use-hydrated';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useScrolled } from '@/hooks/use-scrolled';
import { useSectionTracking } from '@/hooks/use-section-tracking';
import { Logo } from '../brand/logo';
import { CloseIcon, MenuIcon } from '../icons/ui-icons';
import { HOME_SECTION_IDS } from './home-sections';
import { LanguageToggle } from './language-toggle';
import { MenuContents, MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import './header.css';

const MENU_ID = 'mobile-menu';
/** Matches the CSS breakpoint where the desktop navigation appears. */
const DESKTOP_QUERY = '(min-width: 64rem)';
const NO_SECTIONS: readonly string[] = [];

export function Header() {
  const { t } = useTranslation();
  const scrolled = useScrolled(10);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // On the home page the header knows which section is being read (offset 100 px;
  // docs/product.md#header-and-footer).
  const activeSection = useSectionTracking(
    splitLanguage(pathname).path === '/' ? HOME_SECTION_IDS : NO_SECTIONS,
  );
  const [menuPath, setMenuPath] = useState(pathname);

  // Any route change closes the menu (adjusting state during render, no effect round-trip).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const showMenu = menuOpen && !isDesktop;
  const hydrated = useHydrated();
  const detailsRef = useRef<HTMLDetailsElement>(null);

  // A visitor who opened the menu before the script arrived keeps it open: the dialog takes over.
  useEffect(() => {
    const details = detailsRef.current;
    if (!details?.open) return;
    details.open = false;
    setMenuOpen(true);
  }, []);

  return (
    <header
      className={scrolled ? 'site-header site-header--scrolled' : 'site-header'}
      data-active-section={activeSection ?? undefined}
    >
      <div className="container site-header__inner">
        <Logo tone="light" />
        <nav className="site-header__nav" aria-label={t('nav.mainLabel')}>
          <NavLinks className="site-header__links" />
        </nav>
        <div className="site-header__actions">
          <LanguageToggle className="site-header__language" />
          <Link to="/contact" className="button button--primary site-header__cta">
            {t('nav.getInTouch')}
          </Link>
          {/* The phone menu is a disclosure: without the script (or before it arrives) it opens in
              place and its links load pages; once the app runs, the same button opens the modal
              dialog (focus kept inside, Escape, closes on any route change). */}
          <details ref={detailsRef} className="site-menu">
            <summary
              className="icon-button site-header__menu-button"
              aria-label={hydrated ? t('nav.openMenu') : t('nav.menuTitle')}
              aria-expanded={hydrated ? showMenu : undefined}
              aria-controls={hydrated && showMenu ? MENU_ID : undefined}
              aria-haspopup={hydrated ? 'dialog' : undefined}
              onClick={(event) => {
                event.preventDefault();
                setMenuOpen(true);
              }}
            >
              <MenuIcon className="site-menu__open-icon" />
              <CloseIcon className="site-menu__close-icon" />
            </summary>
            {hydrated ? null : (
              <div className="site-menu__panel">
                <MenuContents />
              </div>
            )}
          </details>
        </div>
      </div>
      {showMenu ? <MobileMenu id={MENU_ID} onClose={closeMenu} /> : null}
    </header>
  );
}
