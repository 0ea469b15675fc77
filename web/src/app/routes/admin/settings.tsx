import '@/locales/register-admin';
import { useTranslation } from 'react-i18next';
import { ServiceHealthPanel } from '@/features/service-health/components/service-health-panel';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  const { t } = useTranslation('admin');
  useDocumentTitle(`${t('sections.settings')} · ${t('layout.label')}`);
  return <ServiceHealthPanel />;
}
