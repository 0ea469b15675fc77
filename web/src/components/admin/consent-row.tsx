/**
 * A lead's consent as one row of its detail list: when its sender ticked the form's consent box and
 * which version of the paragraph they agreed to, or that none was recorded (sent before the forms
 * asked, or by an older client).
 */
import type { ConsentGiven, Language } from '@madar/shared';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { formatShortDateTime } from '@/lib/format';

export function consentRow(t: TFunction<'admin'>, lang: Language, record: ConsentGiven): [string, ReactNode] {
  const { consentGivenAt: at, consentVersion: version } = record;
  return [
    t('consent.label'),
    at && version ? (
      <span key="consent">{t('consent.given', { time: formatShortDateTime(at, lang), version })}</span>
    ) : (
      t('consent.none')
    ),
  ];
}
