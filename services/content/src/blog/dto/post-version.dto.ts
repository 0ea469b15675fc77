import { ApiProperty } from '@nestjs/swagger';
import type { BlogPost, Version } from '@madar/shared';
import { VersionSummaryDto } from '@madar/shared/data';
import { BlogPostDto } from './blog-post.dto';

/** OpenAPI model of one version of a post: the post whole, as that save left it. */
export class PostVersionDto extends VersionSummaryDto implements Version<BlogPost> {
  @ApiProperty({ type: BlogPostDto, description: 'The post as that save left it' })
  state!: BlogPostDto;
}
