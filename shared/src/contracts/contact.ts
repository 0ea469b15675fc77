/** POST /api/contact: a message from the contact page (docs/product.md#contact). */
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
