import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsObject,
  IsString,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsNotBlank, IsPlainText, MatchesRule, normalizedText } from '@madar/shared/nest';
import { POST_CATEGORY_IDS, type PostCategoryId } from '../blog-categories';
import { IMAGE_REF_MAX, IsImageRef } from './image-ref.validator';
import { ExcerptInput, HtmlContentInput, ShortTextInput, TagInput } from './localized-text.input';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 120;
export const AUTHOR_MAX = 100;
export const TAGS_MAX = 10;

// Optional fields may be left out, but not sent as null: null is a wrong type, not "no value".
const present = (_object: object, value: unknown) => value !== undefined;

/** POST /api/blog/posts. HTML and text are sanitised by the service before anything is stored. */
export class CreatePostDto {
  @ApiProperty({ type: () => ShortTextInput })
  @IsObject()
  @ValidateNested()
  @Type(() => ShortTextInput)
  title!: ShortTextInput;

  @ApiProperty({ type: () => ExcerptInput, description: 'Plain text; tags are removed' })
  @IsObject()
  @ValidateNested()
  @Type(() => ExcerptInput)
  excerpt!: ExcerptInput;

  @ApiProperty({
    type: () => HtmlContentInput,
    description:
      'HTML, reduced on write to p, h2-h4, lists, strong, em, a[href,title], blockquote, code, pre, ' +
      'img[src,alt], br, hr, figure, figcaption and simple tables; http, https and mailto URLs only',
  })
  @IsObject()
  @ValidateNested()
  @Type(() => HtmlContentInput)
  content!: HtmlContentInput;

  @ApiProperty({
    example: 'future-it-infrastructure-libya',
    pattern: SLUG_PATTERN.source,
    maxLength: SLUG_MAX,
    description: 'Unique among all posts, drafts included',
  })
  @IsString()
  @MaxLength(SLUG_MAX)
  @MatchesRule('isSlug', SLUG_PATTERN, {
    message: 'slug must be lowercase letters and digits separated by single hyphens',
  })
  slug!: string;

  @ApiProperty({ enum: POST_CATEGORY_IDS, example: 'it-infrastructure' })
  @IsIn(POST_CATEGORY_IDS)
  category!: PostCategoryId;

  @ApiProperty({ maxLength: AUTHOR_MAX, example: 'Khaled Ben Omran' })
  @Transform(normalizedText('single', false))
  @IsString()
  @IsNotBlank()
  @IsPlainText('single')
  @MaxLength(AUTHOR_MAX)
  author!: string;

  @ApiProperty({ type: () => ShortTextInput })
  @IsObject()
  @ValidateNested()
  @Type(() => ShortTextInput)
  authorTitle!: ShortTextInput;

  @ApiPropertyOptional({
    maxLength: IMAGE_REF_MAX,
    example: '/images/people/khaled-ben-omran.svg',
    description: 'A site path under /images/ or an https URL; defaults to the avatar placeholder',
  })
  @ValidateIf(present)
  @IsImageRef()
  authorImage?: string;

  @ApiPropertyOptional({
    maxLength: IMAGE_REF_MAX,
    example: '/images/blog/future-it-infrastructure-libya.svg',
    description: 'A site path under /images/ or an https URL; defaults to the blog placeholder',
  })
  @ValidateIf(present)
  @IsImageRef()
  image?: string;

  @ApiPropertyOptional({
    type: () => [TagInput],
    maxItems: TAGS_MAX,
    description: 'Each tag in both languages',
  })
  @ValidateIf(present)
  @IsArray()
  @ArrayMaxSize(TAGS_MAX)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => TagInput)
  tags?: TagInput[];

  @ApiProperty({ description: 'true publishes now; false keeps the post as a draft, hidden from the public' })
  @IsBoolean()
  published!: boolean;
}
