import { Body, Controller, Get, Header, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { PostPreview, PostPreviewLink } from '@madar/shared';
import { apiPath } from '@madar/shared';
import { ErrorEnvelopeDto, PRIVATE_NO_STORE, StaffOnly } from '@madar/shared/nest';
import { CreatePostPreviewDto, PostPreviewDto, PostPreviewLinkDto } from './post-previews.dto';
import { PostPreviewsService } from './post-previews.service';

@ApiTags('blog')
@Controller(apiPath('content', 'blog'))
export class PostPreviewsController {
  constructor(private readonly previews: PostPreviewsService) {}

  @Post('posts/previews')
  @StaffOnly('blog')
  @ApiOperation({
    summary:
      'Preview a post before saving it: the body of a create (validated and sanitised the same way) and ' +
      "the edited post's id; nothing is saved. Answers a token that opens the preview until it expires " +
      '(PREVIEW_TTL_MINUTES) and the public page addresses that show it',
  })
  @ApiCreatedResponse({ type: PostPreviewLinkDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description:
      'VALIDATION.FAILED, REQUEST.MALFORMED_JSON or POST.SCHEDULE_IN_PAST, as a save; nothing kept',
  })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'POST.NOT_FOUND: id names no post' })
  create(@Body() dto: CreatePostPreviewDto): Promise<PostPreviewLink> {
    return this.previews.create(dto);
  }

  @Get('previews/:token')
  // The token is the capability: no sign-in. Never kept by a browser or cache, never indexed.
  @Header('Cache-Control', PRIVATE_NO_STORE)
  @Header('X-Robots-Tag', 'noindex, nofollow')
  @ApiOperation({
    summary:
      "A post preview as the public post page reads it: the post, the posts to read next, and the preview's expiry",
  })
  @ApiParam({ name: 'token', description: 'The token POST /api/blog/posts/previews answered' })
  @ApiOkResponse({ type: PostPreviewDto })
  @ApiNotFoundResponse({
    type: ErrorEnvelopeDto,
    description: 'PREVIEW.NOT_FOUND: an unknown, malformed or expired token',
  })
  find(@Param('token') token: string): Promise<PostPreview> {
    return this.previews.find(token);
  }
}
