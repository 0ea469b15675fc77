import '@/locales/register-admin';
import { useTranslation } from 'react-i18next';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  const { t } = useTranslation('admin');
  useDocumentTitle(`${t('sections.dashboard')} · ${t('layout.label')}`);
  return <DashboardOverview />;
}
