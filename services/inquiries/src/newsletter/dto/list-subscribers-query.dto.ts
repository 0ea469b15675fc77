/** `GET /api/newsletter/subscribers` and its CSV export: page, search, status filter and order. */
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  type Language,
  LANGUAGE_CODES,
  NEWSLETTER_DEFAULT_SORT,
  NEWSLETTER_SORT_FIELDS,
  NEWSLETTER_STATUSES,
  type NewsletterSortField,
  type NewsletterStatus,
} from '@madar/shared';
import { listQueryDto } from '@madar/shared/nest';

export class ListSubscribersQueryDto extends listQueryDto<NewsletterSortField, NewsletterStatus>({
  sortFields: NEWSLETTER_SORT_FIELDS,
  defaultSort: NEWSLETTER_DEFAULT_SORT,
  statuses: NEWSLETTER_STATUSES,
}) {}

export class ExportSubscribersQueryDto extends ListSubscribersQueryDto {
  @ApiPropertyOptional({
    enum: LANGUAGE_CODES,
    default: 'en',
    description: 'Language of the headers and labels',
  })
  @IsOptional()
  @IsIn(LANGUAGE_CODES)
  lang: Language = 'en';
}
