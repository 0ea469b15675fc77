import { Module } from '@nestjs/common';
import { AuditLog, DataSource, memoryJournal } from '@madar/shared/data';
import { Clock } from '@madar/shared/nest';
import { MailOutbox, memoryMailJournal, postgresOutbox } from '@madar/shared/mail';
import { ContactFollowUpController } from './contact-follow-up.controller';
import { ContactMailsController } from './contact-mails.controller';
import type { InquiriesDb } from '../database/schema';
import { ContactController } from './contact.controller';
import { PostgresContactStore } from './contact.pg-store';
import { createSeedMessages } from './contact.seed';
import { ContactService } from './contact.service';
import { ContactStore, InMemoryContactStore } from './contact.store';

@Module({
  // The follow-up's `:id` routes after the messages' fixed paths (`weekly`).
  controllers: [ContactController, ContactMailsController, ContactFollowUpController],
  providers: [
    ContactService,
    {
      provide: ContactStore,
      // A new message's mails go into the outbox with it; staff changes are audited with them.
      useFactory: (data: DataSource<InquiriesDb>, clock: Clock, outbox: MailOutbox, audit: AuditLog) =>
        data.mode === 'postgres'
          ? new PostgresContactStore(data, postgresOutbox(outbox))
          : new InMemoryContactStore(
              data.settings.seedDemoData ? createSeedMessages(clock.now()) : [],
              data.settings.memoryStoreMaxBytes,
              memoryMailJournal(outbox),
              memoryJournal(audit),
            ),
      inject: [DataSource, Clock, MailOutbox, AuditLog],
    },
  ],
})
export class ContactModule {}
