import type { TFunction } from 'i18next';
import {
  DEFAULT_RETENTION_DAYS,
  type Language,
  type InquiriesRetention,
  type RecruitmentRetention,
  type RetentionPeriods,
} from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { intlLocale } from '@/lib/format';
import type { ApiError } from '@/lib/api-error';

/** GET /api/inquiries/retention: how long briefs and contact messages are kept (the service's settings). */
export const inquiriesRetentionKey = '/inquiries/retention';
/** GET /api/recruitment/retention: how long applications and their resumes are kept. */
export const recruitmentRetentionKey = '/recruitment/retention';

const read = <T>(key: string) => api.get<T>(key);

export type RetainedKind = 'briefs' | 'messages' | 'applications';

/**
 * Days a kind of record is kept, as its service publishes it (one request, to that service only);
 * until the answer is in, or when it fails, the contract's default, which the services start from too.
 */
export function useRetentionDays(kind: RetainedKind): number {
  const recruitment = kind === 'applications';
  const inquiries = useSWR<InquiriesRetention, ApiError>(recruitment ? null : inquiriesRetentionKey, read);
  const applications = useSWR<RecruitmentRetention, ApiError>(
    recruitment ? recruitmentRetentionKey : null,
    read,
  );
  if (recruitment) return applications.data?.applicationsDays ?? DEFAULT_RETENTION_DAYS.applications;
  if (kind === 'briefs') return inquiries.data?.briefsDays ?? DEFAULT_RETENTION_DAYS.briefs;
  return inquiries.data?.messagesDays ?? DEFAULT_RETENTION_DAYS.messages;
}

/**
 * Every period, for the privacy page (asked only when `wanted`): undefined until both services
 * answered (each may fail alone).
 */
export function useRetentionPeriods(wanted = true): { periods?: RetentionPeriods; error?: ApiError } {
  const inquiries = useSWR<InquiriesRetention, ApiError>(wanted ? inquiriesRetentionKey : null, read);
  const recruitment = useSWR<RecruitmentRetention, ApiError>(wanted ? recruitmentRetentionKey : null, read);
  const error = inquiries.error ?? recruitment.error;
  if (error) return { error };
  if (!inquiries.data || !recruitment.data) return {};
  return { periods: { ...inquiries.data, ...recruitment.data } };
}

/**
 * A period in the reader's language, in the largest whole unit (730 days: "2 years", 90: "3 months"),
 * worded as `Intl.NumberFormat`'s unit style words it: from the translation files' plural forms
 * (`period.*`; Arabic's six, its dual included), not from that formatter. The first NumberFormat a page
 * makes loads the browser's number-formatting data, about 45 ms of a phone's main thread on every form
 * page (the consent paragraph); the plural rules i18next picks a form with cost about 1 ms. A count of
 * 1,000 or more (a setting nobody uses) needs digit grouping: Intl then. 0 is never a period: callers
 * say "until deleted" instead. `t`: the default namespace's, from `useTranslation()`.
 */
export function formatRetention(days: number, lang: Language, t: TFunction<'translation'>): string {
  const [count, unit] =
    days % 365 === 0
      ? [days / 365, 'year' as const]
      : days % 30 === 0
        ? [days / 30, 'month' as const]
        : [days, 'day' as const];
  if (count >= 1000) {
    return new Intl.NumberFormat(intlLocale(lang), { style: 'unit', unit, unitDisplay: 'long' }).format(
      count,
    );
  }
  return t(`period.${unit}`, { count });
}
