/**
 * Readiness: whether this process can serve its own routes. `/health` stays liveness (the process
 * answers: Kubernetes restarts it otherwise); `/health/ready` asks every registered check (the
 * service's own database, migrated), and an outage only takes the replica out of rotation, never
 * restarts it. Shared dependencies that only some routes need (Redis: rate-limit counters, the
 * sign-out list) are reported beside the checks but never make a replica unready: a Redis restart
 * would otherwise take every replica of every service out of rotation at once, although those routes
 * answer their own 503 meanwhile and the rest never touch Redis.
 */
import { Injectable } from '@nestjs/common';

export type ReadinessCheck = () => Promise<boolean>;
export type CheckState = 'ok' | 'unavailable';

export interface ReadinessReport {
  ready: boolean;
  /** What readiness depends on. */
  checks: Record<string, CheckState>;
  /** Reported for operators only; never affects `ready`. */
  dependencies: Record<string, CheckState>;
}

@Injectable()
export class ReadinessService {
  private readonly checks = new Map<string, ReadinessCheck>();
  private readonly dependencies = new Map<string, ReadinessCheck>();

  /** A check the replica is unready without (its own database). */
  register(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  /** A dependency shown in the report without affecting readiness (Redis). */
  registerDependency(name: string, check: ReadinessCheck): void {
    this.dependencies.set(name, check);
  }

  /** Each check's and dependency's state, run at once, each bounded by `timeoutMs`. */
  async report(timeoutMs = 1500): Promise<ReadinessReport> {
    const [checks, dependencies] = await Promise.all([
      runAll(this.checks, timeoutMs),
      runAll(this.dependencies, timeoutMs),
    ]);
    return {
      ready: Object.values(checks).every((state) => state === 'ok'),
      checks,
      dependencies,
    };
  }
}

async function runAll(
  checks: Map<string, ReadinessCheck>,
  timeoutMs: number,
): Promise<Record<string, CheckState>> {
  const entries = await Promise.all(
    [...checks].map(async ([name, check]) => {
      let timer: NodeJS.Timeout | undefined;
      const ok = await Promise.race([
        check().catch(() => false),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
      ]).finally(() => clearTimeout(timer));
      return [name, ok ? 'ok' : 'unavailable'] as const;
    }),
  );
  return Object.fromEntries(entries);
}
