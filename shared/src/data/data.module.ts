/**
 * The data mode of a service, chosen by its environment: with `DATABASE_URL` its stores are
 * PostgreSQL, without it in memory (the demo default and the unit tests' double); with `REDIS_URL`
 * the counters replicas must share (rate limits) live in Redis. The service starts listening at once;
 * the database is reached, migrated and seeded in the background with backoff (or, with
 * MIGRATE_ON_START=false, found migrated by the step before the rollout), and until then
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
import { Redis, type RedisOptions } from 'ioredis';
import type { RedisSettings } from '../node/config';
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
import { missingMigrations } from './schema-version';
import { storageUnavailable } from './storage-errors';

export interface DataSettings {
  /** Unset: memory mode. */
  databaseUrl?: string;
  /**
   * Where pg-boss (the mail outbox's queue, the schedules) connects; unset: databaseUrl. Set when
   * databaseUrl names a pooler in transaction mode (k8s's CloudNativePG component): this names the
   * primary itself, as the migrate step's does. pg-boss's few connections poll all the time (pooling
   * them saves nothing) and its schema steps are long DDL a pooler's query limit would cut short.
   */
  queueDatabaseUrl?: string;
  /** Connections each replica may hold (every replica of every service together stays under Postgres's limit). */
  databasePoolMax: number;
  /** How long a new connection may take before the request fails (503); 1.5 s unless set. */
  databaseConnectTimeoutMs?: number;
  /** Unset: counters in memory. */
  redisUrl?: string;
  /** Set: Redis's master is found through these Sentinels (redisUrl gives password, database, TLS). */
  redisSentinel?: RedisSettings['sentinel'];
  /** Seed the demo briefs, applications, messages, posts and jobs (once per database, or in memory). */
  seedDemoData: boolean;
  /**
   * Migrate (and seed) at start, the default. False: a step before the rollout migrates (Kubernetes'
   * migration Jobs, compose's `migrate`), and the service only waits until the database has every one
   * of its migrations, so old replicas never run a new version's migrations nor the reverse.
   */
  migrateOnStart?: boolean;
  /** Statement time limit (ms; 0: none); 10 s unless set. The migrate step lifts it (migrate-command.ts). */
  statementTimeoutMs?: number;
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
        statementTimeoutMs: settings.statementTimeoutMs,
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
    if (!this.connection) return;
    if (this.options.settings.migrateOnStart === false) void this.awaitSchemaWithRetry(0);
    else void this.prepareWithRetry(0);
  }

  /**
   * One look at whether the database has every migration of this version; ready if so. Returns what
   * it lacks (empty once ready); throws when the database cannot be reached.
   */
  async checkSchema(): Promise<string[]> {
    const connection = this.connection;
    if (!connection) return [];
    const missing = await missingMigrations(connection, this.options.migrations);
    if (missing.length === 0) {
      this.prepared = true;
      this.markReady();
    }
    return missing;
  }

  private async awaitSchemaWithRetry(attempt: number): Promise<void> {
    if (this.stopped) return;
    let reason: string;
    try {
      const missing = await this.checkSchema();
      if (missing.length === 0) {
        this.logger.log(`database ready (schema ${this.options.schema}, migrated before the start)`);
        return;
      }
      reason =
        `schema ${this.options.schema} lacks migrations ${missing.join(', ')}: ` +
        "run this version's migrate step (the migration Job, or npm run migrate)";
    } catch (err) {
      reason = err instanceof Error ? err.message : String(err);
    }
    const delay = backoffMs(attempt);
    this.logger.warn(`database not ready (${reason}); checking again in ${delay} ms`);
    if (!this.stopped) this.retryTimer = setTimeout(() => void this.awaitSchemaWithRetry(attempt + 1), delay);
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

/**
 * The client options: REDIS_URL's password, database and TLS always; with Sentinel, the master the
 * Sentinels name instead of the URL's host, found again after a failover.
 */
export function redisClientOptions(settings: Pick<DataSettings, 'redisUrl' | 'redisSentinel'>): RedisOptions {
  const options: RedisOptions = {
    // Fail a command at once while disconnected (503 to the caller) instead of queueing it.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 5000),
  };
  const sentinel = settings.redisSentinel;
  if (!sentinel) return options;
  const tls = settings.redisUrl?.startsWith('rediss:') ?? false;
  return {
    ...options,
    sentinels: sentinel.sentinels,
    name: sentinel.name,
    ...(sentinel.password ? { sentinelPassword: sentinel.password } : {}),
    // A rediss:// URL: TLS to the master and to the Sentinels alike.
    ...(tls ? { enableTLSForSentinelMode: true, sentinelTLS: {} } : {}),
    // Follow a failover as soon as the Sentinels announce it, not at the next failed command.
    failoverDetector: true,
  };
}

/**
 * The Redis client replicas share counters through, or null in memory mode. Redis is reported in
 * `/health/ready` for information only: only the routes that use it (rate limits, the sign-out list)
 * answer 503 while it is down (see readiness.ts).
 */
function createRedis(settings: DataSettings, readiness: ReadinessService): Redis | null {
  if (!settings.redisUrl) return null;
  const redis = new Redis(settings.redisUrl, redisClientOptions(settings));
  const logger = new Logger('Redis');
  redis.on('error', (err: Error) => logger.warn(`redis: ${err.message}`));
  readiness.registerDependency(
    'redis',
    async () => redis.status === 'ready' && (await redis.ping()) === 'PONG',
  );
  return redis;
}

/** How long the start waits for a first Redis connection, so a replica's first requests find it. */
const FIRST_CONNECTION_WAIT_MS = 2000;

@Injectable()
class RedisLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis | null) {}

  /**
   * Waits briefly for the first connection (readiness no longer waits for Redis), never longer than
   * FIRST_CONNECTION_WAIT_MS: a Redis that is down must not keep the service from starting.
   */
  async onApplicationBootstrap(): Promise<void> {
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return;
    let timer: NodeJS.Timeout | undefined;
    let settle: () => void = () => undefined;
    await new Promise<void>((resolve) => {
      settle = resolve;
      timer = setTimeout(resolve, FIRST_CONNECTION_WAIT_MS);
      redis.once('ready', resolve);
    }).finally(() => {
      clearTimeout(timer);
      redis.off('ready', settle);
    });
  }

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
          useFactory: (readiness: ReadinessService) => createRedis(options.settings, readiness),
          inject: [ReadinessService],
        },
        RedisLifecycle,
      ],
      exports: [ReadinessService, DataSource, REDIS_CLIENT, DATA_OPTIONS],
    };
  }
}

/**
 * `npm run migrate -w <service>`: applies the service's migrations (and seeds) once, then exits; the
 * step before a rollout when the services run with MIGRATE_ON_START=false (Kubernetes' migration Jobs,
 * compose's `migrate`), or an operator checking a database by hand. With the default the service does
 * the same at start.
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
