/**
 * Reads the operator's `VITE_COMPANY_JSON` over the defaults, by the rules the content service reads
 * the same text with (`COMPANY_JSON`, shared/src/company-json.ts); every problem is listed so one failed
 * build shows them all.
 */
// vite.config.ts loads this module too (through parse-env), where @madar/shared resolves to its built dist.
import { parseCompanyJson } from '@madar/shared';
import type { CompanyConfig } from './company-defaults';

/** The company settings: the defaults, with the keys that `json` (the raw variable) sets replaced. */
export function parseCompany(json: string | undefined, problems: string[]): CompanyConfig {
  return parseCompanyJson(json, problems, 'VITE_COMPANY_JSON');
}
