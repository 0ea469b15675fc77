import { Module } from '@nestjs/common';
import { DataSource } from '@madar/shared/data';
import { Clock } from '@madar/shared/nest';
import type { InquiriesDb } from '../database/schema';
import { ContactController } from './contact.controller';
import { PostgresContactStore } from './contact.pg-store';
import { createSeedMessages } from './contact.seed';
import { ContactService } from './contact.service';
import { ContactStore, InMemoryContactStore } from './contact.store';

@Module({
  controllers: [ContactController],
  providers: [
    ContactService,
    {
      provide: ContactStore,
      useFactory: (data: DataSource<InquiriesDb>, clock: Clock) =>
        data.mode === 'postgres'
          ? new PostgresContactStore(data)
          : new InMemoryContactStore(
              data.settings.seedDemoData ? createSeedMessages(clock.now()) : [],
              data.settings.memoryStoreMaxBytes,
            ),
      inject: [DataSource, Clock],
    },
  ],
})
export class ContactModule {}
