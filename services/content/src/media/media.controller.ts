import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Res,
  StreamableFile,
  UploadedFile,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { apiPath, type Page } from '@madar/shared';
import { ErrorEnvelopeDto, StaffOnly } from '@madar/shared/nest';
import type { Response } from 'express';
import { ListMediaQueryDto, UpdateMediaDto } from './dto/media.dto';
import type { MediaItem, MediaUse } from './media.model';
import { MediaInUseFilter } from './media-in-use.filter';
import { MEDIA_FIELD, MediaUploadInterceptor, type UploadedMedia } from './media-upload.interceptor';
import { MediaService } from './media.service';

const unknownImage = { type: ErrorEnvelopeDto, description: 'MEDIA.NOT_FOUND: no image has this id' };
const refusedFile = {
  type: ErrorEnvelopeDto,
  description: 'MEDIA.UNSUPPORTED_TYPE: the content is not a PNG, JPEG, WebP, GIF or AVIF image',
};
const tooLarge = { type: ErrorEnvelopeDto, description: 'MEDIA.TOO_LARGE: larger than MEDIA_MAX_BYTES' };
const unreadable = {
  type: ErrorEnvelopeDto,
  description: 'MEDIA.UNREADABLE (damaged) or MEDIA.TOO_MANY_PIXELS (a canvas too large to decode)',
};
const storage = {
  type: ErrorEnvelopeDto,
  description: 'STORAGE.UNAVAILABLE, or in memory mode STORAGE.FULL (MEDIA_MEMORY_BYTES reached)',
};
const fileBody = {
  schema: {
    type: 'object',
    required: [MEDIA_FIELD],
    properties: { [MEDIA_FIELD]: { type: 'string', format: 'binary' } },
  },
};

/** A file of the current revision never changes; an earlier revision's name may point elsewhere later. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const EARLIER_REVISION = 'public, max-age=3600';

@ApiTags('media')
@Controller(apiPath('content', 'media'))
@UseFilters(MediaInUseFilter)
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Post()
  @StaffOnly('blog')
  @UseInterceptors(MediaUploadInterceptor)
  @ApiOperation({ summary: 'Upload an image (multipart, field `file`): re-encoded, metadata removed' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(fileBody)
  @ApiCreatedResponse({ description: 'The new image of the library, with its files' })
  @ApiPayloadTooLargeResponse(tooLarge)
  @ApiUnsupportedMediaTypeResponse(refusedFile)
  @ApiUnprocessableEntityResponse(unreadable)
  @ApiServiceUnavailableResponse(storage)
  upload(@UploadedFile() file: UploadedMedia | undefined): Promise<MediaItem> {
    return this.media.upload(file);
  }

  @Get()
  @StaffOnly('blog')
  @ApiOperation({ summary: 'The library, newest first; search in the alt texts and file names' })
  @ApiOkResponse({ description: '{ items, total, page, pageSize }' })
  list(@Query() query: ListMediaQueryDto): Promise<Page<MediaItem>> {
    return this.media.list({
      page: query.page,
      pageSize: query.pageSize,
      ...(query.search ? { search: query.search } : {}),
    });
  }

  @Get('files/:name')
  @ApiOperation({
    summary:
      'A file of an image (public; the gateway serves it as /media/<name>): `<id>-v<revision>-<width>.<webp|jpg|png>`',
  })
  @ApiOkResponse({ description: 'The image, cached for a year (immutable) when its name is current' })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'MEDIA.NOT_FOUND: no such file' })
  async file(
    @Param('name') name: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.media.file(name);
    res.setHeader('Cache-Control', file.current ? IMMUTABLE : EARLIER_REVISION);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(file.content, { type: file.contentType, length: file.content.length });
  }

  @Get(':id')
  @StaffOnly('blog')
  @ApiOperation({ summary: 'One image of the library' })
  @ApiOkResponse({ description: 'The image and its files' })
  @ApiNotFoundResponse(unknownImage)
  get(@Param('id') id: string): Promise<MediaItem> {
    return this.media.get(id);
  }

  @Get(':id/uses')
  @StaffOnly('blog')
  @ApiOperation({ summary: 'The posts that use the image (cover or body), drafts included' })
  @ApiOkResponse({ description: '[{ postId, slug, title, field }]' })
  @ApiNotFoundResponse(unknownImage)
  uses(@Param('id') id: string): Promise<MediaUse[]> {
    return this.media.uses(id);
  }

  @Patch(':id')
  @StaffOnly('blog')
  @ApiOperation({ summary: 'Set the alternative text, both languages' })
  @ApiOkResponse({ description: 'The image' })
  @ApiNotFoundResponse(unknownImage)
  updateAlt(@Param('id') id: string, @Body() dto: UpdateMediaDto): Promise<MediaItem> {
    return this.media.updateAlt(id, { en: dto.alt.en, ar: dto.alt.ar });
  }

  @Put(':id/file')
  @StaffOnly('blog')
  @UseInterceptors(MediaUploadInterceptor)
  @ApiOperation({
    summary:
      'Replace the image: same id and file-name stem, the next revision (new names; the old ones answer the new image)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(fileBody)
  @ApiOkResponse({ description: 'The image with its new files' })
  @ApiNotFoundResponse(unknownImage)
  @ApiPayloadTooLargeResponse(tooLarge)
  @ApiUnsupportedMediaTypeResponse(refusedFile)
  @ApiUnprocessableEntityResponse(unreadable)
  @ApiServiceUnavailableResponse(storage)
  replace(@Param('id') id: string, @UploadedFile() file: UploadedMedia | undefined): Promise<MediaItem> {
    return this.media.replace(id, file);
  }

  @Delete(':id')
  @StaffOnly('blog')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an image no post uses' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse(unknownImage)
  @ApiConflictResponse({
    type: ErrorEnvelopeDto,
    description: 'MEDIA.IN_USE: posts use it; `uses` lists them ({ postId, slug, title, field })',
  })
  remove(@Param('id') id: string): Promise<void> {
    return this.media.remove(id);
  }
}
