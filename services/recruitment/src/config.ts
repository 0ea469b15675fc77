/**
 * What the recruitment service reads from its environment, checked once at boot. Tests build the same
 * config from a plain object (and swap the verification options for a test signer's).
 */
import { auditSpecs, type DataSettings } from '@madar/shared/data';
import { type MailSettings, mailSettings, mailSpecs, notifyAddress } from '@madar/shared/mail';
import type { RecruitmentRetention } from '@madar/shared';
import { recruitmentRetentionSpecs } from '@madar/shared/privacy';
import {
  publicOriginSpecs,
  type ServiceOptions,
  spamCheckSpecs,
  type TokenVerificationOptions,
} from '@madar/shared/nest';
import {
  commonSpecs,
  dataSettings,
  dataSpecs,
  loadConfig,
  publicWriteRateLimitSpecs,
  serviceSettings,
  type ServiceSettings,
  tokenVerificationSpecs,
  verificationSettings,
  wholeNumber,
} from '@madar/shared/node';

export const SERVICE_NAME = 'recruitment';

const MIB = 1024 * 1024;

const specs = {
  ...commonSpecs(3003),
  ...tokenVerificationSpecs(),
  ...publicWriteRateLimitSpecs(),
  ...publicOriginSpecs(),
  ...spamCheckSpecs(),
  ...dataSpecs(),
  ...auditSpecs(),
  // Resumes are the bulk of the service's data (up to 5 MB each), so in memory they have a cap of their
  // own beside MEMORY_STORE_MAX_MB; together they stay well under the container's memory limit, beside
  // the resume inspection's worker thread (about 30 MB, more while it checks a large file).
  MEMORY_RESUMES_MAX_MB: wholeNumber({
    default: 32,
    desc: 'Memory mode: megabytes the stored resume files may take together',
  }),
  ...mailSpecs(),
  ...recruitmentRetentionSpecs(),
  NOTIFY_APPLICATIONS_TO: notifyAddress('careers@madar.example', 'job application'),
  PREVIEW_TTL_MINUTES: wholeNumber({
    default: 60,
    desc: "Minutes a job preview's address opens after the recruiter asks for it (0: previews never open)",
  }),
};

export interface RecruitmentConfig extends ServiceSettings {
  verification: TokenVerificationOptions;
  /** Public submissions per client address per minute, all public POST routes together; 0 = no limit. */
  publicWriteRateLimit: number;
  /** PUBLIC_ORIGIN: the Origin a browser without Sec-Fetch-Site must send with a public form. */
  publicOrigin: string;
  /** SPAM_MIN_FILL_MS: a public form sent sooner after it was shown is refused quietly; 0 = off. */
  spamMinFillMs: number;
  /** Memory or PostgreSQL, Redis for shared counters, demo seed, memory caps. */
  data: DataSettings;
  /** Memory mode: the byte cap of the resume files. */
  memoryResumesMaxBytes: number;
  /** AUDIT_RETENTION_DAYS: audit entries older than this are purged; 0 keeps them. */
  auditRetentionDays: number;
  /** SMTP_URL, MAIL_FROM, DKIM, COMPANY_JSON; NOTIFY_APPLICATIONS_TO. */
  mail: MailSettings;
  /** RETENTION_APPLICATIONS_DAYS: purged with their resumes after this many days; 0 keeps them. */
  retention: RecruitmentRetention;
  /** PREVIEW_TTL_MINUTES: how long a job preview's address opens. */
  previewTtlMinutes: number;
}

/** Parses the environment; throws a ConfigError listing every missing or invalid variable. */
export function loadRecruitmentConfig(env: NodeJS.ProcessEnv = process.env): RecruitmentConfig {
  const vars = loadConfig(specs, env);
  return {
    ...serviceSettings(vars),
    verification: verificationSettings(vars),
    publicWriteRateLimit: vars.PUBLIC_WRITE_RATE_LIMIT,
    publicOrigin: vars.PUBLIC_ORIGIN,
    spamMinFillMs: vars.SPAM_MIN_FILL_MS,
    data: dataSettings(vars),
    memoryResumesMaxBytes: vars.MEMORY_RESUMES_MAX_MB * MIB,
    auditRetentionDays: vars.AUDIT_RETENTION_DAYS,
    mail: mailSettings(vars, vars.PUBLIC_ORIGIN, { application: vars.NOTIFY_APPLICATIONS_TO }),
    retention: { applicationsDays: vars.RETENTION_APPLICATIONS_DAYS },
    previewTtlMinutes: vars.PREVIEW_TTL_MINUTES,
  };
}

/** The options configureService/runService need, shared by main.ts and the e2e tests. */
export function serviceOptions(config: RecruitmentConfig): ServiceOptions {
  return {
    name: SERVICE_NAME,
    description:
      'Careers at Madar Technologies: job openings, applications with resume upload, and their dashboard figures.',
    latency: config.latency,
  };
}
