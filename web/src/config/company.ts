/**
 * The company profile the build starts from (defaults in company-defaults.ts; an operator overrides them
 * with `VITE_COMPANY_JSON`, validated by parse-env). Components read the profile staff edit through
 * useCompany() (hooks/use-company.ts), which falls back to this one when the API does not answer.
 */
import { socialLinks } from '@madar/shared';
import { env } from '@/config/env';

export type { Office, SocialNetwork } from './company-defaults';

export const COMPANY = env.company;

/** The build's networks with a profile URL, in the site's fixed order. */
export const SOCIAL_LINKS = socialLinks(COMPANY);
