/**
 * What staff write on a lead: its internal notes, and the text of each reply they send its sender
 * (kept beside the reply's mail in the outbox, so the thread shows what was written and by whom). One
 * port for every kind of lead, a memory side here and a PostgreSQL one (notes.pg-store.ts) in the
 * service's own schema; each write goes with its audit entry (and a reply with its mail): all or none.
 */
import type { LeadKind, LeadNote, StaffRef } from '../contracts/follow-up';
import { type AuditJournal, type AuditStamp, InMemoryAuditLog, type NewAuditEntry } from '../data/audit-log';
import { MemoryBudget, recordBytes } from '../data/memory-budget';
import { settle } from '../data/memory-list';
import type { OutgoingMail } from '../mail/mail';
import { InMemoryMailOutbox, type MailJournal } from '../mail/outbox';

/** One lead, by the audit log's (and the outbox's) names. */
export interface LeadRef {
  type: LeadKind;
  id: string;
}

/** A reply as the store keeps it: its mail (purpose `reply`), what its author typed and who they were. */
export interface SentReply {
  mail: OutgoingMail;
  text: string;
  sentBy: StaffRef;
  /** ISO 8601. */
  createdAt: string;
}

/** A reply's words and author, by its mail's id: what the thread adds to the outbox's summary. */
export type ReplyAuthorship = Map<string, { text: string; sentBy: StaffRef }>;

export abstract class LeadNotesStore {
  /** The lead's notes, oldest first. */
  abstract notes(lead: LeadRef): Promise<LeadNote[]>;
  /** Keeps the note with its audit entry (`note`): both or neither. */
  abstract addNote(lead: LeadRef, note: LeadNote, audit: AuditStamp): Promise<LeadNote>;
  /** Queues the reply's mail, keeps its text and author, writes its audit entry (`reply`): all or none. */
  abstract addReply(lead: LeadRef, reply: SentReply, audit: AuditStamp): Promise<void>;
  /** The replies sent on the lead, by mail id. */
  abstract replies(lead: LeadRef): Promise<ReplyAuthorship>;
  /** Every note and reply text on any of `leads` (a person's data), oldest first, each with its lead. */
  abstract ofLeads(leads: readonly LeadRef[]): Promise<{ lead: LeadRef; note: LeadNote }[]>;
  /** Deletes every note and reply text on `leads` (a person's erasure); how many went. */
  abstract forget(leads: readonly LeadRef[]): Promise<number>;
}

export const noteEntry = (stamp: AuditStamp, lead: LeadRef, note: LeadNote): NewAuditEntry => ({
  ...stamp,
  entity: { type: lead.type, id: lead.id },
  action: 'note',
  before: null,
  after: { id: note.id, text: note.text },
  details: null,
});

export const replyEntry = (stamp: AuditStamp, lead: LeadRef, reply: SentReply): NewAuditEntry => ({
  ...stamp,
  entity: { type: lead.type, id: lead.id },
  action: 'reply',
  before: null,
  after: null,
  details: { mailId: reply.mail.id, to: reply.mail.to, subject: reply.mail.subject },
});

interface Written {
  lead: LeadRef;
  note: LeadNote;
  /** Set for a reply's text: the outbox mail it went with. */
  mailId?: string;
}

/** By time, then by id, as PostgreSQL orders them. */
const oldestFirst = (a: LeadNote, b: LeadNote): number =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

const sameLead = (a: LeadRef, b: LeadRef) => a.type === b.type && a.id === b.id;

/** In memory, within a byte cap like every memory store (STORAGE.FULL past it). Callers get copies. */
export class InMemoryLeadNotesStore extends LeadNotesStore {
  private readonly written: Written[] = [];
  private readonly budget: MemoryBudget;

  constructor(
    maxBytes = Number.POSITIVE_INFINITY,
    private readonly journal: AuditJournal = new InMemoryAuditLog(),
    private readonly outbox: MailJournal = new InMemoryMailOutbox(),
  ) {
    super();
    this.budget = new MemoryBudget(maxBytes);
  }

  notes(lead: LeadRef): Promise<LeadNote[]> {
    return Promise.resolve(
      this.written
        .filter((w) => w.mailId === undefined && sameLead(w.lead, lead))
        .map((w) => structuredClone(w.note))
        .sort(oldestFirst),
    );
  }

  addNote(lead: LeadRef, note: LeadNote, audit: AuditStamp): Promise<LeadNote> {
    return settle(() => {
      this.keep({ lead, note }, () => this.journal.append(noteEntry(audit, lead, note)));
      return structuredClone(note);
    });
  }

  addReply(lead: LeadRef, reply: SentReply, audit: AuditStamp): Promise<void> {
    return settle(() => {
      const note: LeadNote = {
        id: reply.mail.id,
        text: reply.text,
        author: reply.sentBy,
        createdAt: reply.createdAt,
      };
      this.keep({ lead, note, mailId: reply.mail.id }, () => {
        this.outbox.enqueue([reply.mail]);
        this.journal.append(replyEntry(audit, lead, reply));
      });
    });
  }

  replies(lead: LeadRef): Promise<ReplyAuthorship> {
    const replies: ReplyAuthorship = new Map();
    for (const w of this.written) {
      if (w.mailId !== undefined && sameLead(w.lead, lead)) {
        replies.set(w.mailId, { text: w.note.text, sentBy: { ...w.note.author } });
      }
    }
    return Promise.resolve(replies);
  }

  ofLeads(leads: readonly LeadRef[]): Promise<{ lead: LeadRef; note: LeadNote }[]> {
    const found = this.written.filter((w) => leads.some((lead) => sameLead(w.lead, lead)));
    return Promise.resolve(
      found
        .map((w) => structuredClone({ lead: w.lead, note: w.note }))
        .sort((a, b) => oldestFirst(a.note, b.note)),
    );
  }

  forget(leads: readonly LeadRef[]): Promise<number> {
    return settle(() => this.forgetNow(leads));
  }

  /** `forget` at once, for an erasure made in the same step as the person's records. */
  forgetNow(leads: readonly LeadRef[]): number {
    let gone = 0;
    for (let index = this.written.length - 1; index >= 0; index -= 1) {
      const w = this.written[index];
      if (w && leads.some((lead) => sameLead(w.lead, lead))) {
        this.budget.release(recordBytes(w));
        this.written.splice(index, 1);
        gone += 1;
      }
    }
    return gone;
  }

  /** Reserves room, runs what goes with the write (throws: nothing kept), then keeps it. */
  private keep(written: Written, alongside: () => void): void {
    const bytes = recordBytes(written);
    this.budget.reserve(bytes);
    try {
      alongside();
    } catch (err) {
      this.budget.release(bytes);
      throw err;
    }
    this.written.push(structuredClone(written));
  }
}
