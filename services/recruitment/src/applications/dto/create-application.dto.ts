/**
 * The text fields of an application (spec §5 and §7), as they arrive in the multipart form: strings,
 * trimmed, and a text left empty counts as not given (missing when required, absent when optional).
 * Unknown fields are refused by the global pipe like anywhere else.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  EMAIL_MAX,
  EMAIL_MESSAGE,
  LONG_TEXT_MAX,
  OptionalPhoneField,
  SHORT_TEXT_MAX,
  trimmed,
  trimmedOrAbsent,
} from '@madar/shared/nest';
import { JOB_ID_PATTERN } from '../../jobs/job-id';

export class CreateApplicationDto {
  @ApiProperty({ maxLength: SHORT_TEXT_MAX, example: 'Mohamed Al-Fitouri' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT_TEXT_MAX)
  name!: string;

  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX, example: 'mohamed.alfitouri@example.com' })
  @Transform(trimmed)
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(EMAIL_MAX)
  email!: string;

  @OptionalPhoneField()
  phone?: string;

  @ApiProperty({ maxLength: SHORT_TEXT_MAX, example: 'Senior Network Engineer' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT_TEXT_MAX)
  position!: string;

  @ApiProperty({ maxLength: LONG_TEXT_MAX })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(LONG_TEXT_MAX)
  experience!: string;

  @ApiProperty({ maxLength: LONG_TEXT_MAX })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(LONG_TEXT_MAX)
  education!: string;

  @ApiPropertyOptional({ maxLength: LONG_TEXT_MAX })
  @Transform(trimmedOrAbsent)
  @IsOptional()
  @IsString()
  @MaxLength(LONG_TEXT_MAX)
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
