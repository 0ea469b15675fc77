import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { LogoMark } from './logo-mark';
import './logo.css';

/** Mark plus wordmark ("Madar" / "مدار") linking home; `tone` adapts it to dark backgrounds. */
export function Logo({ tone = 'dark', onNavigate }: { tone?: 'dark' | 'light'; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={`logo logo--${tone}`} onClick={onNavigate}>
      <LogoMark />
      <span className="logo__text">
        <span className="logo__name">{t('brand.name')}</span>
        <span className="logo__descriptor">{t('brand.descriptor')}</span>
      </span>
    </Link>
  );
}
