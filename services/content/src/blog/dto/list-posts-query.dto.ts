/**
 * `GET /api/blog/posts`. Without `status` it is the public list (every published post, newest first,
 * optionally of one category). With `status` (admin token) it is the admin's table: one page of the
 * posts matching `search`, the status (`all` = no filter) and the category, in the `sort` order.
 */
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  BLOG_CATEGORY_IDS,
  type BlogCategoryId,
  POST_DEFAULT_SORT,
  POST_SORT_FIELDS,
  type PostSortField,
  PUBLICATION_STATUSES,
} from '@madar/shared';
import { listQueryDto, pageDto } from '@madar/shared/nest';
import type { PostListQuery } from '../blog-posts.store';
import { BlogPostDto } from './blog-post.dto';

export const POST_LIST_STATUSES = ['all', ...PUBLICATION_STATUSES] as const;
export type PostListStatus = (typeof POST_LIST_STATUSES)[number];

/** The parameters only the admin list takes; the public list refuses them. */
export const ADMIN_LIST_PARAMS = ['page', 'pageSize', 'search', 'sort'] as const;

export class ListPostsQueryDto extends listQueryDto<PostSortField, PostListStatus>({
  sortFields: POST_SORT_FIELDS,
  defaultSort: POST_DEFAULT_SORT,
  statuses: POST_LIST_STATUSES,
}) {
  @ApiPropertyOptional({ enum: BLOG_CATEGORY_IDS, default: 'all', description: '`all` means no filter' })
  @IsOptional()
  @IsIn(BLOG_CATEGORY_IDS)
  category?: BlogCategoryId;

  /** The store's query: status `all` and category `all` filter nothing. */
  toPostQuery(): PostListQuery {
    const { status, ...query } = this.toListQuery();
    return {
      ...query,
      ...(status !== undefined && status !== 'all' ? { status } : {}),
      ...(this.category !== undefined && this.category !== 'all' ? { category: this.category } : {}),
    };
  }
}

export class PostPageDto extends pageDto(BlogPostDto, 'PostPageDto') {}
