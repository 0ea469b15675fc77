import type { Account, ChangePasswordRequest, StaffSession } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/auth/sessions: the signed-in person's live sessions, newest first, this one marked. */
export const sessionsKey = '/auth/sessions';

export function useSessions() {
  return useSWR<StaffSession[], ApiError>(sessionsKey, () => api.get<StaffSession[]>(sessionsKey));
}

/** POST /api/auth/password: the other sessions are signed out, this one stays. */
export function changePassword(input: ChangePasswordRequest): Promise<void> {
  return api.post('/auth/password', input);
}

/** DELETE /api/auth/sessions: signed out everywhere, this session included. */
export function signOutEverywhere(): Promise<void> {
  return api.delete(sessionsKey);
}

/** PATCH /api/auth/users/:id with a name: what an owner can do for their own account. */
export function renameAccount(id: string, name: string): Promise<Account> {
  return api.patch<Account>(`/auth/users/${encodeURIComponent(id)}`, { name });
}
