import { Module } from '@nestjs/common';
import { AuditLog, DataSource, memoryJournal } from '@madar/shared/data';
import { Clock } from '@madar/shared/nest';
import { MailOutbox, memoryMailJournal, postgresOutbox } from '@madar/shared/mail';
import { LeadNotesStore } from '@madar/shared/follow-up';
import { memoryLeftovers } from '@madar/shared/privacy';
import { BriefFollowUpController } from './brief-follow-up.controller';
import { BriefMailsController } from './brief-mails.controller';
import type { InquiriesDb } from '../database/schema';
import { BriefsController } from './briefs.controller';
import { PostgresBriefsStore } from './briefs.pg-store';
import { createSeedBriefs } from './briefs.seed';
import { BriefsService } from './briefs.service';
import { BriefsStore, InMemoryBriefsStore } from './briefs.store';

@Module({
  // The follow-up's `:id` routes after the briefs' fixed paths (`stats`, `export`, …).
  controllers: [BriefsController, BriefMailsController, BriefFollowUpController],
  providers: [
    BriefsService,
    {
      provide: BriefsStore,
      // Memory mode seeds the demo briefs relative to the clock at boot, so the dashboard always shows
      // the last 60 days moving; PostgreSQL seeds them once (database/seed.ts).
      // Changes are audited into the service's log: in memory, appended as part of the change. A new
      // brief's mails go into the outbox with it.
      // A purge forgets the briefs' notes and mails with them.
      useFactory: (
        data: DataSource<InquiriesDb>,
        clock: Clock,
        audit: AuditLog,
        outbox: MailOutbox,
        notes: LeadNotesStore,
      ) =>
        data.mode === 'postgres'
          ? new PostgresBriefsStore(data, postgresOutbox(outbox))
          : new InMemoryBriefsStore(
              data.settings.seedDemoData ? createSeedBriefs(clock.now()) : [],
              data.settings.memoryStoreMaxBytes,
              memoryJournal(audit),
              memoryMailJournal(outbox),
              memoryLeftovers(notes, outbox),
            ),
      inject: [DataSource, Clock, AuditLog, MailOutbox, LeadNotesStore],
    },
  ],
  // The retention job purges through the store.
  exports: [BriefsService, BriefsStore],
})
export class BriefsModule {}
