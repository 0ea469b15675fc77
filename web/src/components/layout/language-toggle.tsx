import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLanguage } from '@/hooks/use-language';
import { GlobeIcon } from '../icons/ui-icons';

/**
 * Switches to the other language; its label is that language's own name ("العربية" / "English").
 * A `?lang=` in the address would win again on reload, so the toggle removes it.
 */
export function LanguageToggle({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { other, setLanguage } = useLanguage();
  const [params, setParams] = useSearchParams();

  const toggle = () => {
    if (params.has('lang')) {
      const next = new URLSearchParams(params);
      next.delete('lang');
      setParams(next, { replace: true, preventScrollReset: true });
    }
    void setLanguage(other);
  };

  return (
    <button type="button" className={`language-toggle ${className}`.trim()} onClick={toggle}>
      <GlobeIcon size={18} />
      <span lang={other}>{t('language.switchTo')}</span>
    </button>
  );
}
