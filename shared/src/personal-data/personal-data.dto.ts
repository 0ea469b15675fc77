/**
 * POST /api/<service>/personal-data/export and …/erase: the body (one address, checked as every form
 * checks one, so a bad one is a 400 VALIDATION.FAILED) and the answers' shapes in the OpenAPI document.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  PersonalDataErasure,
  PersonalDataExport,
  PersonalDataMail,
  PersonalDataNote,
  PersonalDataRequest,
} from '../contracts/personal-data';
import { AuditEntryDto } from '../nest/audit.dto';
import { EmailField } from '../nest/text-fields';

export class PersonalDataRequestDto implements PersonalDataRequest {
  @EmailField({ example: 'salma@example.ly' })
  email!: string;
}

class RecordRefDto {
  @ApiProperty({ example: 'brief' }) type!: string;
  @ApiProperty() id!: string;
}

class PersonalDataNoteDto implements PersonalDataNote {
  @ApiProperty({ type: RecordRefDto }) record!: RecordRefDto;
  @ApiProperty() id!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } })
  author!: { id: string; name: string };
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

class PersonalDataMailDto implements PersonalDataMail {
  @ApiProperty() id!: string;
  @ApiProperty({ type: RecordRefDto }) record!: RecordRefDto;
  @ApiProperty({ example: 'confirmation' }) purpose!: string;
  @ApiProperty() to!: string;
  @ApiProperty() subject!: string;
  @ApiProperty({ description: 'The plain-text body as sent' }) text!: string;
  @ApiProperty({ example: 'ar' }) language!: string;
  @ApiProperty({ example: 'sent' }) state!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiPropertyOptional({ format: 'date-time' }) sentAt?: string;
}

export class PersonalDataExportDto implements PersonalDataExport {
  @ApiProperty({ example: 'inquiries' }) service!: string;
  @ApiProperty({ description: 'The address asked about, lower-cased' }) email!: string;
  @ApiProperty({ format: 'date-time' }) exportedAt!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'object', additionalProperties: true } },
    description:
      'The records whose address is this one, by kind (`briefs`, `contactMessages`, `applications`, …); ' +
      'a resume comes with its bytes as base64',
  })
  records!: Record<string, Record<string, unknown>[]>;

  @ApiProperty({ type: [PersonalDataNoteDto] }) notes!: PersonalDataNoteDto[];
  @ApiProperty({ type: [PersonalDataMailDto] }) mails!: PersonalDataMailDto[];

  @ApiProperty({ type: [AuditEntryDto], description: 'Oldest first' })
  audit!: AuditEntryDto[];
}

export class PersonalDataErasureDto implements PersonalDataErasure {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer', minimum: 0 },
    example: { briefs: 1, contactMessages: 2, notes: 3, mails: 4, auditEntries: 6 },
    description:
      'How many went, by kind; `auditEntries`: earlier audit entries whose values about the person ' +
      'were replaced by "[erased]" (the entries stay)',
  })
  erased!: Record<string, number>;
}
