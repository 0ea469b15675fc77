/** Where the client testimonials live: read-only, in display order. */
import type { Testimonial } from '@madar/shared';
import { frozenCopy, indexById } from '../common/frozen-copy';

export abstract class TestimonialsStore {
  /** Every testimonial, in the order the site shows them. */
  abstract list(): readonly Testimonial[];
}

export class InMemoryTestimonialsStore extends TestimonialsStore {
  private readonly testimonials: readonly Testimonial[];

  constructor(seed: readonly Testimonial[]) {
    super();
    this.testimonials = frozenCopy(seed);
    indexById(this.testimonials, 'testimonial');
  }

  list(): readonly Testimonial[] {
    return this.testimonials;
  }
}
