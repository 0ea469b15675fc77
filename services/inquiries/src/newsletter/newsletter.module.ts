import { Module } from '@nestjs/common';
import { DataSource } from '@madar/shared/data';
import { Clock } from '@madar/shared/nest';
import type { InquiriesDb } from '../database/schema';
import { NewsletterController } from './newsletter.controller';
import { PostgresNewsletterStore } from './newsletter.pg-store';
import { createSeedSubscriptions } from './newsletter.seed';
import { NewsletterService } from './newsletter.service';
import { InMemoryNewsletterStore, NewsletterStore } from './newsletter.store';

@Module({
  controllers: [NewsletterController],
  providers: [
    NewsletterService,
    {
      provide: NewsletterStore,
      useFactory: (data: DataSource<InquiriesDb>, clock: Clock) =>
        data.mode === 'postgres'
          ? new PostgresNewsletterStore(data)
          : new InMemoryNewsletterStore(
              data.settings.seedDemoData ? createSeedSubscriptions(clock.now()) : [],
              data.settings.memoryStoreMaxBytes,
            ),
      inject: [DataSource, Clock],
    },
  ],
})
export class NewsletterModule {}
