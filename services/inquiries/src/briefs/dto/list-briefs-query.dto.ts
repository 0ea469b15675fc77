/** `GET /api/briefs` and its CSV export: page, search, status filter and order. */
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  BRIEF_DEFAULT_SORT,
  BRIEF_SORT_FIELDS,
  BRIEF_STATUSES,
  type BriefSortField,
  type BriefStatus,
  type Language,
  LANGUAGE_CODES,
} from '@madar/shared';
import { AssigneeFilterField } from '@madar/shared/follow-up';
import { listQueryDto, pageDto } from '@madar/shared/nest';
import { BriefDto } from './brief.dto';

export class ListBriefsQueryDto extends listQueryDto<BriefSortField, BriefStatus>({
  sortFields: BRIEF_SORT_FIELDS,
  defaultSort: BRIEF_DEFAULT_SORT,
  statuses: BRIEF_STATUSES,
}) {
  @AssigneeFilterField()
  assignee?: string;
}

export class ExportBriefsQueryDto extends ListBriefsQueryDto {
  @ApiPropertyOptional({
    enum: LANGUAGE_CODES,
    default: 'en',
    description: 'Language of the headers and labels',
  })
  @IsOptional()
  @IsIn(LANGUAGE_CODES)
  lang: Language = 'en';
}

export class BriefPageDto extends pageDto(BriefDto, 'BriefPageDto') {}
