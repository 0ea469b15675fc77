/**
 * The audit log's store port and its memory side. A service's stores write an entry with each admin
 * change they make, in the same step: in memory they append to `InMemoryAuditLog` before they touch the
 * record (an append that throws leaves the record as it was); in PostgreSQL they insert it in the
 * change's transaction (audit-log.pg-store.ts). Reads of many records (exports) and of files (resume
 * downloads) have no change to go with and are recorded on their own (`record`). The API only reads
 * the log; entries past the retention period are purged.
 */
import {
  AUDIT_CURSOR_PATTERN,
  AUDIT_ENTITY_PATTERN,
  AUDIT_QUERY_LIMITS,
  type AuditAction,
  type AuditActor,
  type AuditEntityType,
  type AuditEntry,
  type AuditFields,
  type AuditPage,
  type AuditQuery,
} from '../contracts/audit';
import { MemoryBudget, recordBytes } from './memory-budget';
import { settle } from './memory-list';

/** Who acted, from where and when: what the service hands its store with each admin write. */
export interface AuditStamp {
  actor: AuditActor;
  address: string;
  /** ISO 8601 time of the change (the service's clock). */
  at: string;
}

/** An entry as a write records it; the log gives it its id. */
export type NewAuditEntry = Omit<AuditEntry, 'id'>;

/** The query as the stores run it: the cursor parsed, the limit settled. */
export interface AuditFilter {
  before?: { at: Date; id?: bigint };
  limit: number;
  actor?: string;
  entityType?: AuditEntityType;
  entityId?: string;
  action?: AuditAction;
}

/** The validated query (the DTO checked each field's form) as the stores run it. */
export function toAuditFilter(query: AuditQuery): AuditFilter {
  const filter: AuditFilter = { limit: query.limit ?? AUDIT_QUERY_LIMITS.defaultLimit };
  const cursor = query.before === undefined ? null : AUDIT_CURSOR_PATTERN.exec(query.before);
  if (cursor?.[1]) filter.before = { at: new Date(cursor[1]), ...(cursor[2] && { id: BigInt(cursor[2]) }) };
  const entity = query.entity === undefined ? null : AUDIT_ENTITY_PATTERN.exec(query.entity);
  if (entity?.[1]) filter.entityType = entity[1] as AuditEntityType;
  if (entity?.[2]) filter.entityId = entity[2];
  if (query.actor !== undefined) filter.actor = query.actor;
  if (query.action !== undefined) filter.action = query.action;
  return filter;
}

/** The `next` cursor after `entry`: resumes exactly after it. */
export const auditCursor = (entry: Pick<AuditEntry, 'at' | 'id'>): string => `${entry.at}~${entry.id}`;

/** One page of `sorted` (newest first), with `next` when a further entry exists. */
export function auditPage(sortedNewestFirst: readonly AuditEntry[], limit: number): AuditPage {
  const items = sortedNewestFirst.slice(0, limit);
  const last = items.at(-1);
  return sortedNewestFirst.length > limit && last ? { items, next: auditCursor(last) } : { items };
}

/**
 * A change a record dates on itself (its creation, publication, last edit) whose author is sought: the
 * record, the actions the change may have been recorded as, and the span its entry was stamped in (the
 * change's request reads the clock for the record, then again for the entry, so the entry lies at or
 * just after the record's time).
 */
export interface AuditLookup {
  entity: { type: AuditEntityType; id: string };
  actions: readonly AuditAction[];
  /** Included. */
  from: Date;
  /** Excluded. */
  to: Date;
}

export abstract class AuditLog {
  /** Newest first, filtered; `next` when more may follow. */
  abstract list(filter: AuditFilter): Promise<AuditPage>;
  /**
   * For each lookup, in order, who made the earliest entry matching it (undefined when none does): one
   * entry read per lookup, through the record's index, whatever the size of the log.
   */
  abstract actorsOf(lookups: readonly AuditLookup[]): Promise<(AuditActor | undefined)[]>;
  /** A read recorded on its own (an export, a download): no change goes with it. */
  abstract record(entry: NewAuditEntry): Promise<void>;
  /** Deletes the entries older than `cutoff`; how many went. */
  abstract purge(cutoff: Date): Promise<number>;
  /** The entries that concern one person (see AuditSelection), oldest first. */
  abstract about(selection: AuditSelection): Promise<AuditEntry[]>;
  /**
   * Replaces each entry that concerns the person with `rewrite(entry)` (its id and time kept); how many
   * were rewritten. An erasure's redaction: the one change an entry ever sees.
   */
  abstract redact(selection: AuditSelection, rewrite: (entry: AuditEntry) => AuditEntry): Promise<number>;
}

/**
 * One person, as an erasure or export of their data finds their entries: every entry about one of their
 * records, made by their address (a staff member's own sign-ins), or naming the address in its fields
 * (a refused sign-in, a reply's recipient, an export's search).
 */
export interface AuditSelection {
  records: readonly { type: AuditEntityType; id: string }[];
  /** Lower case; matched without case. */
  email: string;
}

/** Whether `entry` concerns the person `selection` describes. */
export function concernsPerson(entry: AuditEntry, selection: AuditSelection): boolean {
  const { type, id } = entry.entity;
  if (selection.records.some((record) => record.type === type && record.id === id)) return true;
  if (entry.actor.email.toLowerCase() === selection.email) return true;
  const fields = JSON.stringify([entry.before, entry.after, entry.details]).toLowerCase();
  return fields.includes(selection.email);
}

/** What a memory store appends to, synchronously, as part of its change. */
export interface AuditJournal {
  append(entry: NewAuditEntry): void;
}

/**
 * The log in memory, within a byte cap (MEMORY_STORE_MAX_MB, as every memory store). Past the cap the
 * oldest entries make room: refusing the entry would refuse the admin's change with it, and memory mode
 * keeps nothing across a restart anyway, so the newest history is what matters.
 */
export class InMemoryAuditLog extends AuditLog implements AuditJournal {
  private entries: AuditEntry[] = [];
  private readonly sizes = new Map<string, number>();
  private readonly budget: MemoryBudget;
  private sequence = 0n;

  constructor(maxBytes = Number.POSITIVE_INFINITY) {
    super();
    this.budget = new MemoryBudget(maxBytes);
  }

  append(entry: NewAuditEntry): void {
    this.sequence += 1n;
    const stored: AuditEntry = structuredClone({ id: String(this.sequence), ...entry });
    const bytes = recordBytes(stored);
    while (this.entries.length > 0 && this.budget.usedBytes + bytes > this.budget.maxBytes) {
      const [oldest] = this.entries.splice(0, 1);
      if (oldest) this.forget(oldest);
    }
    this.budget.force(bytes);
    this.sizes.set(stored.id, bytes);
    this.entries.push(stored);
  }

  record(entry: NewAuditEntry): Promise<void> {
    return settle(() => this.append(entry));
  }

  list(filter: AuditFilter): Promise<AuditPage> {
    const actor = filter.actor?.toLowerCase();
    const matching = this.entries.filter(
      (entry) =>
        (!filter.before || isBefore(entry, filter.before)) &&
        (actor === undefined ||
          entry.actor.id === filter.actor ||
          entry.actor.email.toLowerCase() === actor) &&
        (filter.entityType === undefined || entry.entity.type === filter.entityType) &&
        (filter.entityId === undefined || entry.entity.id === filter.entityId) &&
        (filter.action === undefined || entry.action === filter.action),
    );
    matching.sort((a, b) => compareEntries(b, a));
    return Promise.resolve(auditPage(structuredClone(matching.slice(0, filter.limit + 1)), filter.limit));
  }

  actorsOf(lookups: readonly AuditLookup[]): Promise<(AuditActor | undefined)[]> {
    return Promise.resolve(
      lookups.map((lookup) => {
        let first: AuditEntry | undefined;
        for (const entry of this.entries) {
          if (matches(entry, lookup) && (!first || compareEntries(entry, first) < 0)) first = entry;
        }
        return first && { ...first.actor };
      }),
    );
  }

  purge(cutoff: Date): Promise<number> {
    const kept = this.entries.filter((entry) => Date.parse(entry.at) >= cutoff.getTime());
    const gone = this.entries.length - kept.length;
    for (const entry of this.entries) if (Date.parse(entry.at) < cutoff.getTime()) this.forget(entry);
    this.entries = kept;
    return Promise.resolve(gone);
  }

  about(selection: AuditSelection): Promise<AuditEntry[]> {
    const found = this.entries.filter((entry) => concernsPerson(entry, selection));
    return Promise.resolve(structuredClone(found.sort(compareEntries)));
  }

  redact(selection: AuditSelection, rewrite: (entry: AuditEntry) => AuditEntry): Promise<number> {
    return settle(() => this.redactNow(selection, rewrite));
  }

  /** `redact` at once, for a memory store erasing in the same step. */
  redactNow(selection: AuditSelection, rewrite: (entry: AuditEntry) => AuditEntry): number {
    let rewritten = 0;
    this.entries = this.entries.map((entry) => {
      if (!concernsPerson(entry, selection)) return entry;
      const next: AuditEntry = structuredClone({ ...rewrite(entry), id: entry.id, at: entry.at });
      const bytes = recordBytes(next);
      this.budget.release(this.sizes.get(entry.id) ?? 0);
      this.budget.force(bytes);
      this.sizes.set(entry.id, bytes);
      rewritten += 1;
      return next;
    });
    return rewritten;
  }

  private forget(entry: AuditEntry): void {
    this.budget.release(this.sizes.get(entry.id) ?? 0);
    this.sizes.delete(entry.id);
  }
}

/** Oldest first: by time, then by id (the order entries were written in). */
function compareEntries(a: AuditEntry, b: AuditEntry): number {
  const time = Date.parse(a.at) - Date.parse(b.at);
  if (time !== 0) return time;
  const [x, y] = [BigInt(a.id), BigInt(b.id)];
  return x < y ? -1 : x > y ? 1 : 0;
}

function matches(entry: AuditEntry, { entity, actions, from, to }: AuditLookup): boolean {
  const time = Date.parse(entry.at);
  return (
    entry.entity.type === entity.type &&
    entry.entity.id === entity.id &&
    actions.includes(entry.action) &&
    time >= from.getTime() &&
    time < to.getTime()
  );
}

function isBefore(entry: AuditEntry, before: NonNullable<AuditFilter['before']>): boolean {
  const time = Date.parse(entry.at);
  if (time !== before.at.getTime()) return time < before.at.getTime();
  return before.id !== undefined && BigInt(entry.id) < before.id;
}

/** What an audited record's entries say about it. */
export interface AuditSubject {
  type: AuditEntityType;
  /** Fields never written to the log (secrets, file contents). */
  omit?: readonly string[];
  /** The status field: an update changing it and nothing but `bookkeeping` is a `status` action. */
  status?: string;
  /** Fields the store sets itself with any change (`updatedAt`, `publishedAt`). */
  bookkeeping?: readonly string[];
}

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The record's `keys` but the omitted ones; an absent field is left out, or null with `absentAsNull`. */
function fieldsOf(
  record: object,
  keys: Iterable<string>,
  omit: readonly string[],
  absentAsNull = false,
): AuditFields {
  const source = record as Record<string, unknown>;
  const fields: AuditFields = {};
  for (const key of keys) {
    if (omit.includes(key)) continue;
    if (source[key] !== undefined) fields[key] = source[key];
    else if (absentAsNull) fields[key] = null;
  }
  return structuredClone(fields);
}

/**
 * The entry of a change to one record: a create (`before` undefined) carries every field after, a
 * delete (`after` undefined) every field before, an update only the fields whose value changed, both
 * sides. An update of the status alone (with bookkeeping) is a `status` action.
 */
export function changeEntry(
  stamp: AuditStamp,
  subject: AuditSubject,
  id: string,
  before: object | undefined,
  after: object | undefined,
): NewAuditEntry {
  const omit = subject.omit ?? [];
  const base = { ...stamp, entity: { type: subject.type, id }, details: null };
  if (!before)
    return {
      ...base,
      action: 'create',
      before: null,
      after: fieldsOf(after ?? {}, Object.keys(after ?? {}), omit),
    };
  if (!after)
    return { ...base, action: 'delete', before: fieldsOf(before, Object.keys(before), omit), after: null };
  const [was, now] = [before as Record<string, unknown>, after as Record<string, unknown>];
  const changed = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter(
    (key) => !omit.includes(key) && !sameJson(was[key], now[key]),
  );
  const bookkeeping = subject.bookkeeping ?? [];
  const statusOnly =
    subject.status !== undefined &&
    changed.includes(subject.status) &&
    changed.every((key) => key === subject.status || bookkeeping.includes(key));
  return {
    ...base,
    action: statusOnly ? 'status' : 'update',
    // A field cleared by the change reads null on its side, so both sides name the same fields.
    before: fieldsOf(was, changed, omit, true),
    after: fieldsOf(now, changed, omit, true),
  };
}

/** The entry of a read: an export of a list (`id` null) or a download of one record's file. */
export function readEntry(
  stamp: AuditStamp,
  type: AuditEntityType,
  id: string | null,
  action: Extract<AuditAction, 'export' | 'download'>,
  details: AuditFields,
): NewAuditEntry {
  return {
    ...stamp,
    entity: { type, id },
    action,
    before: null,
    after: null,
    details: structuredClone(details),
  };
}

/**
 * The journal a memory store appends to: the service's log itself, which memory mode makes an
 * `InMemoryAuditLog`. Anything else means the stores and the log disagree on the mode.
 */
export function memoryJournal(log: AuditLog): AuditJournal {
  if (!(log instanceof InMemoryAuditLog)) throw new Error('memory stores need the in-memory audit log');
  return log;
}
