import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsUUID, ValidateIf } from 'class-validator';
import type { PostPreview, PostPreviewLink, PostPreviewRequest } from '@madar/shared';
import { BlogPostDto, BlogPostSummaryDto } from './dto/blog-post.dto';
import { CreatePostDto } from './dto/create-post.dto';

/**
 * POST /api/blog/posts/previews: a post exactly as a save takes it (so it is validated and sanitised the
 * same way), and the id of the post being edited.
 */
export class CreatePostPreviewDto extends CreatePostDto implements PostPreviewRequest {
  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'The post being edited: the preview keeps its id and times, and leaves it out of the posts to read next. Absent for a new post',
  })
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @IsUUID()
  id?: string;
}

class PreviewUrlsDto {
  @ApiProperty({ example: '/blog/fibre-backbone-misrata?preview=Zm9v…' })
  en!: string;

  @ApiProperty({ example: '/ar/blog/fibre-backbone-misrata?preview=Zm9v…' })
  ar!: string;
}

export class PostPreviewLinkDto implements PostPreviewLink {
  @ApiProperty({
    description: '32 random bytes, base64url: whoever holds it sees the preview until it expires',
  })
  token!: string;

  @ApiProperty({ format: 'date-time', description: 'When the preview stops opening (PREVIEW_TTL_MINUTES)' })
  expiresAt!: string;

  @ApiProperty({
    type: PreviewUrlsDto,
    description: "The post's own public page per language, with ?preview=<token> (site paths)",
  })
  urls!: PreviewUrlsDto;
}

export class PostPreviewDto implements PostPreview {
  @ApiProperty({ type: BlogPostDto, description: 'The post as its public page would show it, once saved' })
  post!: BlogPostDto;

  @ApiProperty({
    type: BlogPostSummaryDto,
    isArray: true,
    description: 'The posts to read next, as the page shows',
  })
  related!: BlogPostSummaryDto[];

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;
}
