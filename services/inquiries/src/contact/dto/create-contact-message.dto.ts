/**
 * A message from the contact page (docs/product.md#contact): name, email, subject and message required, phone
 * optional. Texts are normalised and trimmed; an empty optional text counts as not given. Name and
 * subject are single-line, the message multi-line (see `plain-text.ts`); the email a plain address. The
 * spam trap's fields ride along (contracts/spam.ts); they are checked before this DTO, never stored.
 */
import { CONTACT_MESSAGE_LIMITS, type ContactMessageRequest, type SpamTrapFields } from '@madar/shared';
import {
  EmailField,
  HoneypotField,
  MultiLineTextField,
  OptionalPhoneField,
  SingleLineTextField,
  StartedAtField,
} from '@madar/shared/nest';
import type { Language } from '@madar/shared';
import { SubmissionLanguageField } from '@madar/shared/mail';
import { ConsentField } from '@madar/shared/privacy';

export class CreateContactMessageDto implements ContactMessageRequest, SpamTrapFields {
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

  @ConsentField()
  consent?: boolean;

  @HoneypotField()
  website?: string;

  @StartedAtField()
  startedAt?: number;

  @SubmissionLanguageField()
  language?: Language;
}
