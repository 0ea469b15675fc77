import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { cachePublicly } from '@madar/shared/nest';
import type { Response } from 'express';
import { CatalogueBodies, sendJsonBody } from '../common/json-body';
import { TestimonialDto } from './dto/testimonial.dto';
import { TestimonialsService } from './testimonials.service';

@ApiTags('testimonials')
@Controller('api/testimonials')
export class TestimonialsController {
  constructor(
    private readonly testimonials: TestimonialsService,
    private readonly bodies: CatalogueBodies,
  ) {}

  @Get()
  @ApiOperation({ summary: 'What clients say about the company, in display order' })
  @ApiOkResponse({ type: TestimonialDto, isArray: true })
  async list(@Res() res: Response): Promise<void> {
    const body = await this.bodies.get('testimonials', () => this.testimonials.list());
    cachePublicly(res);
    sendJsonBody(res, body);
  }
}
