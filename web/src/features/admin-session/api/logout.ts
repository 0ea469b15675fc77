import { api, setUnauthorizedHandler } from '@/lib/api-client';
import { endSession } from '../lib/session';

/**
 * POST /api/auth/logout, then end the session whatever the answer: signing out must work even when the
 * auth service is down or the token has already expired (a 401 here must not trigger a second redirect).
 */
export async function logout(): Promise<void> {
  const restore = setUnauthorizedHandler(() => undefined);
  try {
    await api.post('/auth/logout');
  } catch {
    // Ignored on purpose: the session ends locally either way.
  } finally {
    restore();
    endSession();
  }
}
