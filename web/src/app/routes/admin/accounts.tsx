import '@/locales/register-admin';
import { useTranslation } from 'react-i18next';
import { AccountsPage } from '@/features/accounts-admin/components/accounts-page';
import { useAdminUser } from '@/features/admin-session/components/admin-user';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/dashboard/accounts: the staff accounts (owners; the layout says "not allowed" to the others). */
export function Component() {
  const { t } = useTranslation('staff');
  const { t: tAdmin } = useTranslation('admin');
  const { user } = useAdminUser();
  useDocumentTitle(`${t('accounts.title')} · ${tAdmin('layout.label')}`);
  return user ? <AccountsPage selfId={user.id} /> : null;
}
