/** `GET /api/applications/:id/reply-templates/:template`: which template, and the draft it answers. */
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString } from 'class-validator';
import {
  APPLICATION_REPLY_TEMPLATES,
  type ApplicationReplyTemplate,
  type Language,
  LANGUAGE_CODES,
  type ReplyDraft,
} from '@madar/shared';

export class ReplyTemplateParamsDto {
  @IsString()
  id!: string;

  @IsIn(APPLICATION_REPLY_TEMPLATES, {
    message: `template must be one of: ${APPLICATION_REPLY_TEMPLATES.join(', ')}`,
  })
  template!: ApplicationReplyTemplate;
}

export class ReplyDraftDto implements ReplyDraft {
  @ApiProperty({ example: 'Interview for the NOC Technician position at Madar Technologies' })
  subject!: string;

  @ApiProperty({ description: 'Plain text, paragraphs parted by a blank line' })
  body!: string;

  @ApiProperty({ enum: LANGUAGE_CODES, description: "The applicant's language, which the draft is in" })
  language!: Language;
}
