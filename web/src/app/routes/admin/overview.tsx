import '@/locales/register-admin';
import { useTranslation } from 'react-i18next';
import { useAdminUser } from '@/features/admin-session/components/admin-user';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  const { t } = useTranslation('admin');
  const { user } = useAdminUser();
  useDocumentTitle(`${t('sections.dashboard')} · ${t('layout.label')}`);
  // The layout shows its pages once the role is known.
  return user ? <DashboardOverview role={user.role} /> : null;
}
