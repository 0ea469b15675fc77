/**
 * Where contact messages are kept. The service depends on the abstract class (also the injection
 * token); memory and PostgreSQL implement it, and one contract suite runs against both. Staff changes
 * (status, assignee, deletion) are audited with the change.
 */
import type {
  ContactMessage,
  ContactSortField,
  ContactStatus,
  DateRange,
  LeadAssignee,
  ListQuery,
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
import { assignEntry, type LeadStore, matchesAssignee } from '@madar/shared/follow-up';
import { type LeadLeftovers, NO_LEFTOVERS, type PurgeCounts, purgeEntry } from '@madar/shared/privacy';
import { InMemoryMailOutbox, type MailJournal, type OutgoingMail } from '@madar/shared/mail';

/** `assignee`: an account's id, or null for the messages given to nobody. */
export type ContactListQuery = ListQuery<ContactSortField, ContactStatus> & { assignee?: string | null };

/** How a message's changes read in the audit log. */
export const CONTACT_AUDIT: AuditSubject = { type: 'contact_message', status: 'status' };

export abstract class ContactStore implements LeadStore<ContactMessage, ContactStatus> {
  abstract list(query: ContactListQuery): Promise<Page<ContactMessage>>;
  abstract get(id: string): Promise<ContactMessage | undefined>;
  /** Resolves once the message is stored with its mails in the outbox: both or neither. */
  abstract create(message: ContactMessage, mails?: readonly OutgoingMail[]): Promise<ContactMessage>;
  /** The message with its new status, or undefined for an unknown id; with a stamp, audited with it. */
  abstract update(
    id: string,
    changes: { status: ContactStatus },
    audit?: AuditStamp,
  ): Promise<ContactMessage | undefined>;
  /** Whether a message was deleted; with a stamp, audited as `update` is. */
  abstract delete(id: string, audit?: AuditStamp): Promise<boolean>;
  /** How many messages arrived in the range (all of them without one). */
  abstract count(range?: DateRange): Promise<number>;
  abstract assign(
    id: string,
    assignee: LeadAssignee | undefined,
    audit: AuditStamp,
    mails: readonly OutgoingMail[],
  ): Promise<ContactMessage | undefined>;
  abstract unassign(assigneeIds: readonly string[]): Promise<void>;
  /**
   * Deletes the messages received before `cutoff` with their notes and mails, and writes a `purge`
   * entry stamped `at` with the counts, with them (none when nothing was old enough); the counts.
   */
  abstract purge(cutoff: Date, at: Date): Promise<PurgeCounts>;
}

/** Messages held in memory within a byte cap. Callers get copies. */
export class InMemoryContactStore extends ContactStore {
  private readonly messages = new Map<string, ContactMessage>();
  private readonly budget: MemoryBudget;

  constructor(
    seed: readonly ContactMessage[] = [],
    maxBytes = Number.POSITIVE_INFINITY,
    private readonly outbox: MailJournal = new InMemoryMailOutbox(),
    private readonly journal: AuditJournal = new InMemoryAuditLog(),
    /** The notes and mails a purge forgets with the messages (the service's, in memory mode). */
    private readonly leftovers: LeadLeftovers = NO_LEFTOVERS,
  ) {
    super();
    this.budget = new MemoryBudget(maxBytes);
    for (const message of seed) {
      this.budget.force(recordBytes(message));
      this.messages.set(message.id, structuredClone(message));
    }
  }

  list(query: ContactListQuery): Promise<Page<ContactMessage>> {
    const { assignee } = query;
    const messages = [...this.messages.values()].filter((m) => matchesAssignee(m, assignee));
    const page = listInMemory(messages, query, {
      searchText: (m) => [m.name, m.email, m.subject, m.message],
      status: (m) => m.status,
      sortValue: {
        receivedAt: (m) => m.receivedAt,
        name: (m) => m.name.toLocaleLowerCase('en'),
        subject: (m) => m.subject.toLocaleLowerCase('en'),
        status: (m) => m.status,
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

  update(
    id: string,
    changes: { status: ContactStatus },
    audit?: AuditStamp,
  ): Promise<ContactMessage | undefined> {
    return settle(() => {
      const current = this.messages.get(id);
      if (!current) return undefined;
      const updated: ContactMessage = { ...current, status: changes.status };
      // The entry first: when it cannot be written, the message stays as it was.
      if (audit) this.journal.append(changeEntry(audit, CONTACT_AUDIT, id, current, updated));
      this.messages.set(id, updated);
      return structuredClone(updated);
    });
  }

  delete(id: string, audit?: AuditStamp): Promise<boolean> {
    return settle(() => {
      const current = this.messages.get(id);
      if (!current) return false;
      if (audit) this.journal.append(changeEntry(audit, CONTACT_AUDIT, id, current, undefined));
      this.budget.release(recordBytes(current));
      this.messages.delete(id);
      return true;
    });
  }

  count(range: DateRange = {}): Promise<number> {
    let total = 0;
    for (const message of this.messages.values()) if (inRange(message.receivedAt, range)) total += 1;
    return Promise.resolve(total);
  }

  assign(
    id: string,
    assignee: LeadAssignee | undefined,
    audit: AuditStamp,
    mails: readonly OutgoingMail[],
  ): Promise<ContactMessage | undefined> {
    return settle(() => {
      const current = this.messages.get(id);
      if (!current) return undefined;
      const { assignee: _before, ...rest } = current;
      const updated: ContactMessage = assignee ? { ...rest, assignee: { ...assignee } } : rest;
      // The notice first: when the outbox is full, the message stays as it was.
      this.outbox.enqueue(mails);
      this.journal.append(assignEntry(audit, { type: 'contact_message', id }, current, updated));
      this.budget.force(recordBytes(updated) - recordBytes(current));
      this.messages.set(id, updated);
      return structuredClone(updated);
    });
  }

  purge(cutoff: Date, at: Date): Promise<PurgeCounts> {
    return settle(() => {
      const gone = [...this.messages.values()].filter((m) => Date.parse(m.receivedAt) < cutoff.getTime());
      if (gone.length === 0) return { messages: 0, notes: 0, mails: 0 };
      const ids = gone.map((message) => message.id);
      const counts = { messages: ids.length, ...this.leftovers.forget('contact_message', ids) };
      this.journal.append(purgeEntry(at, 'contact_message', cutoff, counts));
      for (const message of gone) {
        this.budget.release(recordBytes(message));
        this.messages.delete(message.id);
      }
      return counts;
    });
  }

  unassign(assigneeIds: readonly string[]): Promise<void> {
    for (const [id, message] of this.messages) {
      if (message.assignee && assigneeIds.includes(message.assignee.id)) {
        const { assignee: _gone, ...rest } = message;
        this.messages.set(id, rest);
      }
    }
    return Promise.resolve();
  }
}
