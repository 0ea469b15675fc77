/**
 * Readiness: what a service needs besides its own process (the database, Redis). `/health` stays
 * liveness (the process answers: Kubernetes restarts it otherwise); `/health/ready` asks every
 * registered check, and an outage only takes the replica out of rotation, never restarts it.
 */
import { Injectable } from '@nestjs/common';

export type ReadinessCheck = () => Promise<boolean>;

@Injectable()
export class ReadinessService {
  private readonly checks = new Map<string, ReadinessCheck>();

  register(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  /** Each check's state, run at once, each bounded by `timeoutMs`. */
  async report(timeoutMs = 1500): Promise<{ ready: boolean; checks: Record<string, 'ok' | 'unavailable'> }> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        const ok = await Promise.race([
          check().catch(() => false),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref()),
        ]);
        return [name, ok ? 'ok' : 'unavailable'] as const;
      }),
    );
    return { ready: entries.every(([, state]) => state === 'ok'), checks: Object.fromEntries(entries) };
  }
}
