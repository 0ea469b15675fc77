/**
 * Scheduled work in durable mode, on pg-boss in the schema the mail outbox uses (`<service>_mail`):
 * each task is a queue of the `singleton` policy (one job active at a time) with a schedule. pg-boss's
 * cron pass takes a lock in the database before it sends an occurrence's job, so two replicas send it
 * once, and one worker fetches it (SKIP LOCKED). An occurrence missed while every replica was down is
 * sent once on the next pass (`missed: 'once'`), so a deployment across the hour delays a purge only.
 */
import { PgBoss } from 'pg-boss';
import type { DataSource } from '../data/data.module';
import { backoffMs } from '../data/database';
import { Scheduler } from './scheduler';

export interface PgBossSchedulerOptions {
  /** pg-boss's schema: the service's mail queue schema, so one engine serves both. */
  queueSchema: string;
}

export class PgBossScheduler extends Scheduler {
  private boss?: PgBoss;
  private stopped = false;
  private retryTimer?: NodeJS.Timeout;

  constructor(
    private readonly data: DataSource,
    private readonly options: PgBossSchedulerOptions,
  ) {
    super();
  }

  start(): void {
    if (this.tasks.length === 0) return;
    void this.data.whenReady.then(() => this.startWithRetry(0));
  }

  private async startWithRetry(attempt: number): Promise<void> {
    if (this.stopped) return;
    try {
      await this.startBoss();
    } catch (err) {
      const delay = backoffMs(attempt);
      this.logger.warn(
        `schedules not started (${err instanceof Error ? err.message : String(err)}); retrying in ${delay} ms`,
      );
      await this.boss?.stop({ graceful: false }).catch(() => undefined);
      this.boss = undefined;
      if (!this.stopped) this.retryTimer = setTimeout(() => void this.startWithRetry(attempt + 1), delay);
    }
  }

  private async startBoss(): Promise<void> {
    const url = this.data.settings.queueDatabaseUrl ?? this.data.settings.databaseUrl;
    if (!url) throw new Error('durable schedules need DATABASE_URL');
    const boss = new PgBoss({
      connectionString: url,
      schema: this.options.queueSchema,
      // An hourly job: one connection for its worker, the cron pass and the sends.
      max: 1,
      // The outbox's instance maintains the schema's queues already.
      supervise: false,
      application_name: `madar-${this.options.queueSchema}-schedule`,
    });
    boss.on('error', (err: Error) => this.logger.warn(`schedule queue: ${err.message}`));
    this.boss = boss;
    await boss.start();
    for (const task of this.tasks) {
      await boss.createQueue(task.name, { policy: 'singleton', retryLimit: 0, expireInSeconds: 15 * 60 });
      await boss.schedule(task.name, task.cron, null, { tz: 'UTC', missed: 'once' });
      await boss.work(task.name, { batchSize: 1, pollingIntervalSeconds: 30 }, async () => {
        await this.runLogged(task);
      });
    }
    this.logger.log(`schedules ready: ${this.tasks.map((task) => `${task.name} (${task.cron})`).join(', ')}`);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await this.boss?.stop({ graceful: true, timeout: 10_000 }).catch(() => undefined);
    this.boss = undefined;
  }
}
