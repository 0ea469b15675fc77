/**
 * Scheduled work in a service: `ScheduleModule.forRoot({ queueSchema })` provides the `Scheduler`
 * (pg-boss in durable mode, timers in memory mode, by the DataSource's mode). Modules add their tasks
 * while they initialise; the scheduler starts once the application has bootstrapped and stops with it.
 */
import {
  type DynamicModule,
  Global,
  Injectable,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from '../data/data.module';
import { Scheduler, TimerScheduler } from './scheduler';
import { PgBossScheduler } from './scheduler.pg-boss';

export interface ScheduleModuleOptions {
  /** pg-boss's schema in durable mode: the mail outbox's, `<service>_mail`. */
  queueSchema: string;
}

@Injectable()
class ScheduleRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(private readonly scheduler: Scheduler) {}

  onApplicationBootstrap(): void {
    this.scheduler.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.scheduler.stop();
  }
}

@Global()
@Module({})
export class ScheduleModule {
  static forRoot(options: ScheduleModuleOptions): DynamicModule {
    return {
      module: ScheduleModule,
      providers: [
        {
          provide: Scheduler,
          useFactory: (data: DataSource) =>
            data.mode === 'postgres' ? new PgBossScheduler(data, options) : new TimerScheduler(),
          inject: [DataSource],
        },
        ScheduleRunner,
      ],
      exports: [Scheduler],
    };
  }
}
