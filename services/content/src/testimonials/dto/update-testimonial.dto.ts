/**
 * PATCH /api/testimonials/{id}: the whole testimonial but its id. The client's name in each language's
 * own script (Arabic pages draw its Arabic initials), every text trimmed plain text within the
 * contract's limits, the rating a whole number of stars.
 */
import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsInt, Max, Min } from 'class-validator';
import {
  TESTIMONIAL_LIMITS,
  TESTIMONIAL_RATING_MAX,
  TESTIMONIAL_RATING_MIN,
  type TestimonialRequest,
} from '@madar/shared';
import { LocalizedTextInput, NestedField } from '@madar/shared/nest';
import { IsImageRef } from '../../blog/dto/image-ref.validator';

export class TestimonialNameInput extends LocalizedTextInput(TESTIMONIAL_LIMITS.name, {
  trim: true,
  example: { en: 'Dr. Nadia Al-Fitouri', ar: 'د. نادية الفيتوري' },
}) {}
export class TestimonialPositionInput extends LocalizedTextInput(TESTIMONIAL_LIMITS.position, {
  trim: true,
}) {}
export class TestimonialCompanyInput extends LocalizedTextInput(TESTIMONIAL_LIMITS.company, { trim: true }) {}
export class TestimonialContentInput extends LocalizedTextInput(TESTIMONIAL_LIMITS.content, {
  trim: true,
  lines: 'multi',
}) {}

export class UpdateTestimonialDto implements TestimonialRequest {
  @NestedField(TestimonialNameInput, { reportMissing: true })
  name!: TestimonialNameInput;

  @NestedField(TestimonialPositionInput, { reportMissing: true })
  position!: TestimonialPositionInput;

  @NestedField(TestimonialCompanyInput, { reportMissing: true })
  company!: TestimonialCompanyInput;

  @NestedField(TestimonialContentInput, { reportMissing: true })
  content!: TestimonialContentInput;

  @ApiProperty({
    minimum: TESTIMONIAL_RATING_MIN,
    maximum: TESTIMONIAL_RATING_MAX,
    example: TESTIMONIAL_RATING_MAX,
  })
  @IsInt()
  @Min(TESTIMONIAL_RATING_MIN)
  @Max(TESTIMONIAL_RATING_MAX)
  rating!: number;

  @ApiProperty({
    maxLength: TESTIMONIAL_LIMITS.image,
    example: '/images/placeholders/avatar.svg',
    description:
      'A site path under /images/ or /media/, or an https URL; the avatar placeholder draws initials',
  })
  @IsImageRef(TESTIMONIAL_LIMITS.image)
  image!: string;

  @ApiProperty({ description: 'Shown on the home page' })
  @IsBoolean()
  featured!: boolean;
}
