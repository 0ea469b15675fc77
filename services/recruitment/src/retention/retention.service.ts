/**
 * Retention of applications: with a period (RETENTION_APPLICATIONS_DAYS; 0 keeps them), what was sent
 * longer ago is purged hourly with its resume, notes, mails and an audit entry of the counts (the
 * store's `purge`). Hourly rather than daily, so an application outlives its period by an hour at
 * most; a run that finds nothing writes nothing.
 */
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { RecruitmentRetention } from '@madar/shared';
import { Clock } from '@madar/shared/nest';
import { type PurgeCounts, retentionCutoff } from '@madar/shared/privacy';
import { Scheduler } from '@madar/shared/schedule';
import { ApplicationsStore } from '../applications/applications.store';

export const RETENTION_SETTINGS = Symbol('RETENTION_SETTINGS');

const HOUR_MS = 60 * 60 * 1000;

@Injectable()
export class RetentionService implements OnModuleInit {
  private readonly logger = new Logger('Retention');

  constructor(
    @Inject(RETENTION_SETTINGS) private readonly settings: RecruitmentRetention,
    private readonly applications: ApplicationsStore,
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
  ) {}

  onModuleInit(): void {
    if (this.settings.applicationsDays <= 0) return;
    this.scheduler.add({
      name: 'retention-applications',
      cron: '23 * * * *',
      everyMs: HOUR_MS,
      run: () => this.purgeApplications().then(() => undefined),
    });
  }

  /** Deletes the applications past their period now; what went (nothing when the period is 0). */
  async purgeApplications(): Promise<PurgeCounts> {
    const days = this.settings.applicationsDays;
    if (days <= 0) return {};
    const now = this.clock.now();
    const cutoff = retentionCutoff(now, days);
    const counts = await this.applications.purge(cutoff, now);
    if (Object.values(counts).some((count) => count > 0)) {
      this.logger.log(`purged applications sent before ${cutoff.toISOString()}: ${JSON.stringify(counts)}`);
    }
    return counts;
  }
}
