import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsString, MaxLength, ValidateIf } from 'class-validator';
import {
  POST_LIMITS,
  POST_TAGS_MAX,
  SLUG_PATTERN,
  type PostCategoryId,
  type PostRequest,
} from '@madar/shared';
import {
  IsNotBlank,
  IsPlainText,
  MatchesRule,
  NestedField,
  NestedListField,
  normalizedText,
} from '@madar/shared/nest';
import { POST_CATEGORY_IDS } from '../blog-categories';
import { IsImageRef } from './image-ref.validator';
import {
  AuthorTitleInput,
  ExcerptInput,
  HtmlContentInput,
  PostTitleInput,
  TagInput,
} from './localized-text.input';

// Optional fields may be left out, but not sent as null: null is a wrong type, not "no value".
const present = (_object: object, value: unknown) => value !== undefined;

/** POST /api/blog/posts. HTML and text are sanitised by the service before anything is stored. */
export class CreatePostDto implements PostRequest {
  @NestedField(PostTitleInput)
  title!: PostTitleInput;

  @NestedField(ExcerptInput, { description: 'Plain text; tags are removed' })
  excerpt!: ExcerptInput;

  @NestedField(HtmlContentInput, {
    description:
      'HTML, reduced on write to p, h2-h4, lists, strong, em, a[href,title], blockquote, code, pre, ' +
      'img[src,alt], br, hr, figure, figcaption and simple tables; http, https and mailto URLs only',
  })
  content!: HtmlContentInput;

  @ApiProperty({
    example: 'future-it-infrastructure-libya',
    pattern: SLUG_PATTERN.source,
    maxLength: POST_LIMITS.slug,
    description: 'Unique among all posts, drafts included',
  })
  @IsString()
  @MaxLength(POST_LIMITS.slug)
  @MatchesRule('isSlug', SLUG_PATTERN, {
    message: 'slug must be lowercase letters and digits separated by single hyphens',
  })
  slug!: string;

  @ApiProperty({ enum: POST_CATEGORY_IDS, example: 'it-infrastructure' })
  @IsIn(POST_CATEGORY_IDS)
  category!: PostCategoryId;

  @ApiProperty({ maxLength: POST_LIMITS.author, example: 'Khaled Ben Omran' })
  @Transform(normalizedText('single', false))
  @IsString()
  @IsNotBlank()
  @IsPlainText('single')
  @MaxLength(POST_LIMITS.author)
  author!: string;

  @NestedField(AuthorTitleInput)
  authorTitle!: AuthorTitleInput;

  @ApiPropertyOptional({
    maxLength: POST_LIMITS.authorImage,
    example: '/images/people/khaled-ben-omran.svg',
    description: 'A site path under /images/ or an https URL; defaults to the avatar placeholder',
  })
  @ValidateIf(present)
  @IsImageRef(POST_LIMITS.authorImage)
  authorImage?: string;

  @ApiPropertyOptional({
    maxLength: POST_LIMITS.image,
    example: '/images/blog/future-it-infrastructure-libya.svg',
    description: 'A site path under /images/ or an https URL; defaults to the blog placeholder',
  })
  @ValidateIf(present)
  @IsImageRef(POST_LIMITS.image)
  image?: string;

  @NestedListField(TagInput, {
    maxItems: POST_TAGS_MAX,
    description: 'Each tag in both languages',
    optional: true,
  })
  tags?: TagInput[];

  @ApiProperty({ description: 'true publishes now; false keeps the post as a draft, hidden from the public' })
  @IsBoolean()
  published!: boolean;
}
