import { Injectable } from '@nestjs/common';
import type { Testimonial } from '@madar/shared';
import { TestimonialsStore } from './testimonials.store';

@Injectable()
export class TestimonialsService {
  constructor(private readonly store: TestimonialsStore) {}

  /** Every testimonial in display order; the site picks the featured ones itself. */
  list(): readonly Testimonial[] {
    return this.store.list();
  }
}
