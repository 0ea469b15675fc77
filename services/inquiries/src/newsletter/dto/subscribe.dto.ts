/**
 * A newsletter sign-up from the footer or the blog: one plain email address, and the spam trap's fields
 * (contracts/spam.ts), checked before this DTO and never stored.
 */
import type { SpamTrapFields, SubscribeRequest } from '@madar/shared';
import { EmailField, HoneypotField, StartedAtField } from '@madar/shared/nest';

export class SubscribeDto implements SubscribeRequest, SpamTrapFields {
  @EmailField({ example: 'reader@example.ly' })
  email!: string;

  @HoneypotField()
  website?: string;

  @StartedAtField()
  startedAt?: number;
}
