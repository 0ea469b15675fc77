import type { ContactStatus } from '@madar/shared';
import { api } from '@/lib/api-client';
import type { MessageRow } from './get-messages';

/** PATCH /api/contact/:id/status (admin): any status, in any order; answers the updated message. */
export function updateMessageStatus(id: string, status: ContactStatus): Promise<MessageRow> {
  return api.patch<MessageRow>(`/contact/${encodeURIComponent(id)}/status`, { status });
}

/** DELETE /api/contact/:id (admin): 204. */
export function deleteMessage(id: string): Promise<void> {
  return api.delete(`/contact/${encodeURIComponent(id)}`);
}
