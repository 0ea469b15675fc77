/**
 * Retention of briefs and contact messages: each kind with a period (RETENTION_BRIEFS_DAYS,
 * RETENTION_MESSAGES_DAYS; 0 keeps them) is purged hourly of what was sent longer ago, with notes,
 * mails and an audit entry of the counts (the stores' `purge`). Hourly rather than daily, so a record
 * outlives its period by an hour at most; a run that finds nothing writes nothing.
 */
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { InquiriesRetention } from '@madar/shared';
import { Clock } from '@madar/shared/nest';
import { type PurgeCounts, retentionCutoff } from '@madar/shared/privacy';
import { Scheduler } from '@madar/shared/schedule';
import { BriefsStore } from '../briefs/briefs.store';
import { ContactStore } from '../contact/contact.store';

export const RETENTION_SETTINGS = Symbol('RETENTION_SETTINGS');

const HOUR_MS = 60 * 60 * 1000;

@Injectable()
export class RetentionService implements OnModuleInit {
  private readonly logger = new Logger('Retention');

  constructor(
    @Inject(RETENTION_SETTINGS) private readonly settings: InquiriesRetention,
    private readonly briefs: BriefsStore,
    private readonly messages: ContactStore,
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
  ) {}

  onModuleInit(): void {
    if (this.settings.briefsDays > 0) {
      this.scheduler.add({
        name: 'retention-briefs',
        cron: '7 * * * *',
        everyMs: HOUR_MS,
        run: () => this.purgeBriefs().then(() => undefined),
      });
    }
    if (this.settings.messagesDays > 0) {
      this.scheduler.add({
        name: 'retention-messages',
        cron: '37 * * * *',
        everyMs: HOUR_MS,
        run: () => this.purgeMessages().then(() => undefined),
      });
    }
  }

  /** Deletes the briefs past their period now; what went (nothing when the period is 0). */
  purgeBriefs(): Promise<PurgeCounts> {
    return this.purge('briefs', this.settings.briefsDays, (cutoff, at) => this.briefs.purge(cutoff, at));
  }

  /** Deletes the contact messages past their period now; what went (nothing when the period is 0). */
  purgeMessages(): Promise<PurgeCounts> {
    return this.purge('messages', this.settings.messagesDays, (cutoff, at) =>
      this.messages.purge(cutoff, at),
    );
  }

  private async purge(
    kind: string,
    days: number,
    purge: (cutoff: Date, at: Date) => Promise<PurgeCounts>,
  ): Promise<PurgeCounts> {
    if (days <= 0) return {};
    const now = this.clock.now();
    const cutoff = retentionCutoff(now, days);
    const counts = await purge(cutoff, now);
    if (Object.values(counts).some((count) => count > 0)) {
      this.logger.log(`purged ${kind} sent before ${cutoff.toISOString()}: ${JSON.stringify(counts)}`);
    }
    return counts;
  }
}
