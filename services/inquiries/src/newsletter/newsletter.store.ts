/**
 * Where newsletter subscribers are kept, one per address. The service depends on the abstract class
 * (also the injection token); memory and PostgreSQL implement it, one contract suite runs on both.
 */
import type {
  DateRange,
  ListQuery,
  NewsletterSortField,
  NewsletterStatus,
  NewsletterSubscription,
  Page,
} from '@madar/shared';
import {
  type AuditJournal,
  type AuditStamp,
  type AuditSubject,
  changeEntry,
  InMemoryAuditLog,
  inRange,
  listInMemory,
  MemoryBudget,
  recordBytes,
  settle,
} from '@madar/shared/data';
import { InMemoryMailOutbox, type MailJournal, type OutgoingMail } from '@madar/shared/mail';

export type NewsletterListQuery = ListQuery<NewsletterSortField, NewsletterStatus>;

/** What a sign-up did: a new subscriber, another confirmation mail to a known one, or nothing. */
export type SignUpOutcome = 'created' | 'resent' | 'unchanged';

export interface SignUpPolicy {
  /** A known unconfirmed address whose last confirmation was queued at or before this time gets another. */
  resendBefore: string;
  /** The mails of a sign-up that sends one, given the subscriber as it is stored with them. */
  mails: (subscription: NewsletterSubscription) => Promise<OutgoingMail[]>;
}

/** A subscriber's status change: the status it had, and the subscriber as it is now. */
export interface Transition {
  previous: NewsletterStatus;
  subscription: NewsletterSubscription;
}

export type NewsletterCountFilter = DateRange & { status?: NewsletterStatus };

export abstract class NewsletterStore {
  /**
   * A sign-up of `candidate` (pending, its own id): stored with its mails when the address is new; a
   * pending or unsubscribed address becomes pending in the candidate's language with its mails again,
   * unless its last confirmation was queued after `resendBefore`; a confirmed one is left alone.
   * Record and mails are stored together or not at all.
   */
  abstract signUp(candidate: NewsletterSubscription, policy: SignUpPolicy): Promise<SignUpOutcome>;
  abstract get(id: string): Promise<NewsletterSubscription | undefined>;
  /**
   * Moves the subscriber to `to` (stamping `confirmedAt` or `unsubscribedAt` with `at`) when its status
   * is one of `from`, else changes nothing; undefined when there is no subscriber with this id.
   */
  abstract transition(
    id: string,
    to: 'confirmed' | 'unsubscribed',
    from: readonly NewsletterStatus[],
    at: string,
  ): Promise<Transition | undefined>;
  abstract list(query: NewsletterListQuery): Promise<Page<NewsletterSubscription>>;
  /** Whether a subscriber was deleted; with a stamp, its audit entry is written with it: both or neither. */
  abstract delete(id: string, audit?: AuditStamp): Promise<boolean>;
  /** How many addresses signed up in the range, with the status when one is given. */
  abstract count(filter?: NewsletterCountFilter): Promise<number>;
}

/** How a subscriber's deletion reads in the audit log. */
export const NEWSLETTER_AUDIT: AuditSubject = { type: 'newsletter_subscriber', status: 'status' };

/**
 * The subscriber a sign-up stores over `current` (the stored one with the candidate's address), or
 * undefined when it changes nothing: the rule both stores apply inside their atomic step.
 */
export function signUpChange(
  current: NewsletterSubscription | undefined,
  candidate: NewsletterSubscription,
  resendBefore: string,
): NewsletterSubscription | undefined {
  if (!current) return candidate;
  if (current.status === 'confirmed') return undefined;
  if (current.confirmationSentAt && Date.parse(current.confirmationSentAt) > Date.parse(resendBefore)) {
    return undefined;
  }
  const { unsubscribedAt: _left, ...kept } = current;
  return {
    ...kept,
    status: 'pending',
    language: candidate.language,
    confirmationSentAt: candidate.subscribedAt,
  };
}

/** The subscriber after moving to `to` at `at`. */
export function transitioned(
  current: NewsletterSubscription,
  to: 'confirmed' | 'unsubscribed',
  at: string,
): NewsletterSubscription {
  return to === 'confirmed'
    ? { ...current, status: to, confirmedAt: at }
    : { ...current, status: to, unsubscribedAt: at };
}

/** Subscribers held in memory, keyed by their (already normalised) email, within a byte cap. */
export class InMemoryNewsletterStore extends NewsletterStore {
  private readonly byEmail = new Map<string, NewsletterSubscription>();
  private readonly budget: MemoryBudget;

  constructor(
    seed: readonly NewsletterSubscription[] = [],
    maxBytes = Number.POSITIVE_INFINITY,
    private readonly outbox: MailJournal = new InMemoryMailOutbox(),
    private readonly journal: AuditJournal = new InMemoryAuditLog(),
  ) {
    super();
    this.budget = new MemoryBudget(maxBytes);
    for (const subscription of seed) {
      if (this.byEmail.has(subscription.email)) continue;
      this.budget.force(recordBytes(subscription));
      this.byEmail.set(subscription.email, structuredClone(subscription));
    }
  }

  private find(id: string): NewsletterSubscription | undefined {
    for (const subscription of this.byEmail.values()) if (subscription.id === id) return subscription;
    return undefined;
  }

  private put(next: NewsletterSubscription, previous: NewsletterSubscription | undefined): void {
    this.budget.reserve(recordBytes(next) - (previous ? recordBytes(previous) : 0));
    this.byEmail.set(next.email, structuredClone(next));
  }

  private restore(email: string, previous: NewsletterSubscription | undefined): void {
    const placed = this.byEmail.get(email);
    if (placed) this.budget.release(recordBytes(placed));
    if (previous) {
      this.budget.force(recordBytes(previous));
      this.byEmail.set(email, previous);
    } else {
      this.byEmail.delete(email);
    }
  }

  async signUp(candidate: NewsletterSubscription, policy: SignUpPolicy): Promise<SignUpOutcome> {
    const current = this.byEmail.get(candidate.email);
    const next = signUpChange(current, candidate, policy.resendBefore);
    if (!next) return 'unchanged';
    // Taken at once, before the mails are rendered: a second sign-up meanwhile sees it and sends none.
    this.put(next, current);
    try {
      const mails = await policy.mails(structuredClone(next));
      this.outbox.enqueue(mails);
    } catch (err) {
      // Not rendered, or the outbox is full: the subscriber goes back to what it was, kept without mail never.
      this.restore(candidate.email, current);
      throw err;
    }
    return current ? 'resent' : 'created';
  }

  get(id: string): Promise<NewsletterSubscription | undefined> {
    const found = this.find(id);
    return Promise.resolve(found && structuredClone(found));
  }

  transition(
    id: string,
    to: 'confirmed' | 'unsubscribed',
    from: readonly NewsletterStatus[],
    at: string,
  ): Promise<Transition | undefined> {
    return settle(() => {
      const current = this.find(id);
      if (!current) return undefined;
      const previous = current.status;
      if (!from.includes(previous)) return { previous, subscription: structuredClone(current) };
      const next = transitioned(current, to, at);
      this.budget.force(recordBytes(next) - recordBytes(current));
      this.byEmail.set(next.email, next);
      return { previous, subscription: structuredClone(next) };
    });
  }

  list(query: NewsletterListQuery): Promise<Page<NewsletterSubscription>> {
    const page = listInMemory(this.byEmail.values(), query, {
      searchText: (s) => [s.email],
      status: (s) => s.status,
      sortValue: {
        subscribedAt: (s) => s.subscribedAt,
        email: (s) => s.email,
        status: (s) => s.status,
      },
      id: (s) => s.id,
    });
    return Promise.resolve({ ...page, items: page.items.map((s) => structuredClone(s)) });
  }

  delete(id: string, audit?: AuditStamp): Promise<boolean> {
    return settle(() => {
      const current = this.find(id);
      if (!current) return false;
      if (audit) this.journal.append(changeEntry(audit, NEWSLETTER_AUDIT, id, current, undefined));
      this.budget.release(recordBytes(current));
      this.byEmail.delete(current.email);
      return true;
    });
  }

  count(filter: NewsletterCountFilter = {}): Promise<number> {
    let total = 0;
    for (const s of this.byEmail.values()) {
      if (filter.status !== undefined && s.status !== filter.status) continue;
      if (inRange(s.subscribedAt, filter)) total += 1;
    }
    return Promise.resolve(total);
  }
}
