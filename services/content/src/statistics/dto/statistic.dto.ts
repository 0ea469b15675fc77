import { ApiProperty } from '@nestjs/swagger';
import type { Statistic } from '@madar/shared';
import { LocalizedTextDto } from '@madar/shared/nest';

/** OpenAPI model of one headline figure as GET /api/statistics returns it. */
export class StatisticDto implements Statistic {
  @ApiProperty({ example: 'projects', description: 'One of years, projects, team, clients' })
  id!: string;

  @ApiProperty({ example: 200, description: 'Shown with a trailing plus sign' })
  value!: number;

  @ApiProperty({ type: LocalizedTextDto, example: { en: 'Projects delivered', ar: 'مشروع منجز' } })
  label!: LocalizedTextDto;

  @ApiProperty({ example: 'project-diagram', description: 'Font Awesome icon name' })
  icon!: string;
}
