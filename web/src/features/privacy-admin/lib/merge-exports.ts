import type { PersonalDataExport } from '@madar/shared';
import type { PersonalDataService } from '../api/personal-data';

/** The one file the person receives: every service's export under its name. */
export interface MergedPersonalData {
  email: string;
  exportedAt: string;
  services: Partial<Record<PersonalDataService, Omit<PersonalDataExport, 'service' | 'email'>>>;
}

/** Merges the services' exports of one address into one document. */
export function mergeExports(
  email: string,
  exportedAt: string,
  exports: readonly { service: PersonalDataService; data: PersonalDataExport }[],
): MergedPersonalData {
  const services: MergedPersonalData['services'] = {};
  for (const { service, data } of exports) {
    const { service: _service, email: _email, ...rest } = data;
    services[service] = rest;
  }
  return { email, exportedAt, services };
}

/** `personal-data-<email>.json`: the address kept, only what a file name cannot hold replaced. */
export const exportFileName = (email: string): string =>
  `personal-data-${email.toLowerCase().replace(/[^a-z0-9@._+-]/g, '_')}.json`;
