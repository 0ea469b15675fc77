import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type JobApplication,
  type Language,
  LANGUAGE_CODES,
  RESUME_FLAGS,
  type ResumeFlag,
} from '@madar/shared';
import { LeadAssigneeDto } from '@madar/shared/follow-up';

/** OpenAPI model of an application as the admin sees it. */
export class ApplicationDto implements JobApplication {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The job applied to; null for a general application. May name a job deleted since.',
  })
  jobId!: string | null;

  @ApiProperty()
  name!: string;

  @ApiProperty({ format: 'email' })
  email!: string;

  @ApiPropertyOptional()
  phone?: string;

  @ApiProperty({ description: 'The position as the applicant wrote it' })
  position!: string;

  @ApiProperty()
  experience!: string;

  @ApiProperty()
  education!: string;

  @ApiPropertyOptional()
  coverLetter?: string;

  @ApiProperty({ example: '/api/applications/5f8c8f66-675a-4b90-a3e4-c6187bd54cc5/resume' })
  resumeUrl!: string;

  @ApiProperty({ description: 'The download name: the sanitised name the file was uploaded under' })
  resumeName!: string;

  @ApiPropertyOptional({
    enum: RESUME_FLAGS,
    isArray: true,
    description:
      'Warnings for staff about the resume (pdf-open-action: it acts when opened); absent when none',
  })
  resumeFlags?: ResumeFlag[];

  @ApiProperty({ enum: APPLICATION_STATUSES })
  status!: ApplicationStatus;

  @ApiProperty({ format: 'date-time' })
  submittedAt!: string;

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
