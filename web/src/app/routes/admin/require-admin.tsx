import '@/locales/register-admin';
import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ADMIN_LOGIN_PATH } from '@/config/site';
import { returnPath } from '@/features/admin-session/lib/session';
import { hasAdminSession } from '@/lib/admin-session';

/**
 * The admin area is guarded only by a stored token (the services verify it: docs/product.md#admin-session).
 * Without one,
 * replace the history entry with the sign-in page, remembering where the visitor was going, query and
 * fragment included (a shared link to `…/careers?tab=applications` opens that tab after signing in).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  // <Navigate> navigates again whenever its `state` prop changes identity: keep it stable, or a
  // re-render during the pending navigation would loop.
  const state = useMemo(() => ({ from: returnPath({ pathname, search, hash }) }), [pathname, search, hash]);
  if (!hasAdminSession()) {
    return <Navigate to={ADMIN_LOGIN_PATH} replace state={state} />;
  }
  return children;
}
