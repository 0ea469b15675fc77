import { useTranslation } from 'react-i18next';
import { NavLink } from '@/components/ui/link';
import { MAIN_NAV } from '@/config/site';

/** The main navigation in spec order; used by the desktop bar and the mobile menu. */
export function NavLinks({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {MAIN_NAV.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.to === '/'}
            className={({ isActive }) => (isActive ? 'nav-link nav-link--active' : 'nav-link')}
            onClick={onNavigate}
          >
            {t(`nav.${item.key}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
