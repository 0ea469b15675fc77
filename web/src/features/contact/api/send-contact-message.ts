import type { ContactMessageRequest, Submitted, SubmissionLanguage } from '@madar/shared';
import { api } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/**
 * POST /api/contact: stores the message; answers `{ success, id }`. The page's language goes with it:
 * the visitor's confirmation mail is written in it.
 */
export function sendContactMessage(
  input: Submitted<ContactMessageRequest> & SubmissionLanguage,
): Promise<{ success: true; id: string }> {
  return api.post('/contact', { language: currentLanguage(), ...input });
}
