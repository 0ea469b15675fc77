/**
 * The versions of edited records (posts, jobs): the store port, its memory side and the entries a save
 * writes. A service's stores keep a version with each audited create or update, in the same step as
 * the audit entry: in memory they append to `InMemoryVersions` alongside the change; in PostgreSQL they
 * insert it in the change's transaction (versions.pg-store.ts). The API reads the history and restores
 * through the record's own update, which writes the restored state as one more version.
 */
import type { AuditEntityType } from '../contracts/audit';
import type { Version, VersionAuthor, VersionSummary } from '../contracts/version';
import { VERSION_ID_PATTERN } from '../contracts/version';
import type { AuditStamp } from './audit-log';
import { MemoryBudget, recordBytes } from './memory-budget';
import { currentEditor } from './versions.editor';

/** The record a history belongs to. */
export interface VersionedEntity {
  type: AuditEntityType;
  id: string;
}

/** What a kind of record keeps in its versions. */
export interface VersionSubject {
  type: AuditEntityType;
  /** Fields never kept: computed ones that are not the editor's state (a job's application count). */
  omit?: readonly string[];
}

/** A version as a save writes it; the store gives it its id. */
export interface NewVersion {
  entity: VersionedEntity;
  createdAt: string;
  author: VersionAuthor | null;
  state: Record<string, unknown>;
}

/** How many versions of one record memory mode keeps (the oldest go first); PostgreSQL keeps all. */
export const MEMORY_VERSIONS_PER_RECORD = 50;

/**
 * The author of a save: the stamp's account, named as the signed-in editor's token names it. A save
 * outside an editor's request (a script, a test) names the account by its email, which is what the
 * stamp carries.
 */
export function versionAuthor(stamp: AuditStamp): VersionAuthor {
  const editor = currentEditor();
  const name = editor?.id === stamp.actor.id ? editor.name : stamp.actor.email;
  return { id: stamp.actor.id, name };
}

function stateOf(subject: VersionSubject, record: object): Record<string, unknown> {
  const state: Record<string, unknown> = structuredClone({ ...record });
  for (const key of subject.omit ?? []) delete state[key];
  return state;
}

/** When a state was saved: its own `updatedAt` when it keeps one (the time the record shows), else `fallback`. */
function savedAt(state: object, fallback: string): string {
  const { updatedAt } = state as { updatedAt?: unknown };
  return typeof updatedAt === 'string' ? updatedAt : fallback;
}

/** The version a save of `record` (its whole state after the save) writes. */
export function versionEntry(
  stamp: AuditStamp,
  subject: VersionSubject,
  id: string,
  record: object,
): NewVersion {
  return {
    entity: { type: subject.type, id },
    createdAt: savedAt(record, stamp.at),
    author: versionAuthor(stamp),
    state: stateOf(subject, record),
  };
}

/**
 * The baseline of a record whose history is empty when it is saved (seeded, or written before versions
 * were kept): its state before the save, dated by its last change, by nobody in particular.
 */
export function baselineEntry(
  stamp: AuditStamp,
  subject: VersionSubject,
  id: string,
  before: object,
): NewVersion {
  return {
    entity: { type: subject.type, id },
    createdAt: savedAt(before, stamp.at),
    author: null,
    state: stateOf(subject, before),
  };
}

/** The versions a save of `record` writes: its own, and (an update) the baseline of the record `before` it. */
export const saveVersions = (
  stamp: AuditStamp,
  subject: VersionSubject,
  id: string,
  record: object,
  before?: object,
): [NewVersion, NewVersion?] => [
  versionEntry(stamp, subject, id, record),
  before && baselineEntry(stamp, subject, id, before),
];

/**
 * The update that puts a version's state back: those of `fields` the state holds. What is left out (times,
 * a schedule whose moment has most likely passed) stays the record's service's business.
 */
export function restoredFields<Update>(state: object, fields: readonly string[]): Update {
  const update: Record<string, unknown> = {};
  for (const field of fields) {
    const value = (state as Record<string, unknown>)[field];
    if (value !== undefined) update[field] = value;
  }
  return update as Update;
}

/** Whether `id` can name a version at all (anything else is simply unknown: 404). */
export const isVersionId = (id: string): boolean => VERSION_ID_PATTERN.test(id);

export abstract class VersionsStore {
  /** The record's versions, newest first, without their states. */
  abstract list(entity: VersionedEntity): Promise<VersionSummary[]>;
  /** One version of the record; undefined when unknown or another record's. */
  abstract get(entity: VersionedEntity, versionId: string): Promise<Version<unknown> | undefined>;
}

/** What a memory store appends to, synchronously, as part of its change. */
export interface VersionJournal {
  /** Keeps `version`; with a `baseline` (an update's state before), that first when the record has none. */
  append(version: NewVersion, baseline?: NewVersion): void;
}

interface StoredVersion extends Version<Record<string, unknown>> {
  key: string;
  bytes: number;
}

const keyOf = (entity: VersionedEntity): string => `${entity.type}:${entity.id}`;

const summary = ({ id, createdAt, author }: StoredVersion): VersionSummary => ({
  id,
  createdAt,
  author: author && { ...author },
});

/**
 * Versions in memory, within a byte cap (MEMORY_STORE_MAX_MB, as every memory store) and at most
 * `perRecord` per record. Past either the oldest versions make room: refusing the version would refuse
 * the editor's save with it, and memory mode keeps nothing across a restart anyway.
 */
export class InMemoryVersions extends VersionsStore implements VersionJournal {
  private readonly byRecord = new Map<string, StoredVersion[]>();
  /** Every kept version's record, oldest first: what the byte cap evicts from. */
  private readonly order: StoredVersion[] = [];
  private readonly budget: MemoryBudget;
  private sequence = 0;

  constructor(
    maxBytes = Number.POSITIVE_INFINITY,
    private readonly perRecord = MEMORY_VERSIONS_PER_RECORD,
  ) {
    super();
    this.budget = new MemoryBudget(maxBytes);
  }

  append(version: NewVersion, baseline?: NewVersion): void {
    const key = keyOf(version.entity);
    if (baseline && !this.byRecord.has(key)) this.keep(key, baseline);
    this.keep(key, version);
  }

  list(entity: VersionedEntity): Promise<VersionSummary[]> {
    const versions = this.byRecord.get(keyOf(entity)) ?? [];
    return Promise.resolve([...versions].reverse().map(summary));
  }

  get(entity: VersionedEntity, versionId: string): Promise<Version<unknown> | undefined> {
    const found = this.byRecord.get(keyOf(entity))?.find((version) => version.id === versionId);
    if (!found) return Promise.resolve(undefined);
    return Promise.resolve({ ...summary(found), state: structuredClone(found.state) });
  }

  private keep(key: string, version: NewVersion): void {
    this.sequence += 1;
    const stored: StoredVersion = {
      id: String(this.sequence),
      createdAt: version.createdAt,
      author: version.author && { ...version.author },
      state: structuredClone(version.state),
      key,
      bytes: 0,
    };
    stored.bytes = recordBytes(stored);
    const mine = this.byRecord.get(key) ?? [];
    while (mine.length >= this.perRecord) this.forget(mine[0]);
    while (this.order.length > 0 && this.budget.usedBytes + stored.bytes > this.budget.maxBytes) {
      this.forget(this.order[0]);
    }
    this.budget.force(stored.bytes);
    this.byRecord.set(key, [...(this.byRecord.get(key) ?? []), stored]);
    this.order.push(stored);
  }

  private forget(version: StoredVersion | undefined): void {
    if (!version) return;
    const versions = this.byRecord.get(version.key) ?? [];
    versions.splice(versions.indexOf(version), 1);
    if (versions.length === 0) this.byRecord.delete(version.key);
    this.order.splice(this.order.indexOf(version), 1);
    this.budget.release(version.bytes);
  }
}

/**
 * The journal a memory store appends to: the service's versions store itself, which memory mode makes
 * an `InMemoryVersions`. Anything else means the stores and the history disagree on the mode.
 */
export function memoryVersions(store: VersionsStore): VersionJournal {
  if (!(store instanceof InMemoryVersions)) throw new Error('memory stores need the in-memory versions');
  return store;
}
