import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Testimonial } from '@madar/shared';
import { cachePublicly } from '@madar/shared/nest';
import type { Response } from 'express';
import { TestimonialDto } from './dto/testimonial.dto';
import { TestimonialsService } from './testimonials.service';

@ApiTags('testimonials')
@Controller('api/testimonials')
export class TestimonialsController {
  constructor(private readonly testimonials: TestimonialsService) {}

  @Get()
  @ApiOperation({ summary: 'What clients say about the company, in display order' })
  @ApiOkResponse({ type: TestimonialDto, isArray: true })
  async list(@Res({ passthrough: true }) res: Response): Promise<Testimonial[]> {
    const testimonials = await this.testimonials.list();
    cachePublicly(res);
    return testimonials;
  }
}
