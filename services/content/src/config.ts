/**
 * What the content service reads from its environment, checked once at boot. Tests build the same
 * config from a plain object, so they never depend on the process environment.
 */
import type { DataSettings } from '@madar/shared/data';
import type { ServiceOptions, TokenVerificationOptions } from '@madar/shared/nest';
import { commonSpecs, dataSettings, dataSpecs, loadConfig, tokenVerificationSpecs } from '@madar/shared/node';

export const SERVICE_NAME = 'content';

const specs = { ...commonSpecs(3002), ...tokenVerificationSpecs(), ...dataSpecs() };

export function loadContentConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(specs, env);
}

export type ContentConfig = ReturnType<typeof loadContentConfig>;

/** The options configureService/bootstrapService need, shared by main.ts and the e2e tests. */
export function serviceOptions(config: ContentConfig): ServiceOptions {
  return {
    name: SERVICE_NAME,
    description:
      'Public site content of Madar Technologies: services, projects, testimonials, statistics, team, timeline and blog.',
    latency: { readMs: config.LATENCY_READ_MS, writeMs: config.LATENCY_WRITE_MS },
  };
}

/** How admin tokens are verified: against the JWKS auth publishes. */
export function verificationOptions(config: ContentConfig): TokenVerificationOptions {
  return {
    jwksUrl: config.AUTH_JWKS_URL,
    issuer: config.AUTH_ISSUER,
    audience: config.AUTH_AUDIENCE,
    maxLifetimeSeconds: config.AUTH_TOKEN_MAX_LIFETIME,
  };
}

/** Memory or PostgreSQL (DATABASE_URL), Redis, the demo seed and the memory cap. */
export function contentDataSettings(config: ContentConfig): DataSettings {
  return dataSettings(config);
}
