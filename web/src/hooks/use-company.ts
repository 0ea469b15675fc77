import { type CompanyProfile, socialLinks } from '@madar/shared';
import { useMemo } from 'react';
import useSWR from 'swr';
import { COMPANY } from '@/config/company';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/company: the company profile staff edit in the site content area. */
export const companyKey = '/company';

const read = (key: string) => api.get<CompanyProfile>(key);

/**
 * The company profile as staff last saved it. The server renderer fetches it with each page's data, so
 * the page's HTML has it and hydration does not ask again; until an answer is in, or when the API fails,
 * the build's profile (VITE_COMPANY_JSON over the defaults), so no page ever breaks for want of it.
 */
export function useCompany(): CompanyProfile {
  // No retry on failure: the build's profile stands in, and a retry timer left behind by a page that
  // is gone (every page reads this) would fire after it.
  const { data } = useSWR<CompanyProfile, ApiError>(companyKey, read, { shouldRetryOnError: false });
  return data ?? COMPANY;
}

/** The profile's networks with a profile URL, in the site's fixed order. */
export function useSocialLinks(): ReturnType<typeof socialLinks> {
  const company = useCompany();
  return useMemo(() => socialLinks(company), [company]);
}
