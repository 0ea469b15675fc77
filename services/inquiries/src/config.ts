/**
 * What the inquiries service reads from its environment, checked once at boot. Tests build the same
 * config from a plain object (and swap the verification options for a test signer's).
 */
import type { ServiceOptions, TokenVerificationOptions } from '@madar/shared/nest';
import type { DataSettings } from '@madar/shared/data';
import {
  commonSpecs,
  dataSettings,
  dataSpecs,
  loadConfig,
  publicWriteRateLimitSpecs,
  tokenVerificationSpecs,
} from '@madar/shared/node';

export const SERVICE_NAME = 'inquiries';

const specs = {
  ...commonSpecs(3004),
  ...tokenVerificationSpecs(),
  ...publicWriteRateLimitSpecs(),
  ...dataSpecs(),
};

export interface InquiriesConfig {
  port: number;
  logLevel: string;
  latency: { readMs: number; writeMs: number };
  verification: TokenVerificationOptions;
  /** Public submissions per client address per minute, all public POST routes together; 0 = no limit. */
  publicWriteRateLimit: number;
  /** Memory or PostgreSQL, Redis for shared counters, demo seed, memory caps. */
  data: DataSettings;
}

/** Parses the environment; throws a ConfigError listing every missing or invalid variable. */
export function loadInquiriesConfig(env: NodeJS.ProcessEnv = process.env): InquiriesConfig {
  const vars = loadConfig(specs, env);
  return {
    port: vars.PORT,
    logLevel: vars.LOG_LEVEL,
    latency: { readMs: vars.LATENCY_READ_MS, writeMs: vars.LATENCY_WRITE_MS },
    verification: {
      jwksUrl: vars.AUTH_JWKS_URL,
      issuer: vars.AUTH_ISSUER,
      audience: vars.AUTH_AUDIENCE,
      maxLifetimeSeconds: vars.AUTH_TOKEN_MAX_LIFETIME,
    },
    publicWriteRateLimit: vars.PUBLIC_WRITE_RATE_LIMIT,
    data: dataSettings(vars),
  };
}

/** The options configureService/bootstrapService need, shared by main.ts and the e2e tests. */
export function serviceOptions(config: InquiriesConfig): ServiceOptions {
  return {
    name: SERVICE_NAME,
    description:
      'What visitors send Madar Technologies: client briefs, contact messages and newsletter sign-ups, ' +
      'with the admin dashboard figures for briefs.',
    latency: config.latency,
  };
}
