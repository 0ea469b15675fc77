import type { ContactMessageRequest, Submitted } from '@madar/shared';
import { api } from '@/lib/api-client';

/** POST /api/contact: stores the message; answers `{ success, id }`. */
export function sendContactMessage(
  input: Submitted<ContactMessageRequest>,
): Promise<{ success: true; id: string }> {
  return api.post('/contact', input);
}
