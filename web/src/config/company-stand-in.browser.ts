/**
 * The browser's stand-in profile (see company-stand-in.ts, whose place this takes in the browser build):
 * a server-rendered page carries the live profile in its data, so the build's copy is a chunk of its
 * own, loaded before the first render only by a page that came without it (rendered in the browser
 * alone, or rendered while the content service did not answer), never by the others.
 */
import type { CompanyProfile } from '@madar/shared';

/**
 * What shows if the chunk could not be loaded either (the network dropped): contacts left blank, never a
 * page that fails to start for want of them.
 */
const BLANK: CompanyProfile = {
  phone: '',
  email: '',
  careersEmail: '',
  address: { en: '', ar: '' },
  hours: [],
  offices: [],
  social: {},
};

let loaded: CompanyProfile | undefined;

/** The build's profile once loadCompanyStandIn has run (boot runs it before a page without the live one). */
export function companyStandIn(): CompanyProfile {
  return loaded ?? BLANK;
}

/** Loads the build's profile; never fails (see BLANK). */
export async function loadCompanyStandIn(): Promise<void> {
  try {
    loaded ??= (await import('./company')).COMPANY;
  } catch {
    // Offline: BLANK stands in.
  }
}
