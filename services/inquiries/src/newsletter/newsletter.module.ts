import { Module } from '@nestjs/common';
import { Clock } from '@madar/shared/nest';
import { NewsletterController } from './newsletter.controller';
import { createSeedSubscriptions } from './newsletter.seed';
import { NewsletterService } from './newsletter.service';
import { InMemoryNewsletterStore, NewsletterStore } from './newsletter.store';

@Module({
  controllers: [NewsletterController],
  providers: [
    NewsletterService,
    {
      provide: NewsletterStore,
      useFactory: (clock: Clock) => new InMemoryNewsletterStore(createSeedSubscriptions(clock.now())),
      inject: [Clock],
    },
  ],
})
export class NewsletterModule {}
