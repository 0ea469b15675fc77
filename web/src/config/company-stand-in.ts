/**
 * The profile useCompany() shows while the API has not answered, or when it failed: the build's
 * (config/company.ts), at hand at once. This module serves the server renderer and the tests; the
 * browser build uses company-stand-in.browser.ts instead (vite.config.ts), which loads the same
 * profile only for a page that came without the live one.
 */
import type { CompanyProfile } from '@madar/shared';
import { COMPANY } from './company';

export function companyStandIn(): CompanyProfile {
  return COMPANY;
}

/** Nothing to load here: the profile is part of this bundle. */
export async function loadCompanyStandIn(): Promise<void> {}
