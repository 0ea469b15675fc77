/**
 * Scheduled work in a service, behind one port: a task is named, recurs on a cron expression (UTC) in
 * durable mode and on a timer in memory mode, and runs once per occurrence whatever the number of
 * replicas. Memory mode has one process by definition (its data lives there), so a timer is enough; in
 * durable mode pg-boss, the engine the mail outbox already runs on, fires the schedule once across
 * replicas and hands each occurrence to one worker (scheduler.pg-boss.ts).
 */
import { Logger } from '@nestjs/common';
import { loadConfig, wholeNumber } from '../node/config';

export interface ScheduledTask {
  /** The queue's name in pg-boss and the logs' name for it: `retention-briefs`. */
  name: string;
  /** Durable mode: when it runs, a cron expression in UTC (`17 * * * *`: hourly, at minute 17). */
  cron: string;
  /** Memory mode: milliseconds between runs, the first one at start. */
  everyMs: number;
  run(): Promise<void>;
}

export abstract class Scheduler {
  protected readonly tasks: ScheduledTask[] = [];
  protected readonly logger = new Logger('Schedule');

  /** Adds a task; called while the service's modules initialise, before `start`. */
  add(task: ScheduledTask): void {
    if (this.tasks.some((known) => known.name === task.name)) {
      throw new Error(`A task named ${task.name} is already scheduled`);
    }
    this.tasks.push(task);
  }

  abstract start(): void;
  abstract stop(): Promise<void>;

  /** Runs a task, logging (never throwing) a failure: the next occurrence tries again. */
  protected async runLogged(task: ScheduledTask): Promise<void> {
    try {
      await task.run();
    } catch (err) {
      this.logger.warn(`${task.name} failed: ${err instanceof Error ? err.message : String(err)}`);
      throw err;
    }
  }
}

const tickSpecs = {
  SCHEDULE_TICK_MS: wholeNumber({
    default: 0,
    desc: "Memory mode: milliseconds between runs of scheduled publishing; 0: the task's own period",
  }),
};

/**
 * A publishing task's memory-mode period: SCHEDULE_TICK_MS when set (above 0), else the task's own.
 * An editor schedules to the minute, so with a 30 s timer a post appears up to 30 s after its time;
 * the browser suite sets a short tick so its scheduled post shows without half a minute's wait. Read
 * when the task is added, at boot: a value that is not a whole number stops the service (ConfigError).
 */
export function memoryEveryMs(taskEveryMs: number, env: NodeJS.ProcessEnv = process.env): number {
  const tick = loadConfig(tickSpecs, env).SCHEDULE_TICK_MS;
  return tick > 0 ? tick : taskEveryMs;
}

/** Memory mode: each task at start, then every `everyMs`, one run of a task at a time. */
export class TimerScheduler extends Scheduler {
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Map<string, Promise<void>>();

  start(): void {
    for (const task of this.tasks) {
      this.kick(task);
      const timer = setInterval(() => this.kick(task), task.everyMs);
      timer.unref();
      this.timers.push(timer);
    }
  }

  private kick(task: ScheduledTask): void {
    if (this.running.has(task.name)) return;
    const run = this.runLogged(task)
      .catch(() => undefined)
      .finally(() => this.running.delete(task.name));
    this.running.set(task.name, run);
  }

  async stop(): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await Promise.all(this.running.values());
  }
}
