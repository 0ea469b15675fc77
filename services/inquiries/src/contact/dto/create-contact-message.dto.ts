/**
 * A message from the contact page (docs/product.md#contact): name, email, subject and message required, phone
 * optional. Texts are normalised and trimmed; an empty optional text counts as not given. Name and
 * subject are single-line, the message multi-line (see `plain-text.ts`); the email a plain address.
 */
import { CONTACT_MESSAGE_LIMITS, type ContactMessageRequest } from '@madar/shared';
import { EmailField, MultiLineTextField, OptionalPhoneField, SingleLineTextField } from '@madar/shared/nest';

export class CreateContactMessageDto implements ContactMessageRequest {
  @SingleLineTextField({ maxLength: CONTACT_MESSAGE_LIMITS.name, example: 'Nadia Elmagrahi' })
  name!: string;

  @EmailField({ example: 'nadia@example.ly' })
  email!: string;

  @OptionalPhoneField()
  phone?: string;

  @SingleLineTextField({
    maxLength: CONTACT_MESSAGE_LIMITS.subject,
    example: 'Fibre link between two offices',
  })
  subject!: string;

  @MultiLineTextField({ maxLength: CONTACT_MESSAGE_LIMITS.message })
  message!: string;
}
