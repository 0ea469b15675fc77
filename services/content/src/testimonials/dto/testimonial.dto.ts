import { ApiProperty } from '@nestjs/swagger';
import type { Testimonial } from '@madar/shared';
import { LocalizedTextDto } from '@madar/shared/nest';

/** OpenAPI model of a client testimonial as GET /api/testimonials returns it. */
export class TestimonialDto implements Testimonial {
  @ApiProperty({ example: 'nadia-al-fitouri' })
  id!: string;

  @ApiProperty({ example: 'Dr. Nadia Al-Fitouri', description: 'A plain name, not translated' })
  name!: string;

  @ApiProperty({ type: LocalizedTextDto })
  position!: LocalizedTextDto;

  @ApiProperty({ type: LocalizedTextDto })
  company!: LocalizedTextDto;

  @ApiProperty({ type: LocalizedTextDto })
  content!: LocalizedTextDto;

  @ApiProperty({ minimum: 1, maximum: 5, example: 5 })
  rating!: number;

  @ApiProperty({ example: '/images/people/nadia-al-fitouri.svg' })
  image!: string;

  @ApiProperty({ description: 'Shown on the home page' })
  featured!: boolean;
}
