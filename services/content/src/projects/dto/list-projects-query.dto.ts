import { ApiPropertyOptional } from '@nestjs/swagger';
import { PROJECT_CATEGORIES, type ProjectCategory } from '@madar/shared';
import { IsIn, IsOptional } from 'class-validator';

/**
 * Query of GET /api/projects. Whitelisted like a request body: a misspelt `?categroy=` is a 400
 * rather than silently returning every project, and so is a category the company does not have.
 */
export class ListProjectsQueryDto {
  @ApiPropertyOptional({ enum: PROJECT_CATEGORIES, description: 'Omit for projects of every category' })
  @IsOptional()
  @IsIn(PROJECT_CATEGORIES)
  category?: ProjectCategory;
}
