import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Req,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { BlogPost, BlogPostSummary, Page } from '@madar/shared';
import { apiPath } from '@madar/shared';
import {
  type AdminRequest,
  AuditedBy,
  type AuditSource,
  badRequest,
  ErrorEnvelopeDto,
  OptionalStaff,
  PUBLIC_REVALIDATE,
  queryIsOneOf,
  StaffOnly,
} from '@madar/shared/nest';
import { VersionEditorInterceptor } from '@madar/shared/data';
import { CachedJson } from '../common/cached-json';
import { PublishedPostBodies } from '../common/json-body';
import { BlogPostsService } from './blog-posts.service';
import { BlogPostDto, BlogPostSummaryDto } from './dto/blog-post.dto';
import { CreatePostDto } from './dto/create-post.dto';
import {
  ADMIN_LIST_PARAMS,
  ListPostsQueryDto,
  POST_LIST_STATUSES,
  PostPageDto,
} from './dto/list-posts-query.dto';
import { RelatedPostsQueryDto } from './dto/related-posts-query.dto';
import { UpdatePostDto } from './dto/update-post.dto';

const invalid = { type: ErrorEnvelopeDto, description: 'VALIDATION.FAILED or REQUEST.MALFORMED_JSON' };
const unknownPost = { type: ErrorEnvelopeDto, description: 'POST.NOT_FOUND: no post has this id' };
const slugTaken = { type: ErrorEnvelopeDto, description: 'POST.SLUG_TAKEN: another post uses this slug' };
const storage = {
  type: ErrorEnvelopeDto,
  description:
    'Nothing was stored: the database cannot be reached (STORAGE.UNAVAILABLE) or, in memory mode, the store is full (STORAGE.FULL)',
};

/**
 * The public list's key; the admin list's parameters without status are a 400 here, before the list
 * is taken from the kept answers, so they are refused however often the list was read.
 */
function publicListKey(query: ListPostsQueryDto, req: AdminRequest): string {
  const adminOnly = ADMIN_LIST_PARAMS.filter((name) => Object.keys(req.query).includes(name));
  if (adminOnly.length > 0) {
    throw badRequest(
      adminOnly.map((name) => `${name} is taken only by the admin list (with status)`),
      adminOnly.map((field) => ({ field, rule: 'adminListOnly' })),
    );
  }
  return `posts?category=${query.category ?? 'all'}`;
}

@ApiTags('blog')
@Controller(apiPath('content', 'blog/posts'))
// A save keeps a version naming its editor (see VersionEditorInterceptor).
@UseInterceptors(VersionEditorInterceptor)
export class BlogPostsController {
  constructor(private readonly posts: BlogPostsService) {}

  @Get()
  @ApiOperation({
    summary:
      'Without status: every published post as a summary (no body), newest first (an array). ' +
      'With status=all|published|scheduled|draft ' +
      '(admin token): one page of the admin list, with page, pageSize, search and sort',
  })
  @OptionalStaff('blog', queryIsOneOf('status', POST_LIST_STATUSES))
  @ApiExtraModels(BlogPostSummaryDto, PostPageDto)
  @ApiOkResponse({
    schema: {
      oneOf: [
        { type: 'array', items: { $ref: getSchemaPath(BlogPostSummaryDto) } },
        { $ref: getSchemaPath(PostPageDto) },
      ],
    },
    description:
      'The public array of published post summaries, or (with status) one page of the admin list (full posts)',
  })
  @ApiBadRequestResponse({
    ...invalid,
    description: 'An invalid or unknown query parameter, or an admin list parameter without status',
  })
  @ApiUnauthorizedResponse({ type: ErrorEnvelopeDto, description: 'status without a valid admin token' })
  @CachedJson({
    bodies: PublishedPostBodies,
    cacheControl: PUBLIC_REVALIDATE,
    // The admin list is never kept: no key.
    key: (query: ListPostsQueryDto, req: AdminRequest) => (req.admin ? undefined : publicListKey(query, req)),
  })
  list(
    @Query() query: ListPostsQueryDto,
    @Req() req: AdminRequest,
  ): Promise<BlogPostSummary[] | Page<BlogPost>> {
    return req.admin ? this.posts.list(query.toPostQuery()) : this.posts.listPublished(query.category);
  }

  @Get(':slug/related')
  @ApiOperation({
    summary:
      'Up to limit published posts to read next: the same category newest first, then the newest ' +
      'others; never the post itself, never a draft; empty only when no other post is published',
  })
  @ApiOkResponse({ type: BlogPostSummaryDto, isArray: true })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'limit is not an integer from 1 to 12' })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'POST.NOT_FOUND: unknown slug, or a draft' })
  @CachedJson({
    bodies: PublishedPostBodies,
    cacheControl: PUBLIC_REVALIDATE,
    key: (slug: string, query: RelatedPostsQueryDto) => `posts/${slug}/related?limit=${query.limit}`,
  })
  related(@Param('slug') slug: string, @Query() query: RelatedPostsQueryDto): Promise<BlogPostSummary[]> {
    return this.posts.relatedPublished(slug, query.limit);
  }

  @Get(':slug')
  @ApiOperation({ summary: 'One published post by its slug, in full' })
  @ApiOkResponse({ type: BlogPostDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'POST.NOT_FOUND: unknown slug, or a draft' })
  @CachedJson({
    bodies: PublishedPostBodies,
    cacheControl: PUBLIC_REVALIDATE,
    key: (slug: string) => `posts/${slug}`,
  })
  findOne(@Param('slug') slug: string): Promise<BlogPost> {
    return this.posts.findPublishedBySlug(slug);
  }

  @Post()
  @StaffOnly('blog')
  @ApiOperation({ summary: 'Create a post (published now, or a draft)' })
  @ApiCreatedResponse({ type: BlogPostDto })
  @ApiBadRequestResponse(invalid)
  @ApiConflictResponse(slugTaken)
  @ApiServiceUnavailableResponse(storage)
  create(@Body() dto: CreatePostDto, @AuditedBy() by: AuditSource): Promise<BlogPost> {
    return this.posts.create(dto, by);
  }

  @Patch(':id')
  @StaffOnly('blog')
  @ApiOperation({ summary: 'Change some fields of a post; updatedAt is refreshed' })
  @ApiOkResponse({ type: BlogPostDto })
  @ApiBadRequestResponse(invalid)
  @ApiNotFoundResponse(unknownPost)
  @ApiConflictResponse(slugTaken)
  update(
    @Param('id') id: string,
    @Body() dto: UpdatePostDto,
    @AuditedBy() by: AuditSource,
  ): Promise<BlogPost> {
    return this.posts.update(id, dto, by);
  }

  @Delete(':id')
  @StaffOnly('blog')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a post' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse(unknownPost)
  remove(@Param('id') id: string, @AuditedBy() by: AuditSource): Promise<void> {
    return this.posts.remove(id, by);
  }
}
