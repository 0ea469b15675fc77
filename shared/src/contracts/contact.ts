/**
 * A message from the contact page (docs/product.md#contact): POST /api/contact and its limits, the
 * record and the admin list's sort fields.
 */
import { LONG_TEXT_MAX, SHORT_TEXT_MAX, type FieldLimits } from './text';

export interface ContactMessageRequest {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

export const CONTACT_MESSAGE_LIMITS = {
  name: SHORT_TEXT_MAX,
  subject: SHORT_TEXT_MAX,
  message: LONG_TEXT_MAX,
} as const satisfies FieldLimits<ContactMessageRequest>;

/** A message as sent (ContactMessageRequest), with what the service adds. */
export interface ContactMessage extends ContactMessageRequest {
  id: string;
  receivedAt: string;
}

export const CONTACT_SORT_FIELDS = ['receivedAt', 'name', 'subject'] as const;
export type ContactSortField = (typeof CONTACT_SORT_FIELDS)[number];
export const CONTACT_DEFAULT_SORT = 'receivedAt:desc' as const;
