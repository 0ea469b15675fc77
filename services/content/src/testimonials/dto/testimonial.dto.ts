import { ApiProperty } from '@nestjs/swagger';
import type { Testimonial } from '@madar/shared';
import { LocalizedTextDto } from '@madar/shared/nest';

/** OpenAPI model of a client testimonial as GET /api/testimonials returns it. */
export class TestimonialDto implements Testimonial {
  @ApiProperty({ example: 'nadia-al-fitouri' })
  id!: string;

  @ApiProperty({ type: LocalizedTextDto, description: "The name in each language's own script" })
  name!: LocalizedTextDto;

  @ApiProperty({ type: LocalizedTextDto })
  position!: LocalizedTextDto;

  @ApiProperty({ type: LocalizedTextDto })
  company!: LocalizedTextDto;

  @ApiProperty({ type: LocalizedTextDto })
  content!: LocalizedTextDto;

  @ApiProperty({ minimum: 1, maximum: 5, example: 5 })
  rating!: number;

  @ApiProperty({
    example: '/images/placeholders/avatar.svg',
    description: 'A photo, or the avatar placeholder: pages draw the initials of the name then',
  })
  image!: string;

  @ApiProperty({ description: 'Shown on the home page' })
  featured!: boolean;
}
