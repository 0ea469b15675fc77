import type { AdminUser } from '@madar/shared';
import { api } from '@/lib/api-client';
import { ApiError, CLIENT_ERROR_CODES } from '@/lib/api-error';
import { isUser } from '../lib/session';

/** GET /api/auth/me: the signed-in staff member as their token says (role included). */
export const meKey = '/auth/me';

export async function getMe(): Promise<AdminUser> {
  const body = await api.get<unknown>(meKey);
  // The role decides the whole menu: an answer without a known one is no answer.
  if (!isUser(body)) {
    throw new ApiError(0, CLIENT_ERROR_CODES.UNEXPECTED_RESPONSE, 'The server did not answer a staff member');
  }
  return body;
}
