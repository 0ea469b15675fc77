/**
 * The rules of the newsletter (double opt-in): one subscriber per address, compared without case and
 * surrounding spaces. A sign-up is pending until the signed link of its confirmation mail is followed;
 * only confirmed addresses count. Signing up again re-sends the confirmation to an address that has not
 * confirmed (at most once per resend interval) and does nothing for a confirmed one; the answer is the
 * same whatever happened, so nobody learns who is on the list. Every mail's signed unsubscribe link
 * (and its one-click POST) unsubscribes.
 */
import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  type Language,
  type NewsletterPage,
  type NewsletterSubscription,
  type Page,
} from '@madar/shared';
import { AuditLog, everyItem, readEntry } from '@madar/shared/data';
import { AppError, type AuditSource, auditStamp, Clock, notFound } from '@madar/shared/nest';
import { InjectMailSettings, type MailSettings, submissionLanguage } from '@madar/shared/mail';
import { confirmationMail } from './newsletter-mails';
import { NewsletterTokens } from './newsletter-tokens';
import { type NewsletterListQuery, NewsletterStore } from './newsletter.store';

/**
 * The same answer whether the address is new, pending or confirmed: telling them apart would let
 * anyone find out who is on the list.
 */
export interface NewsletterResult {
  success: true;
  subscribed: true;
}

export interface NewsletterCount {
  total: number;
}

/** Where a followed link ends: the public page, in the subscriber's language when it is known. */
export interface NewsletterLinkOutcome {
  page: NewsletterPage;
  language?: Language;
}

/** The shortest wait between two confirmation mails to one address (a sign-up sooner sends none). */
export const CONFIRMATION_RESEND_INTERVAL_MS = 10 * 60_000;

/** How an address is compared and stored: `Amal@Example.LY ` and `amal@example.ly` are one reader. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const tokenInvalid = () =>
  new AppError(400, ERROR_CODES.NEWSLETTER_TOKEN_INVALID, 'The newsletter link is not valid');

const subscriberNotFound = () =>
  notFound(ERROR_CODES.NEWSLETTER_SUBSCRIBER_NOT_FOUND, 'Newsletter subscriber not found');

@Injectable()
export class NewsletterService {
  constructor(
    private readonly store: NewsletterStore,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
    @InjectMailSettings() private readonly mail: MailSettings,
    @Inject(NewsletterTokens) private readonly tokens: NewsletterTokens,
  ) {}

  /** Resolves once the subscriber is stored with its confirmation mail in the outbox (or needed none). */
  async subscribe(input: { email: string; language?: Language }): Promise<NewsletterResult> {
    const now = this.clock.now();
    const at = now.toISOString();
    const candidate: NewsletterSubscription = {
      id: randomUUID(),
      email: normalizeEmail(input.email),
      status: 'pending',
      language: submissionLanguage(input.language),
      subscribedAt: at,
      confirmationSentAt: at,
    };
    await this.store.signUp(candidate, {
      resendBefore: new Date(now.getTime() - CONFIRMATION_RESEND_INTERVAL_MS).toISOString(),
      mails: async (subscription) => [await confirmationMail(subscription, this.mail, this.tokens)],
    });
    return { success: true, subscribed: true };
  }

  /**
   * Follows a confirm link: a pending subscriber becomes confirmed; a confirmed one is told so; one who
   * has left since (or was deleted) is shown the link as no longer valid. 400 for a token that is not
   * ours (nothing changes).
   */
  async confirm(token: unknown): Promise<NewsletterLinkOutcome> {
    const id = this.tokens.verify('confirm', token);
    if (!id) throw tokenInvalid();
    const moved = await this.store.transition(id, 'confirmed', ['pending'], this.clock.now().toISOString());
    if (!moved) return { page: 'linkInvalid' };
    const { language } = moved.subscription;
    if (moved.previous === 'pending') return { page: 'confirmed', language };
    if (moved.previous === 'confirmed') return { page: 'alreadyConfirmed', language };
    return { page: 'linkInvalid', language };
  }

  /**
   * Follows an unsubscribe link (or its one-click POST): the subscriber leaves; the same answer when it
   * had left already or was deleted meanwhile. 400 for a token that is not ours (nothing changes).
   */
  async unsubscribe(token: unknown): Promise<NewsletterLinkOutcome> {
    const id = this.tokens.verify('unsubscribe', token);
    if (!id) throw tokenInvalid();
    const moved = await this.store.transition(
      id,
      'unsubscribed',
      ['pending', 'confirmed'],
      this.clock.now().toISOString(),
    );
    return { page: 'unsubscribed', language: moved?.subscription.language ?? DEFAULT_LANGUAGE };
  }

  /** Confirmed subscribers: the newsletter's readers (the dashboard's figure). */
  async count(): Promise<NewsletterCount> {
    return { total: await this.store.count({ status: 'confirmed' }) };
  }

  list(query: NewsletterListQuery): Promise<Page<NewsletterSubscription>> {
    return this.store.list(query);
  }

  /** Every subscriber matching the query's filter, in its order, for the CSV export. */
  every(query: Omit<NewsletterListQuery, 'page' | 'pageSize'>): AsyncIterable<NewsletterSubscription> {
    return everyItem((q: NewsletterListQuery) => this.store.list(q), query);
  }

  /** Records an export before its first row is sent, as every export is (briefs.service.ts). */
  async recordExport(by: AuditSource, query: Omit<NewsletterListQuery, 'page' | 'pageSize'>): Promise<void> {
    const { status, search, sort } = query;
    const filter = {
      status: status ?? null,
      search: search ?? null,
      sort: `${sort.field}:${sort.direction}`,
    };
    await this.audit.record(
      readEntry(auditStamp(by, this.clock), 'newsletter_subscriber', null, 'export', filter),
    );
  }

  async remove(id: string, by: AuditSource): Promise<void> {
    if (!(await this.store.delete(id, auditStamp(by, this.clock)))) throw subscriberNotFound();
  }
}
