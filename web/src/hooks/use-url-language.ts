import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '@/components/ui/link';
import { currentLanguage } from '@/lib/i18n';

/**
 * On public pages the address names the language (`/ar/...`): i18next follows it, and remembers it
 * (local storage and cookie) as the visitor's choice. Back and forward between the two languages'
 * addresses land here too.
 */
export function useUrlLanguage(): void {
  const { i18n } = useTranslation();
  const lang = usePageLanguage();
  useEffect(() => {
    if (currentLanguage(i18n) !== lang) void i18n.changeLanguage(lang);
  }, [i18n, lang]);
}
