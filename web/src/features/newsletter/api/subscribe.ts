import type { SpamTrapFields, Submitted, SubscribeRequest } from '@madar/shared';
import { api } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

export interface SubscribeResult {
  success: boolean;
}

/**
 * POST /api/newsletter: the address is kept pending and sent a confirmation mail in the page's language
 * (the double opt-in); the same answer for an address already on the list.
 */
export function subscribeToNewsletter(email: string, trap: SpamTrapFields = {}): Promise<SubscribeResult> {
  const body: Submitted<SubscribeRequest> = { email, language: currentLanguage(), ...trap };
  return api.post<SubscribeResult>('/newsletter', body);
}
