/**
 * The web app's build-time settings (`VITE_*`), validated once at start so a bad value fails loudly
 * with every problem listed, instead of surfacing later as a broken request.
 */
import type { CompanyConfig } from './company-defaults';
import { parseCompany } from './parse-company';

/** The demo admin's sign-in, shown on the sign-in page of a demo build. */
export interface DemoCredentials {
  email: string;
  password: string;
}

export interface WebEnv {
  /** Base path or absolute URL of the API gateway, without a trailing slash. */
  apiBase: string;
  /** Show the demo admin credentials on the sign-in page. */
  demoMode: boolean;
  /** Contact details and social profiles: the defaults, or the operator's `VITE_COMPANY_JSON`. */
  company: CompanyConfig;
}

export type RawEnv = Partial<Record<string, string | boolean | undefined>>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid web environment:\n- ${problems.join('\n- ')}`);
    this.name = 'EnvError';
  }
}

const asString = (value: string | boolean | undefined): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export function parseEnv(raw: RawEnv): WebEnv {
  const problems: string[] = [];

  const apiBase = asString(raw.VITE_API_BASE) ?? '/api';
  if (!/^(\/|https?:\/\/)/.test(apiBase)) {
    problems.push(`VITE_API_BASE must be a path starting with "/" or an http(s) URL (got "${apiBase}")`);
  }

  const demoRaw = asString(raw.VITE_DEMO_MODE) ?? 'false';
  if (!['true', 'false'].includes(demoRaw)) {
    problems.push(`VITE_DEMO_MODE must be "true" or "false" (got "${demoRaw}")`);
  }

  const company = parseCompany(asString(raw.VITE_COMPANY_JSON), problems);

  if (problems.length > 0) throw new EnvError(problems);
  return { apiBase: apiBase.replace(/\/+$/, ''), demoMode: demoRaw === 'true', company };
}
