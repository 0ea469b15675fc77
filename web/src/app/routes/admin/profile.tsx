import '@/locales/register-admin';
import { mayAccess } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ADMIN_LOGIN_PATH } from '@/config/site';
import { meKey } from '@/features/admin-session/api/me';
import { useAdminUser } from '@/features/admin-session/components/admin-user';
import { endSession } from '@/features/admin-session/lib/session';
import { ProfilePage } from '@/features/admin-profile/components/profile-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/profile: every role's own details, password and sessions. */
export function Component() {
  const { t } = useTranslation('staff');
  const { t: tAdmin } = useTranslation('admin');
  const { user, dismissPasswordPrompt } = useAdminUser();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  useDocumentTitle(`${t('profile.title')} · ${tAdmin('layout.label')}`);
  if (!user) return null;
  return (
    <ProfilePage
      // The key: a name changed elsewhere (or a new person on this device) starts the form afresh.
      key={`${user.id}:${user.name}`}
      user={user}
      canRename={mayAccess(user.role, 'accounts')}
      onRenamed={() => void mutate(meKey)}
      onPasswordChanged={dismissPasswordPrompt}
      onSignedOut={() => {
        endSession();
        void navigate(ADMIN_LOGIN_PATH, { replace: true });
      }}
    />
  );
}
