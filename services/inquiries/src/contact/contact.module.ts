import { Module } from '@nestjs/common';
import { DataSource } from '@madar/shared/data';
import { Clock } from '@madar/shared/nest';
import { MailOutbox, memoryMailJournal, postgresOutbox } from '@madar/shared/mail';
import { ContactMailsController } from './contact-mails.controller';
import type { InquiriesDb } from '../database/schema';
import { ContactController } from './contact.controller';
import { PostgresContactStore } from './contact.pg-store';
import { createSeedMessages } from './contact.seed';
import { ContactService } from './contact.service';
import { ContactStore, InMemoryContactStore } from './contact.store';

@Module({
  controllers: [ContactController, ContactMailsController],
  providers: [
    ContactService,
    {
      provide: ContactStore,
      // A new message's mails go into the outbox with it.
      useFactory: (data: DataSource<InquiriesDb>, clock: Clock, outbox: MailOutbox) =>
        data.mode === 'postgres'
          ? new PostgresContactStore(data, postgresOutbox(outbox))
          : new InMemoryContactStore(
              data.settings.seedDemoData ? createSeedMessages(clock.now()) : [],
              data.settings.memoryStoreMaxBytes,
              memoryMailJournal(outbox),
            ),
      inject: [DataSource, Clock, MailOutbox],
    },
  ],
})
export class ContactModule {}
