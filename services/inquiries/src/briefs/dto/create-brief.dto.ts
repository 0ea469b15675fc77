/**
 * A client brief as a visitor submits it (docs/product.md#client-brief). Strings are normalised and trimmed,
 * and a text left empty after trimming counts as not given: missing when required, absent when optional.
 * Names are single-line, the descriptive texts multi-line (see `plain-text.ts`); the email a plain address.
 * Enum fields take exactly the values of the brief's contract. The spam trap's fields ride along
 * (contracts/spam.ts); they are checked before this DTO, never stored.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import {
  BRIEF_BUDGETS,
  BRIEF_LIMITS,
  BRIEF_TIMELINES,
  PROJECT_TYPES,
  type BriefBudget,
  type BriefRequest,
  type BriefTimeline,
  type ProjectType,
  type SpamTrapFields,
} from '@madar/shared';
import {
  EmailField,
  HoneypotField,
  MultiLineTextField,
  OptionalPhoneField,
  SingleLineTextField,
  StartedAtField,
  trimmed,
  trimmedOrAbsent,
} from '@madar/shared/nest';
import type { Language } from '@madar/shared';
import { SubmissionLanguageField } from '@madar/shared/mail';
import { ConsentField } from '@madar/shared/privacy';

export class CreateBriefDto implements BriefRequest, SpamTrapFields {
  @SingleLineTextField({ maxLength: BRIEF_LIMITS.companyName, example: 'Sahara Star Logistics' })
  companyName!: string;

  @SingleLineTextField({ maxLength: BRIEF_LIMITS.industry, example: 'Logistics and freight' })
  industry!: string;

  @SingleLineTextField({ maxLength: BRIEF_LIMITS.contactName, example: 'Khaled Al-Mabrouk' })
  contactName!: string;

  @EmailField({ example: 'k.almabrouk@example.ly' })
  email!: string;

  @OptionalPhoneField()
  phone?: string;

  @ApiProperty({ enum: PROJECT_TYPES })
  @Transform(trimmed)
  @IsIn(PROJECT_TYPES)
  projectType!: ProjectType;

  @MultiLineTextField({ maxLength: BRIEF_LIMITS.description })
  description!: string;

  @MultiLineTextField({ maxLength: BRIEF_LIMITS.currentChallenges, optional: true })
  currentChallenges?: string;

  @MultiLineTextField({ maxLength: BRIEF_LIMITS.goals })
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

  @MultiLineTextField({ maxLength: BRIEF_LIMITS.additionalInfo, optional: true })
  additionalInfo?: string;

  @ConsentField()
  consent?: boolean;

  @HoneypotField()
  website?: string;

  @StartedAtField()
  startedAt?: number;

  @SubmissionLanguageField()
  language?: Language;
}
