/**
 * What a privacy request leaves in the audit log: the earlier entries that concern the person with
 * their values replaced by ERASED_VALUE (so the log still says who changed what, and when), one `erase`
 * entry of its own, and the address itself only as a SHA-256 (an owner asked later whether an address
 * was erased can hash it and look).
 */
import { createHash } from 'node:crypto';
import type { AuditEntry, AuditFields } from '../contracts/audit';
import { ERASED_VALUE } from '../contracts/personal-data';
import type { AuditSelection, AuditStamp, NewAuditEntry } from '../data/audit-log';

/**
 * Fields of an entry about the person's record that say nothing about the person: kept, so the history
 * still reads (a status went from new to closed, the lead was given to a colleague, a mail was resent).
 */
const KEPT_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'status',
  'state',
  'assignee',
  'mailId',
  'jobId',
  'purpose',
  'language',
  'submittedAt',
  'receivedAt',
  'subscribedAt',
  'updatedAt',
]);

/** The address as every match compares it. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** The address's SHA-256 (hex) of its normalized form: what an `erase` or `export` entry keeps of it. */
export const emailDigest = (email: string): string =>
  createHash('sha256').update(normalizeEmail(email)).digest('hex');

function redactValue(value: unknown, whole: boolean, email: string): unknown {
  if (typeof value === 'string') return whole || value.toLowerCase().includes(email) ? ERASED_VALUE : value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, whole, email));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        whole && KEPT_FIELDS.has(key) ? item : redactValue(item, whole, email),
      ]),
    );
  }
  // Numbers, booleans and nulls (a count, a flag) say nothing about a person on their own.
  return value;
}

const redactFields = (fields: AuditFields | null, whole: boolean, email: string): AuditFields | null =>
  fields === null ? null : (redactValue(fields, whole, email) as AuditFields);

/**
 * `entry` with the person's values replaced: in an entry about one of their records every value but
 * KEPT_FIELDS (what they wrote, their name, phone, a note's text, a file's name); in any other entry each
 * string that holds their address; the actor and its address when they acted themselves (a staff
 * member's own sign-ins).
 */
export function redactEntry(entry: AuditEntry, person: AuditSelection): AuditEntry {
  const whole = person.records.some(
    (record) => record.type === entry.entity.type && record.id === entry.entity.id,
  );
  const actedThemselves = entry.actor.email.toLowerCase() === person.email;
  return {
    ...entry,
    actor: actedThemselves ? { ...entry.actor, email: ERASED_VALUE } : entry.actor,
    address: actedThemselves ? ERASED_VALUE : entry.address,
    before: redactFields(entry.before, whole, person.email),
    after: redactFields(entry.after, whole, person.email),
    details: redactFields(entry.details, whole, person.email),
  };
}

/** The entry an erasure writes: what went, by kind, and the address's digest. */
export const erasureEntry = (
  stamp: AuditStamp,
  email: string,
  erased: Record<string, number>,
): NewAuditEntry => ({
  ...stamp,
  entity: { type: 'personal_data', id: null },
  action: 'erase',
  before: null,
  after: null,
  details: { emailSha256: emailDigest(email), erased: { ...erased } },
});

/** The entry an export writes: a read of one person's data, named by the address's digest. */
export const personalExportEntry = (stamp: AuditStamp, email: string): NewAuditEntry => ({
  ...stamp,
  entity: { type: 'personal_data', id: null },
  action: 'export',
  before: null,
  after: null,
  details: { emailSha256: emailDigest(email) },
});
