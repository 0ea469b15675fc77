import { Controller, Get, HttpCode, Param, Post, UseInterceptors } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { BlogPost, Version, VersionList } from '@madar/shared';
import { apiPath } from '@madar/shared';
import { VersionEditorInterceptor, VersionListDto } from '@madar/shared/data';
import { AuditedBy, type AuditSource, ErrorEnvelopeDto, StaffOnly } from '@madar/shared/nest';
import { BlogPostVersionsService } from './blog-post-versions.service';
import { BlogPostDto } from './dto/blog-post.dto';
import { PostVersionDto } from './dto/post-version.dto';

const unknownPost = { type: ErrorEnvelopeDto, description: 'POST.NOT_FOUND: no post has this id' };
const unknownVersion = {
  type: ErrorEnvelopeDto,
  description: 'POST.NOT_FOUND: no post has this id; VERSION.NOT_FOUND: the post has no such version',
};

/** A post's history: the same staff who edit posts read and restore it. */
@ApiTags('blog')
@Controller(apiPath('content', 'blog/posts'))
@UseInterceptors(VersionEditorInterceptor)
export class BlogPostVersionsController {
  constructor(private readonly versions: BlogPostVersionsService) {}

  @Get(':id/versions')
  @StaffOnly('blog')
  @ApiOperation({ summary: "A post's versions, newest first: when each save was made and by whom" })
  @ApiOkResponse({ type: VersionListDto })
  @ApiNotFoundResponse(unknownPost)
  list(@Param('id') id: string): Promise<VersionList> {
    return this.versions.list(id);
  }

  @Get(':id/versions/:versionId')
  @StaffOnly('blog')
  @ApiOperation({ summary: 'One version of a post: the post whole, as that save left it' })
  @ApiOkResponse({ type: PostVersionDto })
  @ApiNotFoundResponse(unknownVersion)
  get(@Param('id') id: string, @Param('versionId') versionId: string): Promise<Version<BlogPost>> {
    return this.versions.get(id, versionId);
  }

  @Post(':id/versions/:versionId/restore')
  @StaffOnly('blog')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Put a version back: its fields become the post's (updatedAt now), recorded as an update and " +
      'kept as the newest version',
  })
  @ApiOkResponse({ type: BlogPostDto, description: 'The post as it now is' })
  @ApiNotFoundResponse(unknownVersion)
  @ApiConflictResponse({
    type: ErrorEnvelopeDto,
    description: "POST.SLUG_TAKEN: another post has taken the version's slug since; nothing changed",
  })
  @ApiServiceUnavailableResponse({
    type: ErrorEnvelopeDto,
    description: 'STORAGE.UNAVAILABLE: nothing changed',
  })
  restore(
    @Param('id') id: string,
    @Param('versionId') versionId: string,
    @AuditedBy() by: AuditSource,
  ): Promise<BlogPost> {
    return this.versions.restore(id, versionId, by);
  }
}
