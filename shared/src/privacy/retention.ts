/**
 * Retention of what visitors send: RETENTION_*_DAYS, the cut-off a purge deletes before, the audit
 * entry a purge leaves (counts only: the records are gone, and their fields must not outlive them in
 * the log) and what a memory-mode purge forgets beside the records (their notes and mails).
 */
import { type AuditEntityType, DEFAULT_RETENTION_DAYS, type LeadKind } from '../contracts';
import type { NewAuditEntry } from '../data/audit-log';
import { InMemoryMailOutbox, type MailOutbox } from '../mail/outbox';
import { InMemoryLeadNotesStore, type LeadNotesStore } from '../follow-up/notes.store';
import { wholeNumber } from '../node/config';

const DAY_MS = 24 * 60 * 60 * 1000;

const days = (fallback: number, what: string) =>
  wholeNumber({
    default: fallback,
    desc: `Days ${what} are kept after they were sent, then deleted by an hourly purge; 0 keeps them`,
  });

export const inquiriesRetentionSpecs = () => ({
  RETENTION_BRIEFS_DAYS: days(DEFAULT_RETENTION_DAYS.briefs, 'client briefs (with their notes and mails)'),
  RETENTION_MESSAGES_DAYS: days(
    DEFAULT_RETENTION_DAYS.messages,
    'contact messages (with their notes and mails)',
  ),
});

export const recruitmentRetentionSpecs = () => ({
  RETENTION_APPLICATIONS_DAYS: days(
    DEFAULT_RETENTION_DAYS.applications,
    'job applications (with their resumes, notes and mails)',
  ),
});

/** Records sent before this instant are past a `days`-day retention at `now`. */
export const retentionCutoff = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** What a purge deleted, by kind (`briefs`, `notes`, `mails`, `resumes`). */
export type PurgeCounts = Record<string, number>;

/** Who a purge's entry names: no staff member acted. */
export const SYSTEM_ACTOR = { id: 'system', email: 'system' } as const;

/** The audit entry of a purge: when, of which kind, the cut-off and how many of each went. */
export function purgeEntry(
  at: Date,
  type: AuditEntityType,
  cutoff: Date,
  counts: PurgeCounts,
): NewAuditEntry {
  return {
    at: at.toISOString(),
    actor: { ...SYSTEM_ACTOR },
    address: '',
    entity: { type, id: null },
    action: 'purge',
    before: null,
    after: null,
    details: { sentBefore: cutoff.toISOString(), ...counts },
  };
}

/** What a memory store forgets beside the records it purges. */
export interface LeadLeftovers {
  /** Forgets the leads' notes and mails; how many of each went. */
  forget(type: LeadKind, ids: readonly string[]): { notes: number; mails: number };
}

/** Nothing beside the records (a store built without the service's notes and outbox: tests). */
export const NO_LEFTOVERS: LeadLeftovers = { forget: () => ({ notes: 0, mails: 0 }) };

/** Memory mode: the service's notes store and outbox, which memory mode makes in-memory ones. */
export function memoryLeftovers(notes: LeadNotesStore, outbox: MailOutbox): LeadLeftovers {
  if (!(notes instanceof InMemoryLeadNotesStore) || !(outbox instanceof InMemoryMailOutbox)) {
    throw new Error('memory stores need the in-memory notes store and outbox');
  }
  return {
    forget: (type, ids) => {
      const leads = ids.map((id) => ({ type, id }));
      // The records' mails only: no mail goes to an empty address, so none is taken for its recipient.
      return { notes: notes.forgetNow(leads), mails: outbox.forgetNow({ records: leads, email: '' }) };
    },
  };
}
