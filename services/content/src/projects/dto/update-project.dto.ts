/**
 * PATCH /api/projects/{id}: the whole project but its id, as the admin's editor sends it. Every text in
 * both languages (trimmed, plain text, within the project contract's limits), the category one of the
 * site's, the date a real calendar date, the lists bounded. An optional field left out (further images,
 * the client's quote) is removed from the project.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsString,
  MaxLength,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  isCalendarDate,
  normalizeText,
  PROJECT_CATEGORIES,
  PROJECT_IMAGES_MAX,
  PROJECT_LIMITS,
  PROJECT_TECHNOLOGIES_MAX,
  PROJECT_TECHNOLOGY_MAX,
  PROJECT_TESTIMONIAL_LIMITS,
  type ProjectCategory,
  type ProjectRequest,
  type ProjectTestimonial,
} from '@madar/shared';
import { IsPlainText, LocalizedTextInput, NestedField, SingleLineTextField } from '@madar/shared/nest';
import { IsImageRef } from '../../blog/dto/image-ref.validator';

const line = (max: number) => LocalizedTextInput(max, { trim: true });
const text = (max: number) => LocalizedTextInput(max, { trim: true, lines: 'multi' });

export class ProjectTitleInput extends line(PROJECT_LIMITS.title) {}
export class ProjectDescriptionInput extends text(PROJECT_LIMITS.description) {}
export class ProjectClientInput extends line(PROJECT_LIMITS.client) {}
export class ProjectDurationInput extends line(PROJECT_LIMITS.duration) {}
export class ProjectChallengeInput extends text(PROJECT_LIMITS.challenge) {}
export class ProjectSolutionInput extends text(PROJECT_LIMITS.solution) {}
export class ProjectResultsInput extends text(PROJECT_LIMITS.results) {}
export class ProjectQuoteInput extends text(PROJECT_TESTIMONIAL_LIMITS.quote) {}
export class ProjectQuotePositionInput extends line(PROJECT_TESTIMONIAL_LIMITS.position) {}

// Optional fields may be left out, but not sent as null: null is a wrong type, not "no value".
const present = (_object: object, value: unknown) => value !== undefined;

/** Each technology trimmed and NFC, as every single-line text; anything else is left for the rules. */
const technologies = ({ value }: { value: unknown }): unknown =>
  Array.isArray(value)
    ? value.map((item: unknown) => (typeof item === 'string' ? normalizeText(item, 'single').trim() : item))
    : value;

export class ProjectTestimonialInput implements ProjectTestimonial {
  @NestedField(ProjectQuoteInput, { reportMissing: true })
  quote!: ProjectQuoteInput;

  @SingleLineTextField({ maxLength: PROJECT_TESTIMONIAL_LIMITS.author, example: 'Eng. Salem Bukhatwa' })
  author!: string;

  @NestedField(ProjectQuotePositionInput, { reportMissing: true })
  position!: ProjectQuotePositionInput;
}

export class UpdateProjectDto implements ProjectRequest {
  @NestedField(ProjectTitleInput, { reportMissing: true })
  title!: ProjectTitleInput;

  @NestedField(ProjectDescriptionInput, { reportMissing: true })
  description!: ProjectDescriptionInput;

  @ApiProperty({ enum: PROJECT_CATEGORIES, example: 'networking' })
  @IsIn(PROJECT_CATEGORIES)
  category!: ProjectCategory;

  @NestedField(ProjectClientInput, { reportMissing: true })
  client!: ProjectClientInput;

  @ApiProperty({ type: String, format: 'date', example: '2025-04-22', description: 'Orders the list' })
  @ValidateBy({
    name: 'isCalendarDate',
    validator: {
      validate: isCalendarDate,
      defaultMessage: () => '$property must be a real date written YYYY-MM-DD',
    },
  })
  date!: string;

  @NestedField(ProjectDurationInput, { reportMissing: true })
  duration!: ProjectDurationInput;

  @ApiProperty({
    maxLength: PROJECT_LIMITS.image,
    example: '/images/projects/al-shifa-clinic-booking-platform.svg',
    description: 'A site path under /images/ or /media/, or an https URL',
  })
  @IsImageRef(PROJECT_LIMITS.image)
  image!: string;

  @ApiPropertyOptional({
    type: String,
    isArray: true,
    maxItems: PROJECT_IMAGES_MAX,
    description: 'Further images, each as image; left out: none',
  })
  @ValidateIf(present)
  @IsArray()
  @ArrayMaxSize(PROJECT_IMAGES_MAX)
  @IsImageRef(PROJECT_LIMITS.image, { each: true })
  images?: string[];

  @ApiProperty({ description: 'Shown on the home page' })
  @IsBoolean()
  featured!: boolean;

  @NestedField(ProjectChallengeInput, { reportMissing: true })
  challenge!: ProjectChallengeInput;

  @NestedField(ProjectSolutionInput, { reportMissing: true })
  solution!: ProjectSolutionInput;

  @NestedField(ProjectResultsInput, { reportMissing: true })
  results!: ProjectResultsInput;

  @ApiProperty({
    type: String,
    isArray: true,
    maxItems: PROJECT_TECHNOLOGIES_MAX,
    description: `Names as written in any language, each at most ${PROJECT_TECHNOLOGY_MAX} characters`,
  })
  @Transform(technologies)
  @IsArray()
  @ArrayMaxSize(PROJECT_TECHNOLOGIES_MAX)
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @IsPlainText('single', { each: true })
  @MaxLength(PROJECT_TECHNOLOGY_MAX, { each: true })
  technologies!: string[];

  @ApiPropertyOptional({ type: () => ProjectTestimonialInput, description: 'Left out: none' })
  @ValidateIf(present)
  @IsObject()
  @ValidateNested()
  @Type(() => ProjectTestimonialInput)
  testimonial?: ProjectTestimonialInput;
}
