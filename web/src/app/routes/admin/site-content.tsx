import '@/locales/register-admin';
import { useTranslation } from 'react-i18next';
import { SiteContentPage } from '@/features/site-content-admin/components/site-content-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/dashboard/site-content: the company catalogue the public pages show (editors and owners). */
export function Component() {
  const { t } = useTranslation('adminContent');
  const { t: tAdmin } = useTranslation('admin');
  useDocumentTitle(`${t('siteContent.title')} · ${tAdmin('layout.label')}`);
  return <SiteContentPage />;
}
