import type { ContactMessage } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/contact (admin): every contact message. */
export const messagesKey = '/contact';

export function getMessages(): Promise<ContactMessage[]> {
  return api.get<ContactMessage[]>(messagesKey);
}

export function useMessages() {
  return useSWR<ContactMessage[], ApiError>(messagesKey, getMessages);
}

/** Newest first, whatever order the service sends. */
export function newestFirst(messages: readonly ContactMessage[]): ContactMessage[] {
  return [...messages].sort((a, b) => new Date(b.receivedAt).getTime() - new Date(a.receivedAt).getTime());
}
