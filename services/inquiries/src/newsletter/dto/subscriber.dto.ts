/** A newsletter subscriber as staff read it, and a page of them, for the OpenAPI document. */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type Language,
  LANGUAGE_CODES,
  NEWSLETTER_STATUSES,
  type NewsletterStatus,
  type NewsletterSubscription,
} from '@madar/shared';
import { pageDto } from '@madar/shared/nest';

export class SubscriberDto implements NewsletterSubscription {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty({ enum: NEWSLETTER_STATUSES }) status!: NewsletterStatus;
  @ApiProperty({ enum: LANGUAGE_CODES, description: 'The language its mails are written in' })
  language!: Language;
  @ApiProperty({ format: 'date-time', description: 'The first sign-up' }) subscribedAt!: string;
  @ApiPropertyOptional({ format: 'date-time' }) confirmedAt?: string;
  @ApiPropertyOptional({ format: 'date-time' }) unsubscribedAt?: string;
  @ApiPropertyOptional({ format: 'date-time', description: 'The last confirmation mail queued' })
  confirmationSentAt?: string;
}

export class SubscriberPageDto extends pageDto(SubscriberDto, 'SubscriberPageDto') {}
