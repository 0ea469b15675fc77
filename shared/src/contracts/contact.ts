/**
 * A message from the contact page (docs/product.md#contact): POST /api/contact and its limits, the
 * record and the admin list's sort fields.
 */
import type { LeadFields } from './follow-up';
import type { ConsentGiven, ConsentRequest } from './privacy';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX, type FieldLimits } from './text';

/** A message's follow-up: every message starts new (those kept before statuses existed too). */
export const CONTACT_STATUSES = ['new', 'in-progress', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export interface ContactMessageRequest extends ConsentRequest {
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

/**
 * A message as sent (ContactMessageRequest), with what the service adds (the consent it was sent
 * with, when given) and its follow-up's fields.
 */
export interface ContactMessage extends Omit<ContactMessageRequest, 'consent'>, LeadFields, ConsentGiven {
  id: string;
  status: ContactStatus;
  receivedAt: string;
}

export const CONTACT_SORT_FIELDS = ['receivedAt', 'name', 'subject', 'status'] as const;
export type ContactSortField = (typeof CONTACT_SORT_FIELDS)[number];
export const CONTACT_DEFAULT_SORT = 'receivedAt:desc' as const;

/** PATCH /api/contact/:id/status. */
export interface ContactStatusRequest {
  status: ContactStatus;
}
