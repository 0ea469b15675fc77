import '@/locales/register-admin';
import { useTranslation } from 'react-i18next';
import { MessagesPage } from '@/features/messages-admin/components/messages-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  const { t } = useTranslation('admin');
  useDocumentTitle(`${t('sections.messages')} · ${t('layout.label')}`);
  return <MessagesPage />;
}
