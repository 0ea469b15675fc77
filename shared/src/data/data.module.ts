/**
 * The data mode of a service, chosen by its environment: with `DATABASE_URL` its stores are
 * PostgreSQL, without it in memory (the demo default and the unit tests' double); with `REDIS_URL`
 * the counters replicas must share (rate limits) live in Redis. The service starts listening at once;
 * the database is reached, migrated and seeded in the background with backoff, and until then
 * `/health/ready` says not ready and storage routes answer 503 STORAGE.UNAVAILABLE.
 */
import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { ReadinessService } from '../nest/readiness';
import {
  backoffMs,
  createPostgresConnection,
  type Migrations,
  pingDatabase,
  type PostgresConnection,
  prepareDatabase,
} from './database';
import { storageUnavailable } from './storage-errors';

export interface DataSettings {
  /** Unset: memory mode. */
  databaseUrl?: string;
  /** Connections each replica may hold (every replica of every service together stays under Postgres's limit). */
  databasePoolMax: number;
  /** How long a new connection may take before the request fails (503); 1.5 s unless set. */
  databaseConnectTimeoutMs?: number;
  /** Unset: counters in memory. */
  redisUrl?: string;
  /** Seed the demo briefs, applications, messages, posts and jobs (once per database, or in memory). */
  seedDemoData: boolean;
  /** Memory mode: the byte cap of each store. */
  memoryStoreMaxBytes: number;
}

export interface SeedContext {
  now: Date;
  demo: boolean;
}

export interface DataModuleOptions<DB> {
  /** The service's schema. */
  schema: string;
  settings: DataSettings;
  migrations: Migrations;
  /** Runs after the migrations under their lock; seeds guard themselves with `seedOnce`. */
  seed?: (db: Kysely<DB>, context: SeedContext) => Promise<void>;
}

export const DATA_OPTIONS = Symbol('DATA_OPTIONS');
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

/** The storage a service's stores use: which mode, and in PostgreSQL mode the query builder once it is ready. */
@Injectable()
export class DataSource<DB = unknown> implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Data');
  private readonly connection?: PostgresConnection<DB>;
  private prepared = false;
  private stopped = false;
  private retryTimer?: NodeJS.Timeout;
  /** Settles once the database is migrated and seeded (never in memory mode). */
  readonly whenReady: Promise<void>;
  private markReady: () => void = () => undefined;

  constructor(
    @Inject(DATA_OPTIONS) readonly options: DataModuleOptions<DB>,
    readiness: ReadinessService,
  ) {
    const { settings, schema } = options;
    this.whenReady = new Promise((resolve) => (this.markReady = resolve));
    if (settings.databaseUrl) {
      this.connection = createPostgresConnection<DB>({
        url: settings.databaseUrl,
        schema,
        poolMax: settings.databasePoolMax,
        connectTimeoutMs: settings.databaseConnectTimeoutMs,
      });
      const connection = this.connection;
      readiness.register('database', async () => this.prepared && (await pingDatabase(connection)));
    }
  }

  get mode(): 'memory' | 'postgres' {
    return this.connection ? 'postgres' : 'memory';
  }

  get settings(): DataSettings {
    return this.options.settings;
  }

  /** The query builder; 503 STORAGE.UNAVAILABLE until the database is migrated. */
  get db(): Kysely<DB> {
    if (!this.connection) throw new Error('DataSource.db used in memory mode');
    if (!this.prepared) throw storageUnavailable();
    return this.connection.db;
  }

  onApplicationBootstrap(): void {
    if (this.connection) void this.prepareWithRetry(0);
  }

  /**
   * One attempt to migrate and seed; throws when the database cannot be reached or a migration fails.
   * The migrate script and the tests call it; the service itself retries it in the background.
   */
  async migrate(): Promise<string[]> {
    const connection = this.connection;
    if (!connection) return [];
    const { migrations, seed, settings } = this.options;
    const applied = await prepareDatabase(connection, {
      migrations,
      afterMigrate: seed ? (db) => seed(db, { now: new Date(), demo: settings.seedDemoData }) : undefined,
    });
    this.prepared = true;
    this.markReady();
    return applied;
  }

  private async prepareWithRetry(attempt: number): Promise<void> {
    if (this.stopped) return;
    try {
      const applied = await this.migrate();
      if (applied.length > 0) this.logger.log(`applied migrations: ${applied.join(', ')}`);
      this.logger.log(`database ready (schema ${this.options.schema})`);
    } catch (err) {
      const delay = backoffMs(attempt);
      this.logger.warn(
        `database not ready (${err instanceof Error ? err.message : String(err)}); retrying in ${delay} ms`,
      );
      if (!this.stopped) this.retryTimer = setTimeout(() => void this.prepareWithRetry(attempt + 1), delay);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }

  async close(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await this.connection?.pool.end().catch(() => undefined);
  }
}

/** The Redis client replicas share counters through, or null in memory mode. */
function createRedis(url: string | undefined, readiness: ReadinessService): Redis | null {
  if (!url) return null;
  const redis = new Redis(url, {
    // Fail a command at once while disconnected (503 to the caller) instead of queueing it.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 5000),
  });
  const logger = new Logger('Redis');
  redis.on('error', (err: Error) => logger.warn(`redis: ${err.message}`));
  readiness.register('redis', async () => redis.status === 'ready' && (await redis.ping()) === 'PONG');
  return redis;
}

@Injectable()
class RedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis | null) {}
  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }
}

@Global()
@Module({})
export class DataModule {
  static forRoot<DB>(options: DataModuleOptions<DB>): DynamicModule {
    return {
      module: DataModule,
      providers: [
        ReadinessService,
        { provide: DATA_OPTIONS, useValue: options },
        DataSource,
        {
          provide: REDIS_CLIENT,
          useFactory: (readiness: ReadinessService) => createRedis(options.settings.redisUrl, readiness),
          inject: [ReadinessService],
        },
        RedisLifecycle,
      ],
      exports: [ReadinessService, DataSource, REDIS_CLIENT, DATA_OPTIONS],
    };
  }
}

/**
 * `npm run migrate -w <service>`: applies the service's migrations (and seeds) once, then exits; for an
 * operator who migrates before rolling out, or checks a database by hand. The service itself does the
 * same at start, so running this is never required.
 */
export async function runMigrationsOnce<DB>(options: DataModuleOptions<DB>): Promise<string[]> {
  if (!options.settings.databaseUrl)
    throw new Error('DATABASE_URL is not set: nothing to migrate in memory mode');
  const data = new DataSource<DB>(options, new ReadinessService());
  try {
    return await data.migrate();
  } finally {
    await data.close();
  }
}
