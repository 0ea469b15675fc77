import type { ContactMessageRequest } from '@madar/shared';
import { api } from '@/lib/api-client';

/** POST /api/contact: stores the message; answers `{ success, id }`. */
export function sendContactMessage(input: ContactMessageRequest): Promise<{ success: true; id: string }> {
  return api.post('/contact', input);
}
