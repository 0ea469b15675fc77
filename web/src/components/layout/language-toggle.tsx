import { isLanguage, LANGUAGES, nextLanguage, type Language, type LanguageSpec } from '@madar/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLanguage } from '@/hooks/use-language';
import { isAdminPath, switchLanguagePath } from '@/lib/site-paths';
import { GlobeIcon } from '../icons/ui-icons';

/**
 * The language switcher, built from the LANGUAGES table. With two languages (what ships) it is a link
 * to this page in the other language, labelled with that language's own name ("العربية" / "English"):
 * it works before the script runs and without it, and once the app runs it switches in place (no new
 * page load). From three it is a menu of every language by its own name. `languages` is for tests.
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
    <a
      href={isLanguage(other.code) ? otherLanguageHref(other.code, pathname, search, hash) : undefined}
      hrefLang={other.code}
      className={`language-toggle ${className}`.trim()}
      onClick={(event) => {
        // A click that asks for a new tab or window keeps the browser's way.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void switchTo(other.code);
      }}
    >
      <GlobeIcon size={18} />
      <span lang={other.code} data-font={other.font}>
        {other.label}
      </span>
    </a>
  );
}

/**
 * The other language's address of this page, for the link itself: what a visitor without JavaScript
 * follows (the server renders that address in that language) and what opens in a new tab. A public
 * page's address names its language, so `?lang=` is dropped; the admin has one address, where `?lang=`
 * chooses.
 */
export function otherLanguageHref(code: Language, pathname: string, search: string, hash: string): string {
  const params = new URLSearchParams(search);
  params.delete('lang');
  if (isAdminPath(pathname)) params.set('lang', code);
  const query = params.toString();
  return `${switchLanguagePath(pathname, code)}${query ? `?${query}` : ''}${hash}`;
}
