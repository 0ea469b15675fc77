import type { CompanyProfile } from '@madar/shared';
import { socialLinks } from '@madar/shared';
import { useMemo } from 'react';
import useSWR from 'swr';
import { companyStandIn } from '@/config/company-stand-in';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/company: the company profile staff edit in the site content area. */
export const companyKey = '/company';

const read = (key: string) => api.get<CompanyProfile>(key);

/**
 * The company profile as staff last saved it. The server renderer fetches it with each page's data, so
 * the page's HTML has it and hydration does not ask again; until an answer is in, or when the API fails,
 * the build's profile (VITE_COMPANY_JSON over the defaults, config/company-stand-in.ts), so no page ever
 * breaks for want of it. The browser loads that copy only for a page that came without the live one.
 */
export function useCompany(): CompanyProfile {
  // No retry on failure: the build's profile stands in, and a retry timer left behind by a page that
  // is gone (every page reads this) would fire after it.
  const { data } = useSWR<CompanyProfile, ApiError>(companyKey, read, { shouldRetryOnError: false });
  return data ?? companyStandIn();
}

/** Whether a server-rendered page's data holds the live profile (then the build's is not needed). */
export function carriesCompany(entries: Readonly<Record<string, unknown>> | undefined): boolean {
  const entry = entries?.[companyKey];
  return typeof entry === 'object' && entry !== null && 'data' in entry;
}

/** The profile's networks with a profile URL, in the site's fixed order. */
export function useSocialLinks(): ReturnType<typeof socialLinks> {
  const company = useCompany();
  return useMemo(() => socialLinks(company), [company]);
}
