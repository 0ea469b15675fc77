import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeadSink } from '@/lib/head-sink';

/** Sets `<title>` to "<page> | Madar Technologies" in the active language (the bare brand when empty). */
export function useDocumentTitle(pageTitle?: string): void {
  const { t } = useTranslation();
  const brand = t('brand.fullName');
  useHeadSink()?.write({ title: pageTitle });
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${brand}` : brand;
  }, [pageTitle, brand]);
}
