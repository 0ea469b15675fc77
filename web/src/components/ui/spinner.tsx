import { useTranslation } from 'react-i18next';
import './spinner.css';

/** An accessible busy indicator: announced politely, label defaults to "Loading…". */
export function Spinner({ label, size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <div className={`spinner spinner--${size}`} role="status" aria-live="polite">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('a11y.loading')}</span>
    </div>
  );
}
