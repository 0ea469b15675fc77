import '@/locales/register-admin';
import { useTranslation } from 'react-i18next';
import { ActivityLogPage } from '@/features/audit-admin/components/activity-log-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/dashboard/activity: the Activity log (owners; the layout says "not allowed" to the others). */
export function Component() {
  const { t } = useTranslation('audit');
  const { t: tAdmin } = useTranslation('admin');
  useDocumentTitle(`${t('title')} · ${tAdmin('layout.label')}`);
  return <ActivityLogPage />;
}
