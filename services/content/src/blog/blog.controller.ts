import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ActivityItem, BlogCategory, StatSummary } from '@madar/shared';
import { apiPath } from '@madar/shared';
import {
  ActivityItemDto,
  ActivityQueryDto,
  ErrorEnvelopeDto,
  PUBLIC_CACHE,
  StaffOnly,
  StatSummaryDto,
} from '@madar/shared/nest';
import { CachedJson } from '../common/cached-json';
import { CatalogueBodies } from '../common/json-body';
import { CatalogueStore } from '../catalogue/catalogue.store';
import { BlogDashboardService } from './blog-dashboard.service';
import { BlogCategoryDto } from './dto/blog-post.dto';

@ApiTags('blog')
@Controller(apiPath('content', 'blog'))
export class BlogController {
  constructor(
    private readonly dashboard: BlogDashboardService,
    private readonly catalogue: CatalogueStore,
  ) {}

  @Get('categories')
  @ApiOperation({ summary: 'The filter categories with their labels, `all` first' })
  @ApiOkResponse({ type: BlogCategoryDto, isArray: true })
  @CachedJson({ bodies: CatalogueBodies, cacheControl: PUBLIC_CACHE, key: () => 'blogCategories' })
  categories(): Promise<BlogCategory[]> {
    return this.catalogue.list('blogCategories');
  }

  @Get('stats')
  @StaffOnly('blog')
  @ApiOperation({ summary: 'Posts created: total and change over the last 30 days against the 30 before' })
  @ApiOkResponse({ type: StatSummaryDto, description: 'All posts, drafts included, and the 30-day change' })
  stats(): Promise<StatSummary> {
    return this.dashboard.stats();
  }

  @Get('activity')
  @StaffOnly('blog')
  @ApiOperation({ summary: 'Recent blog activity (created, published, updated), newest first' })
  @ApiOkResponse({
    type: ActivityItemDto,
    isArray: true,
    description:
      'Type "blog"; id "<post id>:<action>", the post\'s title as title and its category and author ' +
      'as description; `actor`, the staff member who made the change, when the audit log records it',
  })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'limit is not an integer from 1 to 50' })
  activity(@Query() query: ActivityQueryDto): Promise<ActivityItem[]> {
    return this.dashboard.activity(query.limit);
  }
}
