import type { CompanyProfile } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/** GET /api/company: the profile as the public pages show it (the same key as useCompany's). */
export const companyProfileKey = '/company';

export function useCompanyProfile() {
  return useSWR<CompanyProfile, ApiError>(companyProfileKey, (key: string) => api.get<CompanyProfile>(key));
}

/** PATCH /api/company (editors, owners): the whole profile; 200 with it as stored. */
export function updateCompanyProfile(body: CompanyProfile): Promise<CompanyProfile> {
  return api.patch<CompanyProfile>(companyProfileKey, body);
}
