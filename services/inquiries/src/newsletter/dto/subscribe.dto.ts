/**
 * A newsletter sign-up from the footer or the blog: one plain email address, the page's language (the
 * confirmation mail is written in it), and the spam trap's fields (contracts/spam.ts), checked before
 * this DTO and never stored.
 */
import type { Language, SpamTrapFields, SubscribeRequest } from '@madar/shared';
import { EmailField, HoneypotField, StartedAtField } from '@madar/shared/nest';
import { SubmissionLanguageField } from '@madar/shared/mail';

export class SubscribeDto implements SubscribeRequest, SpamTrapFields {
  @EmailField({ example: 'reader@example.ly' })
  email!: string;

  @SubmissionLanguageField()
  language?: Language;

  @HoneypotField()
  website?: string;

  @StartedAtField()
  startedAt?: number;
}
