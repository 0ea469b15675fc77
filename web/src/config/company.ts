/**
 * The company's contact details and social profiles as the site shows them (defaults in
 * company-defaults.ts; an operator overrides them with `VITE_COMPANY_JSON`, validated by parse-env).
 */
import { env } from '@/config/env';
import { SOCIAL_NETWORKS, type SocialNetwork } from './company-defaults';

export type { Office, SocialNetwork } from './company-defaults';

export const COMPANY = env.company;

/** The networks with a profile URL, in the site's fixed order; a network without one is not shown. */
export const SOCIAL_LINKS: { network: SocialNetwork; href: string }[] = SOCIAL_NETWORKS.flatMap((network) => {
  const href = COMPANY.social[network];
  return href ? [{ network, href }] : [];
});
