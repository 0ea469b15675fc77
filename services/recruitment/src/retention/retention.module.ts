/**
 * Retention in the recruitment service: `RetentionModule.forRoot(period)` purges applications past
 * their period on the service's schedule (pg-boss in the mail queue's schema in durable mode) and
 * publishes the period at GET /api/recruitment/retention for the privacy page and the form.
 */
import { type DynamicModule, Module } from '@nestjs/common';
import type { RecruitmentRetention } from '@madar/shared';
import { ScheduleModule } from '@madar/shared/schedule';
import { SCHEMA } from '../database/schema';
import { RetentionController } from './retention.controller';
import { RETENTION_SETTINGS, RetentionService } from './retention.service';

@Module({})
export class RetentionModule {
  static forRoot(period: RecruitmentRetention): DynamicModule {
    return {
      module: RetentionModule,
      // The stores come from the global StoresModule.
      imports: [ScheduleModule.forRoot({ queueSchema: `${SCHEMA}_mail` })],
      controllers: [RetentionController],
      providers: [{ provide: RETENTION_SETTINGS, useValue: period }, RetentionService],
      exports: [RetentionService],
    };
  }
}
