/**
 * A client brief as a visitor submits it (spec §5). Strings are trimmed, and a text left empty after
 * trimming counts as not given: missing when required, absent when optional. Enum fields take exactly
 * the values of spec §3.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  BRIEF_BUDGETS,
  BRIEF_TIMELINES,
  PROJECT_TYPES,
  type BriefBudget,
  type BriefTimeline,
  type ProjectType,
} from '@madar/shared';
import {
  EMAIL_MAX,
  EMAIL_MESSAGE,
  LONG_TEXT_MAX,
  OptionalPhoneField,
  SHORT_TEXT_MAX,
  trimmed,
  trimmedOrAbsent,
} from '@madar/shared/nest';

export class CreateBriefDto {
  @ApiProperty({ maxLength: SHORT_TEXT_MAX, example: 'Sahara Star Logistics' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT_TEXT_MAX)
  companyName!: string;

  @ApiProperty({ maxLength: SHORT_TEXT_MAX, example: 'Logistics and freight' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT_TEXT_MAX)
  industry!: string;

  @ApiProperty({ maxLength: SHORT_TEXT_MAX, example: 'Khaled Al-Mabrouk' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(SHORT_TEXT_MAX)
  contactName!: string;

  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX, example: 'k.almabrouk@example.ly' })
  @Transform(trimmed)
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(EMAIL_MAX)
  email!: string;

  @OptionalPhoneField()
  phone?: string;

  @ApiProperty({ enum: PROJECT_TYPES })
  @Transform(trimmed)
  @IsIn(PROJECT_TYPES)
  projectType!: ProjectType;

  @ApiProperty({ maxLength: LONG_TEXT_MAX })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(LONG_TEXT_MAX)
  description!: string;

  @ApiPropertyOptional({ maxLength: LONG_TEXT_MAX })
  @Transform(trimmedOrAbsent)
  @IsOptional()
  @IsString()
  @MaxLength(LONG_TEXT_MAX)
  currentChallenges?: string;

  @ApiProperty({ maxLength: LONG_TEXT_MAX })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty()
  @MaxLength(LONG_TEXT_MAX)
  goals!: string;

  @ApiPropertyOptional({ enum: BRIEF_TIMELINES })
  @Transform(trimmedOrAbsent)
  @IsOptional()
  @IsIn(BRIEF_TIMELINES)
  timeline?: BriefTimeline;

  @ApiPropertyOptional({ enum: BRIEF_BUDGETS })
  @Transform(trimmedOrAbsent)
  @IsOptional()
  @IsIn(BRIEF_BUDGETS)
  budget?: BriefBudget;

  @ApiPropertyOptional({ maxLength: LONG_TEXT_MAX })
  @Transform(trimmedOrAbsent)
  @IsOptional()
  @IsString()
  @MaxLength(LONG_TEXT_MAX)
  additionalInfo?: string;
}
