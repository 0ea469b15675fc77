import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { BlogPost } from '@madar/shared';
import {
  AdminOnly,
  cachePubliclyRevalidated,
  ErrorEnvelopeDto,
  neverCache,
  TokenVerifier,
} from '@madar/shared/nest';
import type { Request, Response } from 'express';
import { BlogPostsService } from './blog-posts.service';
import { BlogPostDto } from './dto/blog-post.dto';
import { CreatePostDto } from './dto/create-post.dto';
import { ListPostsQueryDto } from './dto/list-posts-query.dto';
import { UpdatePostDto } from './dto/update-post.dto';

const invalid = { type: ErrorEnvelopeDto, description: 'VALIDATION.FAILED or REQUEST.MALFORMED_JSON' };
const unknownPost = { type: ErrorEnvelopeDto, description: 'POST.NOT_FOUND: no post has this id' };
const slugTaken = { type: ErrorEnvelopeDto, description: 'POST.SLUG_TAKEN: another post uses this slug' };

@ApiTags('blog')
@Controller('api/blog/posts')
export class BlogPostsController {
  constructor(
    private readonly posts: BlogPostsService,
    private readonly verifier: TokenVerifier,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Published posts, newest first; with status=all (admin token) drafts too, newest created first',
  })
  @ApiBearerAuth()
  @ApiOkResponse({ type: BlogPostDto, isArray: true })
  @ApiBadRequestResponse(invalid)
  @ApiUnauthorizedResponse({ type: ErrorEnvelopeDto, description: 'status=all without a valid admin token' })
  async list(
    @Query() query: ListPostsQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<BlogPost[]> {
    if (query.status === 'all') {
      await this.verifier.fromRequest(req);
      neverCache(res);
      return this.posts.listAll(query.category);
    }
    const posts = this.posts.listPublished(query.category);
    cachePubliclyRevalidated(res);
    return posts;
  }

  @Get(':slug')
  @ApiOperation({ summary: 'One published post by its slug' })
  @ApiOkResponse({ type: BlogPostDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'POST.NOT_FOUND: unknown slug, or a draft' })
  findOne(@Param('slug') slug: string, @Res({ passthrough: true }) res: Response): BlogPost {
    const post = this.posts.findPublishedBySlug(slug);
    cachePubliclyRevalidated(res);
    return post;
  }

  @Post()
  @AdminOnly()
  @ApiOperation({ summary: 'Create a post (published now, or a draft)' })
  @ApiCreatedResponse({ type: BlogPostDto })
  @ApiBadRequestResponse(invalid)
  @ApiConflictResponse(slugTaken)
  create(@Body() dto: CreatePostDto): BlogPost {
    return this.posts.create(dto);
  }

  @Patch(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Change some fields of a post; updatedAt is refreshed' })
  @ApiOkResponse({ type: BlogPostDto })
  @ApiBadRequestResponse(invalid)
  @ApiNotFoundResponse(unknownPost)
  @ApiConflictResponse(slugTaken)
  update(@Param('id') id: string, @Body() dto: UpdatePostDto): BlogPost {
    return this.posts.update(id, dto);
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a post' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse(unknownPost)
  remove(@Param('id') id: string): void {
    this.posts.remove(id);
  }
}
