/** Newsletter subscribers in PostgreSQL (table `inquiries.newsletter_subscriptions`, keyed by email). */
import type { NewsletterStatus, NewsletterSubscription, Page } from '@madar/shared';
import {
  type AuditStamp,
  changeEntry,
  containsPattern,
  type DataSource,
  insertAuditEntry,
  isUuid,
  listInPostgres,
} from '@madar/shared/data';
import type { PostgresMailOutbox } from '@madar/shared/mail';
import type { InquiriesDb } from '../database/schema';
import { SUBSCRIPTION_COLUMNS, toSubscription, toSubscriptionRow } from './newsletter.row';
import {
  NEWSLETTER_AUDIT,
  type NewsletterCountFilter,
  type NewsletterListQuery,
  NewsletterStore,
  signUpChange,
  type SignUpOutcome,
  type SignUpPolicy,
  type Transition,
  transitioned,
} from './newsletter.store';

export class PostgresNewsletterStore extends NewsletterStore {
  constructor(
    private readonly data: DataSource<InquiriesDb>,
    /** Where a sign-up's mails go, in its transaction; without it a sign-up can be stored with no mail. */
    private readonly outbox?: PostgresMailOutbox,
  ) {
    super();
  }

  async signUp(candidate: NewsletterSubscription, policy: SignUpPolicy): Promise<SignUpOutcome> {
    // One transaction, the address's row locked: two sign-ups at once (two replicas) send one mail,
    // and the subscriber, its mails and their jobs commit together or not at all.
    return this.data.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('newsletterSubscriptions')
        .select(SUBSCRIPTION_COLUMNS)
        .where('email', '=', candidate.email)
        .forUpdate()
        .executeTakeFirst();
      const current = row && toSubscription(row);
      const next = signUpChange(current, candidate, policy.resendBefore);
      if (!next) return 'unchanged';
      const mails = await policy.mails(next);
      if (mails.length > 0 && !this.outbox)
        throw new Error('PostgresNewsletterStore was given mails but no outbox');
      if (current) {
        const { id: _id, email: _email, subscribedAt: _at, ...changes } = toSubscriptionRow(next);
        await trx.updateTable('newsletterSubscriptions').set(changes).where('id', '=', current.id).execute();
      } else {
        const inserted = await trx
          .insertInto('newsletterSubscriptions')
          .values(toSubscriptionRow(next))
          // A sign-up of the same new address committed meanwhile: it sent the mail.
          .onConflict((oc) => oc.column('email').doNothing())
          .returning('id')
          .execute();
        if (inserted.length === 0) return 'unchanged';
      }
      await this.outbox?.enqueueIn(trx, mails);
      return current ? 'resent' : 'created';
    });
  }

  async get(id: string): Promise<NewsletterSubscription | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await this.data.db
      .selectFrom('newsletterSubscriptions')
      .select(SUBSCRIPTION_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toSubscription(row);
  }

  async transition(
    id: string,
    to: 'confirmed' | 'unsubscribed',
    from: readonly NewsletterStatus[],
    at: string,
  ): Promise<Transition | undefined> {
    if (!isUuid(id)) return undefined;
    return this.data.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('newsletterSubscriptions')
        .select(SUBSCRIPTION_COLUMNS)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return undefined;
      const current = toSubscription(row);
      if (!from.includes(current.status)) return { previous: current.status, subscription: current };
      const next = transitioned(current, to, at);
      await trx
        .updateTable('newsletterSubscriptions')
        .set(to === 'confirmed' ? { status: to, confirmedAt: at } : { status: to, unsubscribedAt: at })
        .where('id', '=', id)
        .execute();
      return { previous: current.status, subscription: next };
    });
  }

  async list(query: NewsletterListQuery): Promise<Page<NewsletterSubscription>> {
    let filtered = this.data.db.selectFrom('newsletterSubscriptions');
    if (query.status) filtered = filtered.where('status', '=', query.status);
    // Addresses are stored lower-cased; the term is folded as memory mode folds it.
    if (query.search) filtered = filtered.where('email', 'like', containsPattern(query.search));
    return listInPostgres(filtered.select(SUBSCRIPTION_COLUMNS), query, {
      sortBy: (eb) => eb.ref(query.sort.field),
      id: 'id',
      toItem: toSubscription,
    });
  }

  async delete(id: string, audit?: AuditStamp): Promise<boolean> {
    if (!isUuid(id)) return false;
    return this.data.db.transaction().execute(async (trx) => {
      const row = await trx
        .deleteFrom('newsletterSubscriptions')
        .where('id', '=', id)
        .returning(SUBSCRIPTION_COLUMNS)
        .executeTakeFirst();
      if (!row) return false;
      if (audit) {
        await insertAuditEntry(trx, changeEntry(audit, NEWSLETTER_AUDIT, id, toSubscription(row), undefined));
      }
      return true;
    });
  }

  async count(filter: NewsletterCountFilter = {}): Promise<number> {
    let query = this.data.db
      .selectFrom('newsletterSubscriptions')
      .select((eb) => eb.fn.countAll<string>().as('total'));
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.from) query = query.where('subscribedAt', '>=', filter.from);
    if (filter.to) query = query.where('subscribedAt', '<', filter.to);
    return Number((await query.executeTakeFirstOrThrow()).total);
  }
}
