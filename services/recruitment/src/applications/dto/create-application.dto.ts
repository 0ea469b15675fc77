/**
 * The text fields of an application (spec §5 and §7), as they arrive in the multipart form: strings,
 * normalised and trimmed, and a text left empty counts as not given (missing when required, absent when
 * optional). Name and position are single-line, the rest multi-line (see `plain-text.ts`).
 * Unknown fields are refused by the global pipe like anywhere else.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches } from 'class-validator';
import {
  EmailField,
  LONG_TEXT_MAX,
  MultiLineTextField,
  OptionalPhoneField,
  SHORT_TEXT_MAX,
  SingleLineTextField,
  trimmedOrAbsent,
} from '@madar/shared/nest';
import { JOB_ID_PATTERN } from '../../jobs/job-id';

export class CreateApplicationDto {
  @SingleLineTextField({ maxLength: SHORT_TEXT_MAX, example: 'Mohamed Al-Fitouri' })
  name!: string;

  @EmailField({ example: 'mohamed.alfitouri@example.com' })
  email!: string;

  @OptionalPhoneField()
  phone?: string;

  @SingleLineTextField({ maxLength: SHORT_TEXT_MAX, example: 'Senior Network Engineer' })
  position!: string;

  @MultiLineTextField({ maxLength: LONG_TEXT_MAX })
  experience!: string;

  @MultiLineTextField({ maxLength: LONG_TEXT_MAX })
  education!: string;

  @MultiLineTextField({ maxLength: LONG_TEXT_MAX, optional: true })
  coverLetter?: string;

  @ApiPropertyOptional({
    pattern: JOB_ID_PATTERN.source,
    description: 'The published job applied to; leave out (or empty) for a general application',
  })
  @Transform(trimmedOrAbsent)
  @IsOptional()
  @IsString()
  @Matches(JOB_ID_PATTERN, { message: 'jobId must be a job id' })
  jobId?: string;
}

/** OpenAPI model of the whole form: the fields above plus the file. */
export class ApplicationFormDto extends CreateApplicationDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'PDF, DOC or DOCX, judged by content; at most 5 MB',
  })
  resume!: unknown;
}
