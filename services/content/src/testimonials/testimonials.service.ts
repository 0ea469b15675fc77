import { Injectable } from '@nestjs/common';
import { ERROR_CODES, type Testimonial } from '@madar/shared';
import { type AuditSource, notFound } from '@madar/shared/nest';
import { CatalogueEdits } from '../catalogue/catalogue-edits';
import { CatalogueStore } from '../catalogue/catalogue.store';
import type { UpdateTestimonialDto } from './dto/update-testimonial.dto';

const itemNotFound = () => notFound(ERROR_CODES.TESTIMONIAL_NOT_FOUND, 'Testimonial not found');

@Injectable()
export class TestimonialsService {
  constructor(
    private readonly store: CatalogueStore,
    private readonly edits: CatalogueEdits,
  ) {}

  /** Every testimonial in display order; the site picks the featured ones itself. */
  list(): Promise<Testimonial[]> {
    return this.store.list('testimonials');
  }

  /** Replaces a testimonial whole (its id kept); a 404 TESTIMONIAL.NOT_FOUND when no testimonial has this id. */
  async update(id: string, dto: UpdateTestimonialDto, by: AuditSource): Promise<Testimonial> {
    const updated = await this.edits.replace('testimonials', id, { ...dto, id }, by);
    if (!updated) throw itemNotFound();
    return updated;
  }
}
