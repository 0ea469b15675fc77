import type { PersonalDataErasure, PersonalDataExport } from '@madar/shared';
import { api } from '@/lib/api-client';

/**
 * The services that keep data about people, each asked on its own route: every service decides for
 * itself (owners only) and answers for what it owns.
 */
export const PERSONAL_DATA_SERVICES = ['auth', 'content', 'recruitment', 'inquiries'] as const;
export type PersonalDataService = (typeof PERSONAL_DATA_SERVICES)[number];

/** POST /api/<service>/personal-data/export: a POST, so the address never lands in an access log. */
export const exportPersonalData = (service: PersonalDataService, email: string) =>
  api.post<PersonalDataExport>(`/${service}/personal-data/export`, { email });

/** POST /api/<service>/personal-data/erase: what went, by kind. */
export const erasePersonalData = (service: PersonalDataService, email: string) =>
  api.post<PersonalDataErasure>(`/${service}/personal-data/erase`, { email });
