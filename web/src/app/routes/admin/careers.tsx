import '@/locales/register-admin';
import { useTranslation } from 'react-i18next';
import { CareersAdmin } from '@/features/careers-admin/components/careers-admin';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/dashboard/careers: jobs and applications (docs/product.md#admin-lists). */
export function Component() {
  const { t } = useTranslation('adminContent');
  const { t: tChrome } = useTranslation();
  useDocumentTitle(`${t('careers.title')} · ${tChrome('admin.label')}`);
  return <CareersAdmin />;
}
