/**
 * The text fields of an application (docs/product.md#job-application), as they arrive in the multipart form:
 * strings, normalised and trimmed, and a text left empty counts as not given (missing when required, absent
 * when optional). Name and position are single-line, the rest multi-line (see `plain-text.ts`).
 * Unknown fields are refused by the global pipe like anywhere else. The spam trap's fields ride along
 * (contracts/spam.ts); they are checked before this DTO (after the form is read), never stored.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches } from 'class-validator';
import {
  APPLICATION_LIMITS,
  RESUME_MAX_BYTES,
  type ApplicationRequest,
  type SpamTrapFields,
} from '@madar/shared';
import {
  EmailField,
  HoneypotField,
  MultiLineTextField,
  OptionalPhoneField,
  SingleLineTextField,
  StartedAtField,
  trimmedOrAbsent,
} from '@madar/shared/nest';
import type { Language } from '@madar/shared';
import { SubmissionLanguageField } from '@madar/shared/mail';
import { ConsentField } from '@madar/shared/privacy';
import { JOB_ID_PATTERN } from '../../jobs/job-id';

export class CreateApplicationDto implements ApplicationRequest, SpamTrapFields {
  @SingleLineTextField({ maxLength: APPLICATION_LIMITS.name, example: 'Mohamed Al-Fitouri' })
  name!: string;

  @EmailField({ example: 'mohamed.alfitouri@example.com' })
  email!: string;

  @OptionalPhoneField()
  phone?: string;

  @SingleLineTextField({ maxLength: APPLICATION_LIMITS.position, example: 'Senior Network Engineer' })
  position!: string;

  @MultiLineTextField({ maxLength: APPLICATION_LIMITS.experience })
  experience!: string;

  @MultiLineTextField({ maxLength: APPLICATION_LIMITS.education })
  education!: string;

  @MultiLineTextField({ maxLength: APPLICATION_LIMITS.coverLetter, optional: true })
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

  @ConsentField({ multipart: true })
  consent?: boolean;

  @HoneypotField()
  website?: string;

  @StartedAtField()
  startedAt?: number;

  @SubmissionLanguageField()
  language?: Language;
}

/** OpenAPI model of the whole form: the fields above plus the file. */
export class ApplicationFormDto extends CreateApplicationDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: `PDF, DOC or DOCX, judged by content; at most ${RESUME_MAX_BYTES / (1024 * 1024)} MB`,
  })
  resume!: unknown;
}
