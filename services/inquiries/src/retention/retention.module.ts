/**
 * Retention in the inquiries service: `RetentionModule.forRoot(periods)` purges briefs and contact
 * messages past their periods on the service's schedule (pg-boss in the mail queue's schema in durable
 * mode) and publishes the periods at GET /api/inquiries/retention for the privacy page and the forms.
 */
import { type DynamicModule, Module } from '@nestjs/common';
import type { InquiriesRetention } from '@madar/shared';
import { ScheduleModule } from '@madar/shared/schedule';
import { BriefsModule } from '../briefs/briefs.module';
import { ContactModule } from '../contact/contact.module';
import { SCHEMA } from '../database/schema';
import { RetentionController } from './retention.controller';
import { RETENTION_SETTINGS, RetentionService } from './retention.service';

@Module({})
export class RetentionModule {
  static forRoot(periods: InquiriesRetention): DynamicModule {
    return {
      module: RetentionModule,
      imports: [ScheduleModule.forRoot({ queueSchema: `${SCHEMA}_mail` }), BriefsModule, ContactModule],
      controllers: [RetentionController],
      providers: [{ provide: RETENTION_SETTINGS, useValue: periods }, RetentionService],
      exports: [RetentionService],
    };
  }
}
