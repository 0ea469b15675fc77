import { Module } from '@nestjs/common';
import { AuditLog, DataSource, memoryJournal } from '@madar/shared/data';
import { Clock } from '@madar/shared/nest';
import { MailOutbox, memoryMailJournal, postgresOutbox } from '@madar/shared/mail';
import { LeadNotesStore } from '@madar/shared/follow-up';
import { memoryLeftovers } from '@madar/shared/privacy';
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
      // A purge forgets the messages' notes and mails with them.
      useFactory: (
        data: DataSource<InquiriesDb>,
        clock: Clock,
        outbox: MailOutbox,
        audit: AuditLog,
        notes: LeadNotesStore,
      ) =>
        data.mode === 'postgres'
          ? new PostgresContactStore(data, postgresOutbox(outbox))
          : new InMemoryContactStore(
              data.settings.seedDemoData ? createSeedMessages(clock.now()) : [],
              data.settings.memoryStoreMaxBytes,
              memoryMailJournal(outbox),
              memoryJournal(audit),
              memoryLeftovers(notes, outbox),
            ),
      inject: [DataSource, Clock, MailOutbox, AuditLog, LeadNotesStore],
    },
  ],
  // The retention job purges through the store.
  exports: [ContactStore],
})
export class ContactModule {}
