/**
 * What the content service reads from its environment, checked once at boot. Tests build the same
 * config from a plain object (and swap the verification options for a test signer's).
 */
import { type CompanyProfile, DEFAULT_COMPANY_PROFILE, parseCompanyJson } from '@madar/shared';
import { auditSpecs, type DataSettings } from '@madar/shared/data';
import type { ServiceOptions, TokenVerificationOptions } from '@madar/shared/nest';
import {
  commonSpecs,
  dataSettings,
  dataSpecs,
  loadConfig,
  makeValidator,
  serviceSettings,
  type ServiceSettings,
  tokenVerificationSpecs,
  verificationSettings,
  wholeNumber,
} from '@madar/shared/node';

export const SERVICE_NAME = 'content';

/** The company profile staff start from: checked by the web build's rules, every problem named. */
const companyJson = makeValidator<CompanyProfile>((input) => {
  const problems: string[] = [];
  const profile = parseCompanyJson(input, problems);
  if (problems.length > 0) throw new Error(problems.join('; '));
  return profile;
});

const specs = {
  ...commonSpecs(3002),
  ...tokenVerificationSpecs(),
  ...dataSpecs(),
  ...auditSpecs(),
  MEDIA_MAX_BYTES: wholeNumber({
    default: 10 * 1024 * 1024,
    desc: 'Bytes an uploaded image may have; a larger upload gets 413 MEDIA.TOO_LARGE',
  }),
  // Images are the bulk of the service's data, so in memory they have a cap of their own beside
  // MEMORY_STORE_MAX_MB (the resumes' shape in recruitment); only the re-encoded sizes are kept.
  MEDIA_MEMORY_BYTES: wholeNumber({
    default: 32 * 1024 * 1024,
    desc: "Memory mode: bytes the media library's stored image files may take together",
  }),
  PREVIEW_TTL_MINUTES: wholeNumber({
    default: 60,
    desc: "Minutes a post preview's address opens after the editor asks for it (0: previews never open)",
  }),
  COMPANY_JSON: companyJson({
    default: DEFAULT_COMPANY_PROFILE,
    desc: "The company profile until staff first edit it, as the web's VITE_COMPANY_JSON",
  }),
};

export interface ContentConfig extends ServiceSettings {
  verification: TokenVerificationOptions;
  /** Memory or PostgreSQL (DATABASE_URL), Redis, the demo seed and the memory cap. */
  data: DataSettings;
  /** AUDIT_RETENTION_DAYS: audit entries older than this are purged; 0 keeps them. */
  auditRetentionDays: number;
  /** The media library's limits (MEDIA_MAX_BYTES; MEDIA_MEMORY_BYTES in memory mode). */
  media: { maxUploadBytes: number; memoryMaxBytes: number };
  /** PREVIEW_TTL_MINUTES: how long a post preview's address opens. */
  previewTtlMinutes: number;
  /** COMPANY_JSON over the defaults: the company profile until staff first edit it. */
  company: CompanyProfile;
}

/** Parses the environment; throws a ConfigError listing every missing or invalid variable. */
export function loadContentConfig(env: NodeJS.ProcessEnv = process.env): ContentConfig {
  const vars = loadConfig(specs, env);
  return {
    ...serviceSettings(vars),
    verification: verificationSettings(vars),
    data: dataSettings(vars),
    auditRetentionDays: vars.AUDIT_RETENTION_DAYS,
    media: { maxUploadBytes: vars.MEDIA_MAX_BYTES, memoryMaxBytes: vars.MEDIA_MEMORY_BYTES },
    previewTtlMinutes: vars.PREVIEW_TTL_MINUTES,
    company: vars.COMPANY_JSON,
  };
}

/** The options configureService/runService need, shared by main.ts and the e2e tests. */
export function serviceOptions(config: ContentConfig): ServiceOptions {
  return {
    name: SERVICE_NAME,
    description:
      'Public site content of Madar Technologies: services, projects, testimonials, statistics, team, timeline and blog.',
    latency: config.latency,
  };
}
