import type { SetPasswordRequest } from '@madar/shared';
import { api } from '@/lib/api-client';

/** POST /api/auth/password/set: public; the invitation's one-time token and the chosen password. */
export function setPassword(input: SetPasswordRequest): Promise<void> {
  return api.post('/auth/password/set', input);
}
