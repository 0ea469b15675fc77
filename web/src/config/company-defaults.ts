/**
 * The company's contact details and social profiles the build starts from: the shared defaults
 * (shared/src/contracts/company-profile.ts, clearly fictitious), or the operator's `VITE_COMPANY_JSON`
 * over them (parse-company.ts). Pages show the profile staff edit (GET /api/company, useCompany) and
 * fall back to these when the API does not answer.
 */
import { DEFAULT_COMPANY_PROFILE, type CompanyProfile } from '@madar/shared';

export { SOCIAL_NETWORKS, type Office, type SocialNetwork } from '@madar/shared';

export type CompanyConfig = CompanyProfile;

export const DEFAULT_COMPANY: CompanyConfig = DEFAULT_COMPANY_PROFILE;
