import { ApiProperty, PickType } from '@nestjs/swagger';
import {
  BLOG_CATEGORY_IDS,
  BLOG_POST_SUMMARY_FIELDS,
  type BlogCategory,
  type BlogCategoryId,
  type BlogPost,
  type BlogPostSummary,
} from '@madar/shared';
import { LocalizedTextDto } from '@madar/shared/nest';
import { POST_CATEGORY_IDS, type PostCategoryId } from '../blog-categories';

/** OpenAPI model of a post as the blog routes return it. */
export class BlogPostDto implements BlogPost {
  @ApiProperty({ example: '3b0f7c52-9d1e-4e8a-a6f4-2c7d5e1b9a03' })
  id!: string;

  @ApiProperty({ type: LocalizedTextDto })
  title!: LocalizedTextDto;

  @ApiProperty({ example: 'future-it-infrastructure-libya' })
  slug!: string;

  @ApiProperty({ enum: POST_CATEGORY_IDS })
  category!: PostCategoryId;

  @ApiProperty({ type: LocalizedTextDto, description: "The author's name in each language" })
  author!: LocalizedTextDto;

  @ApiProperty({ type: LocalizedTextDto })
  authorTitle!: LocalizedTextDto;

  @ApiProperty({ example: '/images/people/khaled-ben-omran.svg' })
  authorImage!: string;

  @ApiProperty({ format: 'date-time', description: 'Display date: publishedAt, or createdAt for a draft' })
  date!: string;

  @ApiProperty({ example: '/images/blog/future-it-infrastructure-libya.svg' })
  image!: string;

  @ApiProperty({ type: LocalizedTextDto, description: 'Plain text' })
  excerpt!: LocalizedTextDto;

  @ApiProperty({ type: LocalizedTextDto, description: 'Sanitised HTML' })
  content!: LocalizedTextDto;

  @ApiProperty({ type: [LocalizedTextDto], description: 'Each tag in both languages' })
  tags!: LocalizedTextDto[];

  @ApiProperty()
  published!: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'First publication; kept when a post is unpublished, null if never published',
  })
  publishedAt!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'A scheduled draft: when it publishes itself (UTC); null when nothing is scheduled',
  })
  scheduledAt?: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

/** OpenAPI model of a post in the public lists: a card's fields, no body. */
export class BlogPostSummaryDto
  extends PickType(BlogPostDto, BLOG_POST_SUMMARY_FIELDS)
  implements BlogPostSummary {}

export class BlogCategoryDto implements BlogCategory {
  @ApiProperty({ enum: BLOG_CATEGORY_IDS, example: 'cloud' })
  id!: BlogCategoryId;

  @ApiProperty({ type: LocalizedTextDto })
  label!: LocalizedTextDto;
}
