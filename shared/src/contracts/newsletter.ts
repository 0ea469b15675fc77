/**
 * The newsletter (docs/product.md#newsletter): POST /api/newsletter (a sign-up from the footer or the
 * blog), the double opt-in and one-click unsubscribe links, the subscriber record and the panel's list.
 */
import type { Language } from '../languages';
import type { LocalizedText } from '../localized-text';
import type { SubmissionLanguage } from './mail';

/**
 * pending: signed up, the confirmation mail sent, its link not followed yet; confirmed: the link was
 * followed (addresses kept before the double opt-in existed count as confirmed); unsubscribed: the
 * reader left through an unsubscribe link. Only confirmed addresses receive the newsletter and count.
 */
export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export const NEWSLETTER_STATUS_LABELS: Record<NewsletterStatus, LocalizedText> = {
  pending: { en: 'Awaiting confirmation', ar: 'بانتظار التأكيد' },
  confirmed: { en: 'Confirmed', ar: 'مؤكد' },
  unsubscribed: { en: 'Unsubscribed', ar: 'ألغى الاشتراك' },
};

/** A sign-up: one plain address of at most EMAIL_MAX characters, and the page's language. */
export interface SubscribeRequest extends SubmissionLanguage {
  email: string;
}

export interface NewsletterSubscription extends SubscribeRequest {
  id: string;
  status: NewsletterStatus;
  /** The language of the page the reader last signed up from: their mails are written in it. */
  language: Language;
  /** ISO 8601: the first sign-up. */
  subscribedAt: string;
  confirmedAt?: string;
  unsubscribedAt?: string;
  /** ISO 8601: the last confirmation mail queued; a sign-up sooner than the resend interval sends none. */
  confirmationSentAt?: string;
}

export const NEWSLETTER_SORT_FIELDS = ['subscribedAt', 'email', 'status'] as const;
export type NewsletterSortField = (typeof NEWSLETTER_SORT_FIELDS)[number];
export const NEWSLETTER_DEFAULT_SORT = 'subscribedAt:desc' as const;

/**
 * What a signed newsletter link does: `confirm` (the confirmation mail's button) or `unsubscribe`
 * (every mail's footer and its List-Unsubscribe header). A token signed for one purpose is refused for
 * the other.
 */
export const NEWSLETTER_TOKEN_PURPOSES = ['confirm', 'unsubscribe'] as const;
export type NewsletterTokenPurpose = (typeof NEWSLETTER_TOKEN_PURPOSES)[number];

/**
 * The public pages a newsletter link ends on (`/ar/…` in Arabic): GET /api/newsletter/confirm and
 * /unsubscribe answer 303 to one of them.
 */
export const NEWSLETTER_PAGES = {
  confirmed: 'newsletter/confirmed',
  alreadyConfirmed: 'newsletter/already-confirmed',
  unsubscribed: 'newsletter/unsubscribed',
  linkInvalid: 'newsletter/link-invalid',
} as const;
export type NewsletterPage = keyof typeof NEWSLETTER_PAGES;

/** POST /api/newsletter/unsubscribe (the one-click POST of RFC 8058). */
export interface NewsletterUnsubscribeResult {
  success: true;
  status: 'unsubscribed';
}
