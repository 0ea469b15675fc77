/**
 * Scheduled publishing and closing of jobs: every minute (every 30 s in memory mode) the drafts whose
 * publishAt has come are published and the jobs whose closeAt has come leave the site, with nobody signed
 * in, so the careers page, the sitemap and the feeds follow. In durable mode pg-boss hands each occurrence
 * to one replica; the store's change is conditional besides, so two replicas running it at once still
 * change and audit a job once.
 */
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Job } from '@madar/shared';
import type { AuditStamp } from '@madar/shared/data';
import { Clock } from '@madar/shared/nest';
import { SYSTEM_ACTOR } from '@madar/shared/privacy';
import { memoryEveryMs, Scheduler } from '@madar/shared/schedule';
import { JobsStore } from './jobs.store';

export const JOB_SCHEDULE_TASK = 'job-schedule';

/** Who the log names for a change no staff member made: the `system` actor retention purges use. */
export const systemStamp = (now: Date): AuditStamp => ({
  actor: { ...SYSTEM_ACTOR },
  address: '',
  at: now.toISOString(),
});

@Injectable()
export class JobScheduleService implements OnModuleInit {
  private readonly logger = new Logger('JobSchedule');

  constructor(
    private readonly store: JobsStore,
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
  ) {}

  onModuleInit(): void {
    this.scheduler.add({
      name: JOB_SCHEDULE_TASK,
      cron: '* * * * *',
      everyMs: memoryEveryMs(30_000),
      run: () => this.applyDue().then(() => undefined),
    });
  }

  /** Publishes and closes the jobs due now; what it changed. */
  async applyDue(): Promise<Job[]> {
    const now = this.clock.now();
    const changed = await this.store.applySchedule(now, systemStamp(now));
    if (changed.length > 0) {
      const what = changed.map((job) => `${job.slug} (${job.published ? 'published' : 'closed'})`);
      this.logger.log(`jobs on schedule: ${what.join(', ')}`);
    }
    return changed;
  }
}
