/**
 * A message from the contact page (spec §5): name, email, subject and message required, phone
 * optional. Texts are normalised and trimmed; an empty optional text counts as not given. Name and
 * subject are single-line, the message multi-line (see `plain-text.ts`); the email a plain address.
 */
import {
  EmailField,
  LONG_TEXT_MAX,
  MultiLineTextField,
  OptionalPhoneField,
  SHORT_TEXT_MAX,
  SingleLineTextField,
} from '@madar/shared/nest';

export class CreateContactMessageDto {
  @SingleLineTextField({ maxLength: SHORT_TEXT_MAX, example: 'Nadia Elmagrahi' })
  name!: string;

  @EmailField({ example: 'nadia@example.ly' })
  email!: string;

  @OptionalPhoneField()
  phone?: string;

  @SingleLineTextField({ maxLength: SHORT_TEXT_MAX, example: 'Fibre link between two offices' })
  subject!: string;

  @MultiLineTextField({ maxLength: LONG_TEXT_MAX })
  message!: string;
}
