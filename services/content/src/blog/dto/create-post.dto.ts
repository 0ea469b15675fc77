import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsISO8601, IsString, MaxLength, ValidateIf } from 'class-validator';
import {
  LANGUAGE_CODES,
  POST_LIMITS,
  SCHEDULE_TIME_PATTERN,
  POST_TAGS_MAX,
  SLUG_PATTERN,
  type PostCategoryId,
  type PostRequest,
} from '@madar/shared';
import { MatchesRule, NestedField, NestedListField } from '@madar/shared/nest';
import { POST_CATEGORY_IDS } from '../blog-categories';
import { IsImageRef } from './image-ref.validator';
import {
  AuthorNameInput,
  AuthorTitleInput,
  ExcerptInput,
  HtmlContentInput,
  PostTitleInput,
  TagInput,
} from './localized-text.input';

/**
 * A plain string author, as clients sent before names had an Arabic spelling, becomes that name in both
 * languages, then is validated as one sent whole; anything else is left for the validators to judge.
 */
function nameInBothLanguages({ value }: { value: unknown }): unknown {
  if (typeof value !== 'string') return value;
  return plainToInstance(AuthorNameInput, Object.fromEntries(LANGUAGE_CODES.map((lang) => [lang, value])));
}

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

  @NestedField(AuthorNameInput, {
    description:
      'Both languages. A plain string, as clients sent before names had an Arabic spelling, is still ' +
      'taken as the name in both languages',
  })
  @Transform(nameInBothLanguages)
  author!: AuthorNameInput;

  @NestedField(AuthorTitleInput)
  authorTitle!: AuthorTitleInput;

  @ApiPropertyOptional({
    maxLength: POST_LIMITS.authorImage,
    example: '/images/people/khaled-ben-omran.svg',
    description: 'A site path under /images/ or /media/, or an https URL; defaults to the avatar placeholder',
  })
  @ValidateIf(present)
  @IsImageRef(POST_LIMITS.authorImage)
  authorImage?: string;

  @ApiPropertyOptional({
    maxLength: POST_LIMITS.image,
    example: '/images/blog/future-it-infrastructure-libya.svg',
    description: 'A site path under /images/ or /media/, or an https URL; defaults to the blog placeholder',
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

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-12-01T08:00:00+02:00',
    description:
      'A draft only: publish it by itself at this moment (with Z or an offset; answered in UTC). Must be ' +
      'ahead of now (400 POST.SCHEDULE_IN_PAST); null cancels the schedule; publishing clears it',
  })
  // null is a value here: it cancels the schedule.
  @ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null)
  @MatchesRule('isScheduleTime', SCHEDULE_TIME_PATTERN, {
    message: 'scheduledAt must be an ISO 8601 time with Z or an offset, such as 2026-12-01T08:00:00+02:00',
  })
  @IsISO8601({ strict: true })
  scheduledAt?: string | null;
}
