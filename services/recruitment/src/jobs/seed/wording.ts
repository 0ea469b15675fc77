/** Wording shared by several seeded jobs, so the same place or contract type reads alike everywhere. */
import type { LocalizedText } from '@madar/shared';

export const TRIPOLI: LocalizedText = { en: 'Tripoli', ar: 'طرابلس' };
export const BENGHAZI: LocalizedText = { en: 'Benghazi', ar: 'بنغازي' };

export const FULL_TIME: LocalizedText = { en: 'Full-time', ar: 'دوام كامل' };
export const CONTRACT: LocalizedText = { en: 'Contract', ar: 'عقد محدد المدة' };
