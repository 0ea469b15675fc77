/**
 * One kind of record's history as its routes serve it: the record must exist (its own 404 otherwise),
 * and a version must be one of its own (404 VERSION.NOT_FOUND otherwise, also for another record's).
 * Restoring is the record's service's business: it writes the version's state back through its own
 * update, which keeps the rules, the audit entry and the new version of any save.
 */
import type { AuditEntityType } from '../contracts/audit';
import type { Version, VersionList } from '../contracts/version';
import { ERROR_CODES } from '../errors';
import { notFound } from '../nest/app-error';
import type { AuditSource } from '../nest/audit.module';
import { DataSource } from './data.module';
import { InMemoryVersions, VersionsStore } from './versions';
import { PostgresVersions } from './versions.pg-store';

export const versionNotFound = () => notFound(ERROR_CODES.VERSION_NOT_FOUND, 'Version not found');

export class RecordHistory<Record> {
  constructor(
    private readonly versions: VersionsStore,
    private readonly type: AuditEntityType,
    /** The record as it is now; undefined when there is none with this id. */
    private readonly find: (id: string) => Promise<Record | undefined>,
    /** The record's own 404. */
    private readonly missing: () => Error,
  ) {}

  async list(id: string): Promise<VersionList> {
    await this.current(id);
    return { items: await this.versions.list({ type: this.type, id }) };
  }

  /** One of the record's versions; its `state` is the record as that save left it. */
  async get(id: string, versionId: string): Promise<Version<Record>> {
    await this.current(id);
    const version = await this.versions.get({ type: this.type, id }, versionId);
    if (!version) throw versionNotFound();
    // The state is what the record's store wrote for this kind of record.
    return version as Version<Record>;
  }

  async current(id: string): Promise<Record> {
    const record = await this.find(id);
    if (record === undefined) throw this.missing();
    return record;
  }
}

/** What the versions routes (createVersionsController) ask of a kind of record. */
export interface VersionedRecords<State, Saved> {
  list(id: string): Promise<VersionList>;
  get(id: string, versionId: string): Promise<Version<State>>;
  /** Writes the version's state back as the record's: a save like any other, so also a new version. */
  restore(id: string, versionId: string, by: AuditSource): Promise<Saved>;
}

export interface RecordVersionsOptions<State, Saved> {
  type: AuditEntityType;
  /** The record as it is now; undefined when there is none with this id. */
  find: (id: string) => Promise<State | undefined>;
  /** The record's own 404. */
  missing: () => Error;
  /** Saves `state` (a version's) through the record's own update: its rules, audit entry and version. */
  restore: (id: string, state: State, by: AuditSource) => Promise<Saved>;
}

/** A kind of record's history and its restore, as every versioned record's routes serve them. */
export class RecordVersions<State, Saved> implements VersionedRecords<State, Saved> {
  private readonly history: RecordHistory<State>;

  constructor(
    versions: VersionsStore,
    private readonly options: RecordVersionsOptions<State, Saved>,
  ) {
    this.history = new RecordHistory(versions, options.type, options.find, options.missing);
  }

  list(id: string): Promise<VersionList> {
    return this.history.list(id);
  }

  get(id: string, versionId: string): Promise<Version<State>> {
    return this.history.get(id, versionId);
  }

  async restore(id: string, versionId: string, by: AuditSource): Promise<Saved> {
    const { state } = await this.history.get(id, versionId);
    return this.options.restore(id, state, by);
  }
}

/** The service's versions store by the DataSource's mode; memory within MEMORY_STORE_MAX_MB. */
export const createVersionsStore = (data: DataSource): VersionsStore =>
  data.mode === 'postgres'
    ? new PostgresVersions(data)
    : new InMemoryVersions(data.settings.memoryStoreMaxBytes);

/** A provider of `VersionsStore` for a service's module. */
export const VERSIONS_PROVIDER = {
  provide: VersionsStore,
  inject: [DataSource],
  useFactory: createVersionsStore,
};
