import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { BLOG_CATEGORY_IDS, type BlogCategoryId } from '@madar/shared';

/** `published` (the default) is what the public sees; `all` adds drafts and needs an admin token. */
export const POST_LIST_STATUSES = ['published', 'all'] as const;
export type PostListStatus = (typeof POST_LIST_STATUSES)[number];

export class ListPostsQueryDto {
  @ApiPropertyOptional({
    enum: POST_LIST_STATUSES,
    default: 'published',
    description: '`all` requires an admin token and lists drafts too, newest created first',
  })
  @IsOptional()
  @IsIn(POST_LIST_STATUSES)
  status?: PostListStatus;

  @ApiPropertyOptional({ enum: BLOG_CATEGORY_IDS, default: 'all', description: '`all` means no filter' })
  @IsOptional()
  @IsIn(BLOG_CATEGORY_IDS)
  category?: BlogCategoryId;
}
