import { Body, Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Testimonial } from '@madar/shared';
import { apiPath } from '@madar/shared';
import { AuditedBy, type AuditSource, PUBLIC_CACHE } from '@madar/shared/nest';
import { CatalogueEdit } from '../catalogue/catalogue-edit.decorator';
import { CachedJson } from '../common/cached-json';
import { CatalogueBodies } from '../common/json-body';
import { TestimonialDto } from './dto/testimonial.dto';
import { UpdateTestimonialDto } from './dto/update-testimonial.dto';
import { TestimonialsService } from './testimonials.service';

@ApiTags('testimonials')
@Controller(apiPath('content', 'testimonials'))
export class TestimonialsController {
  constructor(private readonly testimonials: TestimonialsService) {}

  @Get()
  @ApiOperation({ summary: 'What clients say about the company, in display order' })
  @ApiOkResponse({ type: TestimonialDto, isArray: true })
  @CachedJson({ bodies: CatalogueBodies, cacheControl: PUBLIC_CACHE, key: () => 'testimonials' })
  list(): Promise<Testimonial[]> {
    return this.testimonials.list();
  }

  @CatalogueEdit({
    path: ':id',
    what: 'a testimonial',
    type: TestimonialDto,
    notFound: 'TESTIMONIAL.NOT_FOUND: no testimonial has this id',
  })
  update(
    @Param('id') id: string,
    @Body() dto: UpdateTestimonialDto,
    @AuditedBy() by: AuditSource,
  ): Promise<Testimonial> {
    return this.testimonials.update(id, dto, by);
  }
}
