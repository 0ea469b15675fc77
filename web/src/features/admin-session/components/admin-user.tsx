import type { AdminUser } from '@madar/shared';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { ADMIN_LOGIN_PATH } from '@/config/site';
import { setUnauthorizedHandler } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';
import { getMe, meKey } from '../api/me';
import {
  endSession,
  passwordChangeWanted,
  returnPath,
  setPasswordChangeWanted,
  type SignInState,
  storedUser,
  storeUser,
} from '../lib/session';

export interface AdminUserState {
  /** Who is signed in; null until known (no stored copy and GET /api/auth/me not answered yet). */
  user: AdminUser | null;
  /** GET /api/auth/me failed and nothing was stored: the panel cannot tell what to show. */
  error: ApiError | undefined;
  retry: () => void;
  /** The login answer asked for a new password and none was chosen since. */
  passwordChangeWanted: boolean;
  /** The person chose a new password, or put the prompt away for this session. */
  dismissPasswordPrompt: () => void;
}

const AdminUserContext = createContext<AdminUserState>({
  user: null,
  error: undefined,
  retry: () => undefined,
  passwordChangeWanted: false,
  dismissPasswordPrompt: () => undefined,
});

/**
 * Who is signed in, for the whole panel: the copy kept at sign-in at once, then GET /api/auth/me (a role
 * changed by an owner shows up on the next load; the services enforce it either way).
 */
export function AdminUserProvider({ children }: { children: ReactNode }) {
  useSignInWhenExpired();
  const [stored] = useState(storedUser);
  const { data, error, mutate } = useSWR<AdminUser, ApiError>(meKey, getMe, {
    fallbackData: stored ?? undefined,
  });
  const [wanted, setWanted] = useState(passwordChangeWanted);
  useEffect(() => {
    if (data) storeUser(data);
  }, [data]);
  const retry = useCallback(() => void mutate(), [mutate]);
  const dismissPasswordPrompt = useCallback(() => {
    setPasswordChangeWanted(false);
    setWanted(false);
  }, []);
  const value = useMemo(
    () => ({
      user: data ?? null,
      error: data ? undefined : error,
      retry,
      passwordChangeWanted: wanted,
      dismissPasswordPrompt,
    }),
    [data, error, retry, wanted, dismissPasswordPrompt],
  );
  return <AdminUserContext.Provider value={value}>{children}</AdminUserContext.Provider>;
}

/**
 * While the panel is open, a 401 from any service (the session ran out, or was ended elsewhere) leads to
 * the sign-in page inside the app, which then says so, and back to the very address the person was on.
 */
function useSignInWhenExpired(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        endSession();
        const state: SignInState = { from: returnPath(here.current), reason: 'expired' };
        void navigate(ADMIN_LOGIN_PATH, { replace: true, state });
      }),
    [navigate],
  );
}

export function useAdminUser(): AdminUserState {
  return useContext(AdminUserContext);
}
