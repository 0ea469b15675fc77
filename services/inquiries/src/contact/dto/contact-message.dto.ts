/** A stored contact message as the admin reads it, for the OpenAPI document. */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CONTACT_STATUSES,
  type ContactMessage,
  type ContactStatus,
  type Language,
  LANGUAGE_CODES,
} from '@madar/shared';
import { LeadAssigneeDto } from '@madar/shared/follow-up';

export class ContactMessageDto implements ContactMessage {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiPropertyOptional() phone?: string;
  @ApiProperty() subject!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ format: 'date-time' }) receivedAt!: string;
  @ApiProperty({ enum: CONTACT_STATUSES }) status!: ContactStatus;
  @ApiProperty({ enum: LANGUAGE_CODES, description: 'The language of the page it was sent from' })
  language!: Language;
  @ApiPropertyOptional({ type: LeadAssigneeDto, description: 'Who it is given to; absent: nobody' })
  assignee?: LeadAssigneeDto;
  @ApiPropertyOptional({
    format: 'date-time',
    description: 'When its sender agreed to the consent paragraph',
  })
  consentGivenAt?: string;
  @ApiPropertyOptional({ description: 'The version of that paragraph (CONSENT_TEXT_VERSION then)' })
  consentVersion?: string;
}
