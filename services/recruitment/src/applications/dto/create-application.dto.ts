/**
 * The text fields of an application (spec §5 and §7), as they arrive in the multipart form: strings,
 * trimmed, and a text left empty counts as not given (missing when required, absent when optional).
 * Unknown fields are refused by the global pipe like anywhere else.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX, trimmed } from '../../common/localized-text.input';

export const EMAIL_MAX = 254;

/** Digits (Arabic-Indic too), spaces, + - ( ), with at least six digits. */
export const PHONE_PATTERN = /^(?=(?:\D*\p{Nd}){6})[+\p{Nd} ()-]{6,30}$/u;

/** Job ids are slugs (seeded jobs) or UUIDs (created ones). */
export const JOB_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,99}$/;

const trimmedOrAbsent = ({ value }: { value: unknown }): unknown => {
  const text = trimmed({ value });
  return text === '' ? undefined : text;
};

export class CreateApplicationDto {
  @ApiProperty({ maxLength: SHORT_TEXT_MAX, example: 'Mohamed Al-Fitouri' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT_TEXT_MAX)
  name!: string;

  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX, example: 'mohamed.alfitouri@example.com' })
  @Transform(trimmed)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(EMAIL_MAX)
  email!: string;

  @ApiPropertyOptional({ maxLength: 30, pattern: PHONE_PATTERN.source, example: '+218 91 234 5678' })
  @Transform(trimmedOrAbsent)
  @IsOptional()
  @IsString()
  @Matches(PHONE_PATTERN, { message: 'phone may hold only digits, spaces, + - ( ) and at least six digits' })
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
