/**
 * Where client briefs are kept. The service depends on the abstract class (also the injection token);
 * memory (the demo default and the tests' double) and PostgreSQL implement it, and one contract suite
 * (briefs.store.contract.ts) runs unchanged against both.
 */
import type {
  BriefSortField,
  BriefStatus,
  ClientBrief,
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
import { InMemoryMailOutbox, type MailJournal, type OutgoingMail } from '@madar/shared/mail';
import { assignEntry, type LeadStore, matchesAssignee } from '@madar/shared/follow-up';
import { type LeadLeftovers, NO_LEFTOVERS, type PurgeCounts, purgeEntry } from '@madar/shared/privacy';

export type BriefChanges = Partial<Omit<ClientBrief, 'id' | 'submittedAt'>>;
/** `assignee`: an account's id, or null for the briefs given to nobody. */
export type BriefListQuery = ListQuery<BriefSortField, BriefStatus> & { assignee?: string | null };

export abstract class BriefsStore implements LeadStore<ClientBrief, BriefStatus> {
  abstract list(query: BriefListQuery): Promise<Page<ClientBrief>>;
  abstract get(id: string): Promise<ClientBrief | undefined>;
  /**
   * Resolves once the brief is stored (committed, in PostgreSQL) with its mails in the outbox: both or
   * neither.
   */
  abstract create(brief: ClientBrief, mails?: readonly OutgoingMail[]): Promise<ClientBrief>;
  /**
   * The updated brief, or undefined when there is none with this id. With a stamp, the change's audit
   * entry is written with it: both or neither.
   */
  abstract update(id: string, changes: BriefChanges, audit?: AuditStamp): Promise<ClientBrief | undefined>;
  /** Whether a brief was deleted; with a stamp, audited as `update` is. */
  abstract delete(id: string, audit?: AuditStamp): Promise<boolean>;
  /** How many briefs arrived in the range (all of them without one). */
  abstract count(range?: DateRange): Promise<number>;
  abstract assign(
    id: string,
    assignee: LeadAssignee | undefined,
    audit: AuditStamp,
    mails: readonly OutgoingMail[],
  ): Promise<ClientBrief | undefined>;
  abstract unassign(assigneeIds: readonly string[]): Promise<void>;
  /**
   * Deletes the briefs submitted before `cutoff` with their notes and mails, and writes a `purge` entry
   * stamped `at` with the counts, with them (none when nothing was old enough); the counts.
   */
  abstract purge(cutoff: Date, at: Date): Promise<PurgeCounts>;
}

/** What `search` looks in; PostgreSQL's generated search column holds the same fields. */
export const briefSearchText = (brief: ClientBrief) => [
  brief.companyName,
  brief.industry,
  brief.contactName,
  brief.email,
  brief.phone,
  brief.description,
];

/** How a brief's changes read in the audit log. */
export const BRIEF_AUDIT: AuditSubject = { type: 'brief', status: 'status' };

/**
 * Briefs held in memory, within a byte cap: past it a new brief is refused (STORAGE.FULL) and nothing
 * stored is touched. Callers get copies, so changing a returned brief never changes the stored one.
 */
export class InMemoryBriefsStore extends BriefsStore {
  private readonly briefs = new Map<string, ClientBrief>();
  private readonly budget: MemoryBudget;

  constructor(
    seed: readonly ClientBrief[] = [],
    maxBytes = Number.POSITIVE_INFINITY,
    private readonly journal: AuditJournal = new InMemoryAuditLog(),
    private readonly outbox: MailJournal = new InMemoryMailOutbox(),
    /** The notes and mails a purge forgets with the briefs (the service's, in memory mode). */
    private readonly leftovers: LeadLeftovers = NO_LEFTOVERS,
  ) {
    super();
    this.budget = new MemoryBudget(maxBytes);
    for (const brief of seed) {
      this.budget.force(recordBytes(brief));
      this.briefs.set(brief.id, structuredClone(brief));
    }
  }

  list(query: BriefListQuery): Promise<Page<ClientBrief>> {
    const { assignee } = query;
    const briefs = [...this.briefs.values()].filter((brief) => matchesAssignee(brief, assignee));
    const page = listInMemory(briefs, query, {
      searchText: briefSearchText,
      status: (brief) => brief.status,
      sortValue: {
        submittedAt: (brief) => brief.submittedAt,
        companyName: (brief) => brief.companyName.toLocaleLowerCase('en'),
        contactName: (brief) => brief.contactName.toLocaleLowerCase('en'),
        status: (brief) => brief.status,
      },
      id: (brief) => brief.id,
    });
    return Promise.resolve({ ...page, items: page.items.map((brief) => structuredClone(brief)) });
  }

  get(id: string): Promise<ClientBrief | undefined> {
    const brief = this.briefs.get(id);
    return Promise.resolve(brief && structuredClone(brief));
  }

  create(brief: ClientBrief, mails: readonly OutgoingMail[] = []): Promise<ClientBrief> {
    return settle(() => {
      if (this.briefs.has(brief.id)) throw new Error(`A brief with id ${brief.id} already exists`);
      const bytes = recordBytes(brief);
      this.budget.reserve(bytes);
      try {
        this.outbox.enqueue(mails);
      } catch (err) {
        // The outbox is full: the brief is refused with its mails, never kept without them.
        this.budget.release(bytes);
        throw err;
      }
      this.briefs.set(brief.id, structuredClone(brief));
      return structuredClone(brief);
    });
  }

  update(id: string, changes: BriefChanges, audit?: AuditStamp): Promise<ClientBrief | undefined> {
    return settle(() => {
      const current = this.briefs.get(id);
      if (!current) return undefined;
      const updated: ClientBrief = {
        ...current,
        ...structuredClone(changes),
        id,
        submittedAt: current.submittedAt,
      };
      // The entry first: when it cannot be written, the brief stays as it was.
      if (audit) this.journal.append(changeEntry(audit, BRIEF_AUDIT, id, current, updated));
      this.budget.force(recordBytes(updated) - recordBytes(current));
      this.briefs.set(id, updated);
      return structuredClone(updated);
    });
  }

  delete(id: string, audit?: AuditStamp): Promise<boolean> {
    return settle(() => {
      const current = this.briefs.get(id);
      if (!current) return false;
      if (audit) this.journal.append(changeEntry(audit, BRIEF_AUDIT, id, current, undefined));
      this.budget.release(recordBytes(current));
      this.briefs.delete(id);
      return true;
    });
  }

  count(range: DateRange = {}): Promise<number> {
    let total = 0;
    for (const brief of this.briefs.values()) if (inRange(brief.submittedAt, range)) total += 1;
    return Promise.resolve(total);
  }

  assign(
    id: string,
    assignee: LeadAssignee | undefined,
    audit: AuditStamp,
    mails: readonly OutgoingMail[],
  ): Promise<ClientBrief | undefined> {
    return settle(() => {
      const current = this.briefs.get(id);
      if (!current) return undefined;
      const { assignee: _before, ...rest } = current;
      const updated: ClientBrief = assignee ? { ...rest, assignee: { ...assignee } } : rest;
      // The notice first: when the outbox is full, the brief stays as it was.
      this.outbox.enqueue(mails);
      this.journal.append(assignEntry(audit, { type: 'brief', id }, current, updated));
      this.budget.force(recordBytes(updated) - recordBytes(current));
      this.briefs.set(id, updated);
      return structuredClone(updated);
    });
  }

  purge(cutoff: Date, at: Date): Promise<PurgeCounts> {
    return settle(() => {
      const gone = [...this.briefs.values()].filter(
        (brief) => Date.parse(brief.submittedAt) < cutoff.getTime(),
      );
      if (gone.length === 0) return { briefs: 0, notes: 0, mails: 0 };
      const ids = gone.map((brief) => brief.id);
      const counts = { briefs: ids.length, ...this.leftovers.forget('brief', ids) };
      this.journal.append(purgeEntry(at, 'brief', cutoff, counts));
      for (const brief of gone) {
        this.budget.release(recordBytes(brief));
        this.briefs.delete(brief.id);
      }
      return counts;
    });
  }

  unassign(assigneeIds: readonly string[]): Promise<void> {
    for (const [id, brief] of this.briefs) {
      if (brief.assignee && assigneeIds.includes(brief.assignee.id)) {
        const { assignee: _gone, ...rest } = brief;
        this.briefs.set(id, rest);
      }
    }
    return Promise.resolve();
  }
}
