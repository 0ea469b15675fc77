import '@/locales/register-admin';
import { useTranslation } from 'react-i18next';
import { PrivacyRequestsPage } from '@/features/privacy-admin/components/privacy-requests-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/dashboard/privacy: privacy requests (owners; the layout says "not allowed" to the others). */
export function Component() {
  const { t } = useTranslation('privacyRequests');
  const { t: tAdmin } = useTranslation('admin');
  useDocumentTitle(`${t('title')} · ${tAdmin('layout.label')}`);
  return <PrivacyRequestsPage />;
}
