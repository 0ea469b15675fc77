import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import {
  PROJECT_CATEGORIES,
  PROJECT_SUMMARY_FIELDS,
  type Project,
  type ProjectCategory,
  type ProjectSummary,
  type ProjectTestimonial,
} from '@madar/shared';
import { LocalizedTextDto } from '@madar/shared/nest';

export class ProjectTestimonialDto implements ProjectTestimonial {
  @ApiProperty({ type: LocalizedTextDto })
  quote!: LocalizedTextDto;

  @ApiProperty({ example: 'Dr. Nadia Al-Fitouri', description: 'A plain name, not translated' })
  author!: string;

  @ApiProperty({ type: LocalizedTextDto })
  position!: LocalizedTextDto;
}

/** OpenAPI model of a project in full, as GET /api/projects/{id} returns it. */
export class ProjectDto implements Project {
  @ApiProperty({ example: 'benghazi-university-hospital-network' })
  id!: string;

  @ApiProperty({ type: LocalizedTextDto })
  title!: LocalizedTextDto;

  @ApiProperty({ type: LocalizedTextDto })
  description!: LocalizedTextDto;

  @ApiProperty({ enum: PROJECT_CATEGORIES, example: 'networking' })
  category!: ProjectCategory;

  @ApiProperty({ type: LocalizedTextDto })
  client!: LocalizedTextDto;

  @ApiProperty({ format: 'date', example: '2024-03-15', description: 'When the project was delivered' })
  date!: string;

  @ApiProperty({ type: LocalizedTextDto, example: { en: '6 months', ar: '6 أشهر' } })
  duration!: LocalizedTextDto;

  @ApiProperty({ example: '/images/projects/benghazi-university-hospital-network.svg' })
  image!: string;

  @ApiPropertyOptional({ type: String, isArray: true, description: 'Gallery, when the project has one' })
  images?: string[];

  @ApiProperty({ description: 'Shown on the home page' })
  featured!: boolean;

  @ApiProperty({ type: LocalizedTextDto })
  challenge!: LocalizedTextDto;

  @ApiProperty({ type: LocalizedTextDto })
  solution!: LocalizedTextDto;

  @ApiProperty({ type: LocalizedTextDto })
  results!: LocalizedTextDto;

  @ApiProperty({ type: String, isArray: true, example: ['Cisco Catalyst 9300', 'Fortinet FortiGate'] })
  technologies!: string[];

  @ApiPropertyOptional({ type: ProjectTestimonialDto })
  testimonial?: ProjectTestimonialDto;
}

/** OpenAPI model of a project as GET /api/projects lists it: a card's fields. */
export class ProjectSummaryDto
  extends PickType(ProjectDto, PROJECT_SUMMARY_FIELDS)
  implements ProjectSummary {}
