import { api } from '@/lib/api-client';

export interface ContactMessageInput {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

/** POST /api/contact: stores the message; answers `{ success, id }`. */
export function sendContactMessage(input: ContactMessageInput): Promise<{ success: true; id: string }> {
  return api.post('/contact', input);
}
