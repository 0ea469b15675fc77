/** Client testimonials (spec §3 Testimonial), read by the home page. */
import { Module } from '@nestjs/common';
import { TESTIMONIALS_SEED } from './testimonials.seed';
import { TestimonialsController } from './testimonials.controller';
import { TestimonialsService } from './testimonials.service';
import { InMemoryTestimonialsStore, TestimonialsStore } from './testimonials.store';

@Module({
  controllers: [TestimonialsController],
  providers: [
    TestimonialsService,
    { provide: TestimonialsStore, useFactory: () => new InMemoryTestimonialsStore(TESTIMONIALS_SEED) },
  ],
})
export class TestimonialsModule {}
