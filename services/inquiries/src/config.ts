/**
 * What the inquiries service reads from its environment, checked once at boot. Tests build the same
 * config from a plain object (and swap the verification options for a test signer's).
 */
import { randomBytes } from 'node:crypto';
import {
  publicOriginSpecs,
  type ServiceOptions,
  spamCheckSpecs,
  type TokenVerificationOptions,
} from '@madar/shared/nest';
import { auditSpecs, type DataSettings } from '@madar/shared/data';
import { type MailSettings, mailSettings, mailSpecs, notifyAddress } from '@madar/shared/mail';
import type { InquiriesRetention } from '@madar/shared';
import { inquiriesRetentionSpecs } from '@madar/shared/privacy';
import {
  commonSpecs,
  ConfigError,
  dataSettings,
  dataSpecs,
  loadConfig,
  publicWriteRateLimitSpecs,
  serviceSettings,
  type ServiceSettings,
  str,
  tokenVerificationSpecs,
  verificationSettings,
} from '@madar/shared/node';

export const SERVICE_NAME = 'inquiries';

const specs = {
  ...commonSpecs(3004),
  ...tokenVerificationSpecs(),
  ...publicWriteRateLimitSpecs(),
  ...publicOriginSpecs(),
  ...spamCheckSpecs(),
  ...dataSpecs(),
  ...auditSpecs(),
  ...mailSpecs(),
  ...inquiriesRetentionSpecs(),
  NOTIFY_BRIEFS_TO: notifyAddress('sales@madar.example', 'brief'),
  NOTIFY_CONTACT_TO: notifyAddress('contact@madar.example', 'contact message'),
  NEWSLETTER_TOKEN_SECRET: str({
    default: '',
    desc: 'Signs the newsletter confirm and unsubscribe links (32+ characters); required with DATABASE_URL',
  }),
};

/** A secret shorter than this is refused: the links' signatures are only as strong as it. */
const NEWSLETTER_SECRET_MIN = 32;

/**
 * The newsletter links' signing secret. Durable data outlives a restart and so must the links in mails
 * already sent: with DATABASE_URL the secret is required. Memory mode forgets every subscriber on a
 * restart anyway, so without one it signs with a secret of its own for this run.
 */
function newsletterSecret(vars: { NEWSLETTER_TOKEN_SECRET: string; DATABASE_URL: string }): string {
  const secret = vars.NEWSLETTER_TOKEN_SECRET.trim();
  if (secret === '') {
    if (vars.DATABASE_URL) {
      throw new ConfigError(['NEWSLETTER_TOKEN_SECRET is missing: durable mode (DATABASE_URL) needs it']);
    }
    return randomBytes(32).toString('base64url');
  }
  if (secret.length < NEWSLETTER_SECRET_MIN) {
    throw new ConfigError([
      `NEWSLETTER_TOKEN_SECRET is invalid: use ${NEWSLETTER_SECRET_MIN} characters or more`,
    ]);
  }
  return secret;
}

export interface InquiriesConfig extends ServiceSettings {
  verification: TokenVerificationOptions;
  /** Public submissions per client address per minute, all public POST routes together; 0 = no limit. */
  publicWriteRateLimit: number;
  /** PUBLIC_ORIGIN: the Origin a browser without Sec-Fetch-Site must send with a public form. */
  publicOrigin: string;
  /** SPAM_MIN_FILL_MS: a public form sent sooner after it was shown is refused quietly; 0 = off. */
  spamMinFillMs: number;
  /** Memory or PostgreSQL, Redis for shared counters, demo seed, memory caps. */
  data: DataSettings;
  /** AUDIT_RETENTION_DAYS: audit entries older than this are purged; 0 keeps them. */
  auditRetentionDays: number;
  /** SMTP_URL, MAIL_FROM, DKIM, COMPANY_JSON; NOTIFY_BRIEFS_TO and NOTIFY_CONTACT_TO. */
  mail: MailSettings;
  /** NEWSLETTER_TOKEN_SECRET: the key of the newsletter links' signatures. */
  newsletterTokenSecret: string;
  /** RETENTION_BRIEFS_DAYS, RETENTION_MESSAGES_DAYS: purged after this many days; 0 keeps them. */
  retention: InquiriesRetention;
}

/** Parses the environment; throws a ConfigError listing every missing or invalid variable. */
export function loadInquiriesConfig(env: NodeJS.ProcessEnv = process.env): InquiriesConfig {
  const vars = loadConfig(specs, env);
  return {
    ...serviceSettings(vars),
    verification: verificationSettings(vars),
    publicWriteRateLimit: vars.PUBLIC_WRITE_RATE_LIMIT,
    publicOrigin: vars.PUBLIC_ORIGIN,
    spamMinFillMs: vars.SPAM_MIN_FILL_MS,
    data: dataSettings(vars),
    auditRetentionDays: vars.AUDIT_RETENTION_DAYS,
    mail: mailSettings(vars, vars.PUBLIC_ORIGIN, {
      brief: vars.NOTIFY_BRIEFS_TO,
      contact_message: vars.NOTIFY_CONTACT_TO,
    }),
    newsletterTokenSecret: newsletterSecret(vars),
    retention: { briefsDays: vars.RETENTION_BRIEFS_DAYS, messagesDays: vars.RETENTION_MESSAGES_DAYS },
  };
}

/** The options configureService/runService need, shared by main.ts and the e2e tests. */
export function serviceOptions(config: InquiriesConfig): ServiceOptions {
  return {
    name: SERVICE_NAME,
    description:
      'What visitors send Madar Technologies: client briefs, contact messages and newsletter sign-ups, ' +
      'with the admin dashboard figures for briefs.',
    latency: config.latency,
  };
}
