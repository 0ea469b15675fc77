import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { useFocusTrap } from '../../hooks/use-focus-trap';
import { CloseIcon } from '../icons/ui-icons';
import { LanguageToggle } from './language-toggle';
import { NavLinks } from './nav-links';
import './mobile-menu.css';

/**
 * The slide-in menu below 1024 px: a modal dialog that takes focus, keeps Tab inside, closes on
 * Escape, on the close button, on the backdrop and (via the header) on any route change.
 */
export function MobileMenu({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  // Focus starts on the close button, stays inside, Escape closes, and goes back to the hamburger after.
  const panelRef = useFocusTrap<HTMLDivElement>(true, onClose, closeRef);

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  // Portalled to <body>: the scrolled header's backdrop-filter would otherwise trap this fixed overlay.
  return createPortal(
    <div className="mobile-menu">
      <div className="mobile-menu__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id={id}
        className="mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className="mobile-menu__top">
          <h2 id={titleId} className="mobile-menu__title">
            {t('nav.menuTitle')}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className="icon-button mobile-menu__close"
            onClick={onClose}
            aria-label={t('nav.closeMenu')}
          >
            <CloseIcon />
          </button>
        </div>
        <MenuContents onNavigate={onClose} />
      </div>
    </div>,
    document.body,
  );
}

/**
 * What the menu offers: the main links, the call to action and the language link. Shared by this
 * dialog and the header's menu before the script runs (where a link loads a new page, which closes it).
 */
export function MenuContents({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <nav aria-label={t('nav.mainLabel')}>
        <NavLinks className="mobile-menu__links" onNavigate={onNavigate} />
      </nav>
      <div className="mobile-menu__actions">
        <Link to="/contact" className="button button--primary" onClick={onNavigate}>
          {t('nav.getInTouch')}
        </Link>
        <LanguageToggle className="language-toggle--block" />
      </div>
    </>
  );
}
