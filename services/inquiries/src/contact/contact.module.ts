import { Module } from '@nestjs/common';
import { Clock } from '@madar/shared/nest';
import { ContactController } from './contact.controller';
import { createSeedMessages } from './contact.seed';
import { ContactService } from './contact.service';
import { ContactStore, InMemoryContactStore } from './contact.store';

@Module({
  controllers: [ContactController],
  providers: [
    ContactService,
    {
      provide: ContactStore,
      useFactory: (clock: Clock) => new InMemoryContactStore(createSeedMessages(clock.now())),
      inject: [Clock],
    },
  ],
})
export class ContactModule {}
