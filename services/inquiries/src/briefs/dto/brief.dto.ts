/** Response shapes of the briefs routes, described for the OpenAPI document. */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BRIEF_BUDGETS,
  BRIEF_STATUSES,
  BRIEF_TIMELINES,
  PROJECT_TYPES,
  type BriefBudget,
  type BriefStatus,
  type BriefTimeline,
  type ClientBrief,
  type Language,
  LANGUAGE_CODES,
  type ProjectType,
} from '@madar/shared';
import { LeadAssigneeDto } from '@madar/shared/follow-up';

export class BriefDto implements ClientBrief {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() companyName!: string;
  @ApiProperty() industry!: string;
  @ApiProperty() contactName!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiPropertyOptional() phone?: string;
  @ApiProperty({ enum: PROJECT_TYPES }) projectType!: ProjectType;
  @ApiProperty() description!: string;
  @ApiPropertyOptional() currentChallenges?: string;
  @ApiProperty() goals!: string;
  @ApiPropertyOptional({ enum: BRIEF_TIMELINES }) timeline?: BriefTimeline;
  @ApiPropertyOptional({ enum: BRIEF_BUDGETS }) budget?: BriefBudget;
  @ApiPropertyOptional() additionalInfo?: string;
  @ApiProperty({ enum: BRIEF_STATUSES }) status!: BriefStatus;
  @ApiProperty({ format: 'date-time' }) submittedAt!: string;
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
