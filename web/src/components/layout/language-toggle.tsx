import { isLanguage, LANGUAGES, nextLanguage, type LanguageSpec } from '@madar/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLanguage } from '@/hooks/use-language';
import { isAdminPath, switchLanguagePath } from '@/lib/site-paths';
import { GlobeIcon } from '../icons/ui-icons';

/**
 * The language switcher, built from the LANGUAGES table. With two languages (what ships) it is the
 * one-click toggle to the other language, labelled with that language's own name ("العربية" /
 * "English"); from three it is a menu of every language by its own name. `languages` is for tests.
 * A `?lang=` in the address would win again on reload, so switching removes it.
 */
export function LanguageToggle({
  className = '',
  languages = LANGUAGES,
}: {
  className?: string;
  languages?: readonly LanguageSpec[];
}) {
  const { t } = useTranslation();
  const { lang, setLanguage } = useLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const menuId = useId();

  // Public pages move to the same page's address in the other language (the address names the
  // language); the admin has one address, so only the language changes. A `?lang=` would win again
  // on reload, so switching removes it.
  const switchTo = async (code: string) => {
    if (!isLanguage(code) || code === lang) return;
    const params = new URLSearchParams(search);
    params.delete('lang');
    const query = params.toString();
    await setLanguage(code);
    const target = `${switchLanguagePath(pathname, code)}${query ? `?${query}` : ''}${hash}`;
    if (target !== `${pathname}${search}${hash}`) {
      void navigate(target, { replace: isAdminPath(pathname), preventScrollReset: true });
    }
  };

  if (languages.length > 2) {
    return (
      <span className={`language-toggle language-toggle--menu ${className}`.trim()}>
        <GlobeIcon size={18} />
        <label className="visually-hidden" htmlFor={menuId}>
          {t('language.choose')}
        </label>
        <select id={menuId} value={lang} onChange={(event) => void switchTo(event.target.value)}>
          {languages.map((language) => (
            <option key={language.code} value={language.code} lang={language.code}>
              {language.label}
            </option>
          ))}
        </select>
      </span>
    );
  }

  const other = nextLanguage(lang, languages);
  return (
    <button
      type="button"
      className={`language-toggle ${className}`.trim()}
      onClick={() => void switchTo(other.code)}
    >
      <GlobeIcon size={18} />
      <span lang={other.code} data-font={other.font}>
        {other.label}
      </span>
    </button>
  );
}
