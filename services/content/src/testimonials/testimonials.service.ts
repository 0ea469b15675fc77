import { Injectable } from '@nestjs/common';
import type { Testimonial } from '@madar/shared';
import { CatalogueStore } from '../catalogue/catalogue.store';

@Injectable()
export class TestimonialsService {
  constructor(private readonly store: CatalogueStore) {}

  /** Every testimonial in display order; the site picks the featured ones itself. */
  list(): Promise<Testimonial[]> {
    return this.store.list('testimonials');
  }
}
