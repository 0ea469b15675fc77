import { type DynamicModule, Module } from '@nestjs/common';
import { AuditLog, DataSource, memoryJournal } from '@madar/shared/data';
import { Clock } from '@madar/shared/nest';
import { MailOutbox, memoryMailJournal, postgresOutbox } from '@madar/shared/mail';
import type { InquiriesDb } from '../database/schema';
import { NewsletterTokens } from './newsletter-tokens';
import { NewsletterSubscribersController } from './newsletter-subscribers.controller';
import { NewsletterController } from './newsletter.controller';
import { PostgresNewsletterStore } from './newsletter.pg-store';
import { createSeedSubscriptions } from './newsletter.seed';
import { NewsletterService } from './newsletter.service';
import { InMemoryNewsletterStore, NewsletterStore } from './newsletter.store';

@Module({})
export class NewsletterModule {
  /** `secret`: NEWSLETTER_TOKEN_SECRET, the key of the confirm and unsubscribe links. */
  static forRoot(secret: string): DynamicModule {
    return {
      module: NewsletterModule,
      controllers: [NewsletterSubscribersController, NewsletterController],
      providers: [
        NewsletterService,
        { provide: NewsletterTokens, useValue: new NewsletterTokens(secret) },
        {
          provide: NewsletterStore,
          // A sign-up's confirmation mail goes into the outbox with it; a deletion's audit entry with it.
          useFactory: (data: DataSource<InquiriesDb>, clock: Clock, audit: AuditLog, outbox: MailOutbox) =>
            data.mode === 'postgres'
              ? new PostgresNewsletterStore(data, postgresOutbox(outbox))
              : new InMemoryNewsletterStore(
                  data.settings.seedDemoData ? createSeedSubscriptions(clock.now()) : [],
                  data.settings.memoryStoreMaxBytes,
                  memoryMailJournal(outbox),
                  memoryJournal(audit),
                ),
          inject: [DataSource, Clock, AuditLog, MailOutbox],
        },
      ],
    };
  }
}
