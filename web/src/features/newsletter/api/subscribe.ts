import type { SpamTrapFields, Submitted, SubscribeRequest } from '@madar/shared';
import { api } from '@/lib/api-client';

export interface SubscribeResult {
  success: boolean;
}

/** POST /api/newsletter: idempotent, so an address already on the list also answers with success. */
export function subscribeToNewsletter(email: string, trap: SpamTrapFields = {}): Promise<SubscribeResult> {
  const body: Submitted<SubscribeRequest> = { email, ...trap };
  return api.post<SubscribeResult>('/newsletter', body);
}
