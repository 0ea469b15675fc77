/**
 * Environment parsing for every service: one declaration of what a service needs, checked at boot.
 * A bad environment stops the process with every missing or invalid variable listed at once, so an
 * operator fixes the deployment in one go instead of one restart per variable.
 */
import {
  bool,
  cleanEnv,
  makeValidator,
  num,
  port,
  str,
  url,
  type CleanedEnv,
  type ValidatorSpec,
} from 'envalid';
import type { LatencySettings } from './latency';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Specs = { [key: string]: ValidatorSpec<unknown> };

/** Parses `env` against `specs`; throws a ConfigError listing each problem. */
export function loadConfig<S extends Specs>(specs: S, env: NodeJS.ProcessEnv = process.env): CleanedEnv<S> {
  return cleanEnv(env, specs, {
    reporter: ({ errors }) => {
      const problems = Object.entries(errors).map(([name, err]) =>
        err instanceof Error && err.name === 'EnvMissingError'
          ? `${name} is missing`
          : `${name} is invalid: ${err instanceof Error ? err.message : String(err)}`,
      );
      // Variables that only make sense together, which no single validator can see.
      if ('REDIS_SENTINELS' in specs) problems.push(...redisSentinelProblems(env));
      if (problems.length > 0) throw new ConfigError(problems);
    },
  });
}

/** The variables every service reads. */
export const commonSpecs = (defaultPort: number) => ({
  PORT: port({ default: defaultPort, desc: 'Port the service listens on' }),
  LOG_LEVEL: str({
    default: 'info',
    choices: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
  }),
  LATENCY_READ_MS: num({ default: 500, desc: 'Simulated delay of reads; 0 turns it off' }),
  LATENCY_WRITE_MS: num({ default: 1000, desc: 'Simulated delay of writes and submissions; 0 turns it off' }),
});

/** What every service's config holds, read from the commonSpecs variables. */
export interface ServiceSettings {
  port: number;
  logLevel: string;
  latency: LatencySettings;
}

export function serviceSettings(vars: {
  PORT: number;
  LOG_LEVEL: string;
  LATENCY_READ_MS: number;
  LATENCY_WRITE_MS: number;
}): ServiceSettings {
  return {
    port: vars.PORT,
    logLevel: vars.LOG_LEVEL,
    latency: { readMs: vars.LATENCY_READ_MS, writeMs: vars.LATENCY_WRITE_MS },
  };
}

/** A whole number, 0 or more (a count or a limit where 0 turns something off); `2.5`, `-1`, `1e3` are refused. */
export const wholeNumber = makeValidator<number>((input) => {
  if (!/^\d+$/.test(input.trim())) throw new Error(`"${input}" is not a whole number, 0 or more`);
  return Number(input);
});

/**
 * The one budget of public submissions (briefs, contact, newsletter, applications together) per client
 * address per minute. Services that count in the same Redis share it, so set it alike on each.
 */
export const publicWriteRateLimitSpecs = () => ({
  PUBLIC_WRITE_RATE_LIMIT: wholeNumber({
    default: 10,
    desc: 'Public submissions per client address per minute, all public routes together; 0 turns it off',
  }),
});

/** The variables a service reads to verify admin tokens issued by auth. */
export const tokenVerificationSpecs = () => ({
  AUTH_JWKS_URL: url({ desc: 'Where the auth service publishes its public keys' }),
  AUTH_ISSUER: str({ default: 'madar-auth' }),
  AUTH_AUDIENCE: str({ default: 'madar-admin' }),
  AUTH_TOKEN_MAX_LIFETIME: wholeNumber({
    default: 604_800,
    desc: "Seconds a token may live at most (exp - iat); at least auth's TOKEN_TTL_REMEMBER (7d)",
  }),
});

/** How admin tokens are verified (TokenVerificationOptions), from the tokenVerificationSpecs variables. */
export function verificationSettings(vars: {
  AUTH_JWKS_URL: string;
  AUTH_ISSUER: string;
  AUTH_AUDIENCE: string;
  AUTH_TOKEN_MAX_LIFETIME: number;
}) {
  return {
    jwksUrl: vars.AUTH_JWKS_URL,
    issuer: vars.AUTH_ISSUER,
    audience: vars.AUTH_AUDIENCE,
    maxLifetimeSeconds: vars.AUTH_TOKEN_MAX_LIFETIME,
  };
}

/** A PostgreSQL or Redis URL, or empty/unset ('') for memory mode. */
const optionalUrl = (protocols: readonly string[]) =>
  makeValidator<string>((input) => {
    const text = input.trim();
    if (text === '') return '';
    let parsed: URL;
    try {
      parsed = new URL(text);
    } catch {
      throw new Error('is not a URL');
    }
    if (!protocols.includes(parsed.protocol)) throw new Error(`must start with ${protocols.join(' or ')}//`);
    return text;
  });

const MIB = 1024 * 1024;

/** One Sentinel's address: `host:port`, an IPv6 host in brackets (`[fd00::5]:26379`). */
export interface RedisSentinelAddress {
  host: string;
  port: number;
}

/** `REDIS_SENTINELS`: `host:port` entries separated by commas; empty is none. */
export function parseSentinels(text: string): RedisSentinelAddress[] {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    const match = /^(\[[0-9a-f:.]+\]|[^\s:[\]]+):(\d{1,5})$/i.exec(entry);
    const port = Number(match?.[2]);
    if (!match?.[1] || !(port >= 1 && port <= 65_535)) {
      throw new Error(`"${entry}" is not host:port (e.g. redis-sentinel-0:26379)`);
    }
    return { host: match[1].replace(/^\[|\]$/g, ''), port };
  });
}

const sentinelList = makeValidator<RedisSentinelAddress[]>(parseSentinels);

/**
 * Where counters shared by a service's replicas live (auth's sign-in limit): Redis when REDIS_URL is
 * set. A replicated Redis is reached either through a managed endpoint (REDIS_URL, `rediss://` for
 * TLS) or through Sentinel: REDIS_SENTINELS and REDIS_SENTINEL_NAME find the current master, and
 * REDIS_URL still gives its password, database and TLS (its host is not used).
 */
export const redisSpecs = () => ({
  REDIS_URL: optionalUrl(['redis:', 'rediss:'])({
    default: '',
    desc: 'Redis URL for counters shared by replicas (rate limits); unset counts in memory',
  }),
  REDIS_SENTINELS: sentinelList({
    default: [],
    desc: "Sentinels (host:port, comma-separated) that name Redis's master; REDIS_URL's host is then unused",
  }),
  REDIS_SENTINEL_NAME: str({
    default: '',
    desc: 'The master group name the Sentinels watch (with REDIS_SENTINELS)',
  }),
  REDIS_SENTINEL_PASSWORD: str({ default: '', desc: "The Sentinels' own password, when they require one" }),
});

/** What REDIS_SENTINELS needs from the other Redis variables (checked on the raw environment). */
function redisSentinelProblems(env: NodeJS.ProcessEnv): string[] {
  const set = (name: string) => (env[name] ?? '').trim() !== '';
  if (!set('REDIS_SENTINELS')) {
    return ['REDIS_SENTINEL_NAME', 'REDIS_SENTINEL_PASSWORD']
      .filter(set)
      .map((name) => `${name} is set without REDIS_SENTINELS: set both, or neither`);
  }
  const problems: string[] = [];
  if (!set('REDIS_SENTINEL_NAME')) {
    problems.push('REDIS_SENTINEL_NAME is missing: REDIS_SENTINELS needs the master group name');
  }
  if (!set('REDIS_URL')) {
    problems.push(
      "REDIS_URL is missing: with REDIS_SENTINELS it still gives Redis's password, database and TLS " +
        '(e.g. redis://:password@redis/0; its host is not used)',
    );
  }
  return problems;
}

/** How to reach Redis: REDIS_URL, through Sentinel when `sentinel` is set. */
export interface RedisSettings {
  url: string;
  sentinel?: { sentinels: RedisSentinelAddress[]; name: string; password?: string };
}

export interface RedisEnv {
  REDIS_URL: string;
  REDIS_SENTINELS: RedisSentinelAddress[];
  REDIS_SENTINEL_NAME: string;
  REDIS_SENTINEL_PASSWORD: string;
}

/** The Redis connection from the redisSpecs variables; undefined without REDIS_URL (memory mode). */
export function redisSettings(vars: RedisEnv): RedisSettings | undefined {
  if (!vars.REDIS_URL) return undefined;
  if (vars.REDIS_SENTINELS.length === 0) return { url: vars.REDIS_URL };
  return {
    url: vars.REDIS_URL,
    sentinel: {
      sentinels: vars.REDIS_SENTINELS,
      name: vars.REDIS_SENTINEL_NAME.trim(),
      ...(vars.REDIS_SENTINEL_PASSWORD ? { password: vars.REDIS_SENTINEL_PASSWORD } : {}),
    },
  };
}

/** Where a service keeps its data: PostgreSQL and Redis when set, memory otherwise. */
export const dataSpecs = () => ({
  ...redisSpecs(),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'])({
    default: '',
    desc: 'PostgreSQL connection URL; unset keeps the data in memory (lost on restart)',
  }),
  QUEUE_DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'])({
    default: '',
    desc: 'PostgreSQL URL of the queue (pg-boss: mail, schedules): the primary itself when DATABASE_URL names a transaction pooler; unset: DATABASE_URL',
  }),
  DATABASE_POOL_MAX: wholeNumber({ default: 4, desc: 'Database connections per replica' }),
  DATABASE_CONNECT_TIMEOUT_MS: wholeNumber({
    default: 1500,
    desc: 'Milliseconds to wait for a new database connection before answering 503',
  }),
  SEED_DEMO_DATA: bool({ default: false, desc: 'Seed demo submissions, posts and jobs (once per database)' }),
  MIGRATE_ON_START: bool({
    default: true,
    desc: 'Apply migrations at start; false: wait (not ready) until a migration step before the rollout has applied them',
  }),
  MEMORY_STORE_MAX_MB: wholeNumber({ default: 32, desc: 'Memory mode: megabytes each store may hold' }),
});

export interface DataEnv extends RedisEnv {
  DATABASE_URL: string;
  QUEUE_DATABASE_URL: string;
  DATABASE_POOL_MAX: number;
  DATABASE_CONNECT_TIMEOUT_MS: number;
  SEED_DEMO_DATA: boolean;
  MIGRATE_ON_START: boolean;
  MEMORY_STORE_MAX_MB: number;
}

/** The DataModule's settings from the parsed variables. */
export function dataSettings(vars: DataEnv) {
  return {
    databaseUrl: vars.DATABASE_URL || undefined,
    queueDatabaseUrl: vars.QUEUE_DATABASE_URL || undefined,
    databasePoolMax: Math.max(1, vars.DATABASE_POOL_MAX),
    databaseConnectTimeoutMs: Math.max(1, vars.DATABASE_CONNECT_TIMEOUT_MS),
    redisUrl: vars.REDIS_URL || undefined,
    redisSentinel: redisSettings(vars)?.sentinel,
    seedDemoData: vars.SEED_DEMO_DATA,
    migrateOnStart: vars.MIGRATE_ON_START,
    memoryStoreMaxBytes: vars.MEMORY_STORE_MAX_MB * MIB,
  };
}
