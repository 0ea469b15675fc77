/** The i18next options the browser (i18n.ts) and the server renderer (i18n-server.ts) share. */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@madar/shared';
import type { InitOptions } from 'i18next';

export const sharedI18nOptions = {
  defaultNS: 'translation',
  supportedLngs: [...LANGUAGE_CODES],
  // Anything unsupported falls back to English. Arabic has no fallback: a test keeps every Arabic key in
  // step with English, and a fallback would make Arabic pages download the English files as well.
  fallbackLng: { ar: [], default: [DEFAULT_LANGUAGE] },
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;
