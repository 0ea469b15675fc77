/**
 * What the recruitment service reads from its environment, checked once at boot. Tests build the same
 * config from a plain object, so they never depend on the process environment.
 */
import type { ServiceOptions, TokenVerificationOptions } from '@madar/shared/nest';
import {
  commonSpecs,
  loadConfig,
  publicWriteRateLimitSpecs,
  str,
  tokenVerificationSpecs,
} from '@madar/shared/node';

export const SERVICE_NAME = 'recruitment';

const specs = {
  ...commonSpecs(3003),
  ...tokenVerificationSpecs(),
  ...publicWriteRateLimitSpecs(),
  RESUME_DIR: str({
    default: '.data/resumes',
    desc: 'Folder for uploaded resumes, outside anything served; relative paths start at the working directory',
  }),
};

export function loadRecruitmentConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(specs, env);
}

export type RecruitmentConfig = ReturnType<typeof loadRecruitmentConfig>;

/** The options configureService/bootstrapService need, shared by main.ts and the e2e tests. */
export function serviceOptions(config: RecruitmentConfig): ServiceOptions {
  return {
    name: SERVICE_NAME,
    description:
      'Careers at Madar Technologies: job openings, applications with resume upload, and their dashboard figures.',
    latency: { readMs: config.LATENCY_READ_MS, writeMs: config.LATENCY_WRITE_MS },
  };
}

/** How admin tokens are verified: against the JWKS auth publishes. */
export function verificationOptions(config: RecruitmentConfig): TokenVerificationOptions {
  return { jwksUrl: config.AUTH_JWKS_URL, issuer: config.AUTH_ISSUER, audience: config.AUTH_AUDIENCE };
}
