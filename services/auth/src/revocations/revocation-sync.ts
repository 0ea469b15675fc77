/** Starts and stops keeping Redis's copy of the sign-out list filled, with the service's lifecycle. */
import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MemoryRevocationList, RevocationList } from '@madar/shared/nest';
import type { DataSource } from '@madar/shared/data';
import type { Redis } from 'ioredis';
import type { AuthDb } from '../database/schema';
import { DurableRevocationList } from './durable-revocation-list';
import { PostgresRevokedTokenStore } from './revoked-tokens.pg-store';
import { InMemoryRevokedTokenStore } from './revoked-tokens.store';

/**
 * Auth's own sign-out list: with Redis, its table (PostgreSQL, or memory without a database) copied to
 * Redis for every service; without Redis, in this process (the other services ask for it over HTTP).
 */
export function createAuthRevocationList(data: DataSource<AuthDb>, redis: Redis | null): RevocationList {
  if (!redis) return new MemoryRevocationList();
  const store =
    data.mode === 'postgres' ? new PostgresRevokedTokenStore(data) : new InMemoryRevokedTokenStore();
  return new DurableRevocationList(store, redis);
}

@Injectable()
export class RevocationSync implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(private readonly list: RevocationList) {}

  onApplicationBootstrap(): void {
    if (this.list instanceof DurableRevocationList) this.list.start();
  }

  onApplicationShutdown(): void {
    if (this.list instanceof DurableRevocationList) this.list.stop();
  }
}
