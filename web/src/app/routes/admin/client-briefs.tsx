import '@/locales/register-admin';
import { useTranslation } from 'react-i18next';
import { BriefsPage } from '@/features/briefs-admin/components/briefs-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  const { t } = useTranslation('admin');
  useDocumentTitle(`${t('sections.clientBriefs')} · ${t('layout.label')}`);
  return <BriefsPage />;
}
