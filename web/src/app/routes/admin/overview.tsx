import { useTranslation } from 'react-i18next';
import { AdminPlaceholder } from './admin-placeholder';

export function Component() {
  const { t } = useTranslation();
  return <AdminPlaceholder title={t('admin.dashboard')} />;
}
