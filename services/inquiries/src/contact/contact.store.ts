/**
 * Where contact messages are kept. The service depends on the abstract class (also the injection
 * token); memory and PostgreSQL implement it, and one contract suite runs against both.
 */
import type { ContactMessage, ContactSortField, DateRange, ListQuery, Page } from '@madar/shared';
import { inRange, listInMemory, MemoryBudget, recordBytes, settle } from '@madar/shared/data';
import { InMemoryMailOutbox, type MailJournal, type OutgoingMail } from '@madar/shared/mail';

export type ContactListQuery = ListQuery<ContactSortField, never>;

export abstract class ContactStore {
  abstract list(query: ContactListQuery): Promise<Page<ContactMessage>>;
  abstract get(id: string): Promise<ContactMessage | undefined>;
  /** Resolves once the message is stored with its mails in the outbox: both or neither. */
  abstract create(message: ContactMessage, mails?: readonly OutgoingMail[]): Promise<ContactMessage>;
  abstract delete(id: string): Promise<boolean>;
  /** How many messages arrived in the range (all of them without one). */
  abstract count(range?: DateRange): Promise<number>;
}

/** Messages held in memory within a byte cap. Callers get copies. */
export class InMemoryContactStore extends ContactStore {
  private readonly messages = new Map<string, ContactMessage>();
  private readonly budget: MemoryBudget;

  constructor(
    seed: readonly ContactMessage[] = [],
    maxBytes = Number.POSITIVE_INFINITY,
    private readonly outbox: MailJournal = new InMemoryMailOutbox(),
  ) {
    super();
    this.budget = new MemoryBudget(maxBytes);
    for (const message of seed) {
      this.budget.force(recordBytes(message));
      this.messages.set(message.id, structuredClone(message));
    }
  }

  list(query: ContactListQuery): Promise<Page<ContactMessage>> {
    const page = listInMemory(this.messages.values(), query, {
      searchText: (m) => [m.name, m.email, m.subject, m.message],
      sortValue: {
        receivedAt: (m) => m.receivedAt,
        name: (m) => m.name.toLocaleLowerCase('en'),
        subject: (m) => m.subject.toLocaleLowerCase('en'),
      },
      id: (m) => m.id,
    });
    return Promise.resolve({ ...page, items: page.items.map((m) => structuredClone(m)) });
  }

  get(id: string): Promise<ContactMessage | undefined> {
    const message = this.messages.get(id);
    return Promise.resolve(message && structuredClone(message));
  }

  create(message: ContactMessage, mails: readonly OutgoingMail[] = []): Promise<ContactMessage> {
    return settle(() => {
      if (this.messages.has(message.id)) throw new Error(`A message with id ${message.id} already exists`);
      const bytes = recordBytes(message);
      this.budget.reserve(bytes);
      try {
        this.outbox.enqueue(mails);
      } catch (err) {
        // The outbox is full: the message is refused with its mails, never kept without them.
        this.budget.release(bytes);
        throw err;
      }
      this.messages.set(message.id, structuredClone(message));
      return structuredClone(message);
    });
  }

  delete(id: string): Promise<boolean> {
    const current = this.messages.get(id);
    if (!current) return Promise.resolve(false);
    this.budget.release(recordBytes(current));
    this.messages.delete(id);
    return Promise.resolve(true);
  }

  count(range: DateRange = {}): Promise<number> {
    let total = 0;
    for (const message of this.messages.values()) if (inRange(message.receivedAt, range)) total += 1;
    return Promise.resolve(total);
  }
}
