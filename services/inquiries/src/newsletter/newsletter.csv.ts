/** The columns of the subscribers export: every field but the id, labelled in the admin's language. */
import {
  type Language,
  type LocalizedText,
  NEWSLETTER_STATUS_LABELS,
  type NewsletterSubscription,
} from '@madar/shared';
import type { CsvColumn, CsvValue } from '@madar/shared/data';

type ExportedField = Exclude<keyof NewsletterSubscription, 'id'>;

const HEADERS = {
  email: { en: 'Email', ar: 'البريد الإلكتروني' },
  status: { en: 'Status', ar: 'الحالة' },
  language: { en: 'Language', ar: 'اللغة' },
  subscribedAt: { en: 'Signed up', ar: 'تاريخ الاشتراك' },
  confirmedAt: { en: 'Confirmed', ar: 'تاريخ التأكيد' },
  unsubscribedAt: { en: 'Unsubscribed', ar: 'تاريخ إلغاء الاشتراك' },
  confirmationSentAt: { en: 'Last confirmation mail', ar: 'آخر رسالة تأكيد' },
} as const satisfies Record<ExportedField, LocalizedText>;

export const SUBSCRIBERS_CSV_FILE = 'newsletter-subscribers';

/** Each field's cell; a field added to the record is a compile error here until it has a header and a cell. */
const cell = (lang: Language): Record<ExportedField, (s: NewsletterSubscription) => CsvValue> => ({
  email: (s) => s.email,
  status: (s) => NEWSLETTER_STATUS_LABELS[s.status]?.[lang] ?? s.status,
  language: (s) => s.language,
  subscribedAt: (s) => s.subscribedAt,
  confirmedAt: (s) => s.confirmedAt,
  unsubscribedAt: (s) => s.unsubscribedAt,
  confirmationSentAt: (s) => s.confirmationSentAt,
});

export function subscriberCsvColumns(lang: Language): CsvColumn<NewsletterSubscription>[] {
  const cells = cell(lang);
  return (Object.keys(HEADERS) as ExportedField[]).map((field) => ({
    header: HEADERS[field][lang],
    value: cells[field],
  }));
}
