/**
 * The company profile the build starts from (defaults in company-defaults.ts; an operator overrides them
 * with `VITE_COMPANY_JSON`, validated by parse-env). Components read the profile staff edit through
 * useCompany() (hooks/use-company.ts), which falls back to this one when the API does not answer.
 *
 * Its own define, not part of `env`: every public page loads `env`, and a server-rendered page carries
 * the live profile in its data, so the browser loads this copy only when a page came without it
 * (config/company-stand-in.browser.ts).
 */
import { socialLinks } from '@madar/shared';
import { DEFAULT_COMPANY, type CompanyConfig } from './company-defaults';

export type { Office, SocialNetwork } from './company-defaults';

/** Put in the build by vite.config.ts: the profile as parseEnv read it there. */
declare const __BUILD_COMPANY__: CompanyConfig | undefined;

// Jest has no build, so no define: the defaults stand in there, as env.jest.ts does for the other settings.
export const COMPANY: CompanyConfig =
  typeof __BUILD_COMPANY__ === 'undefined' ? DEFAULT_COMPANY : __BUILD_COMPANY__;

/** The build's networks with a profile URL, in the site's fixed order. */
export const SOCIAL_LINKS = socialLinks(COMPANY);
