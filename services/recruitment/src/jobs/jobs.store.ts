/**
 * Where jobs are kept. The service depends on the abstract class (also the injection token); memory
 * (the demo default and the tests' double) and PostgreSQL implement it, and one contract suite
 * (jobs.store.contract.ts) runs unchanged against both. A job's `applications` is never stored: each
 * store counts the applications naming the job when it answers, so the figure cannot drift. Every slug a
 * job has held stays its own until the job is deleted: an address once handed out never leads elsewhere.
 */
import {
  type Job,
  type JobSortField,
  jobStatus,
  type ListQuery,
  type Page,
  type PublicationStatus,
} from '@madar/shared';
import {
  type AuditJournal,
  type AuditStamp,
  type AuditSubject,
  changeEntry,
  InMemoryAuditLog,
  InMemoryVersions,
  listInMemory,
  MemoryBudget,
  recordBytes,
  settle,
  type VersionJournal,
} from '@madar/shared/data';
import { appendJobVersion } from './job-versions';

/** A job as stored: everything but the computed application count. */
export type JobRecord = Omit<Job, 'applications'>;
export type JobChanges = Partial<Omit<JobRecord, 'id' | 'createdAt'>>;
/** The admin list: `status` published, scheduled or draft (none: all). */
export type JobListQuery = ListQuery<JobSortField, PublicationStatus>;

/** A write gave a job a slug another job holds (now or earlier); the service then picks the next one. */
export class JobSlugTaken extends Error {
  constructor(readonly slug: string) {
    super(`Job slug already taken: ${slug}`);
    this.name = 'JobSlugTaken';
  }
}

export abstract class JobsStore {
  /** One page of the admin list. */
  abstract list(query: JobListQuery): Promise<Page<Job>>;
  /**
   * Every published job, newest publication first (ties by id): the careers page. With `now`, a job whose
   * closeAt has passed is left out even before the scheduled task has taken it off.
   */
  abstract listPublished(now?: Date): Promise<Job[]>;
  abstract get(id: string): Promise<Job | undefined>;
  /** The job at an address: its id, its slug or any slug it held before. */
  abstract getByAddress(address: string): Promise<Job | undefined>;
  /**
   * Which of `base` and `base-<n>` jobs other than `exceptId` hold, now or earlier: what a new slug must
   * avoid.
   */
  abstract slugsTaken(base: string, exceptId?: string): Promise<Set<string>>;
  /**
   * Resolves once the job is stored (committed, in PostgreSQL); refuses an id already taken, and a slug
   * another job holds with JobSlugTaken. With a stamp, each write here records its audit entry with the
   * change: both or neither.
   */
  abstract create(job: JobRecord, audit?: AuditStamp): Promise<Job>;
  /**
   * The updated job, or undefined when there is none with this id. A new slug another job holds is
   * refused with JobSlugTaken; the slug it replaces keeps leading to this job.
   */
  abstract update(id: string, changes: JobChanges, audit?: AuditStamp): Promise<Job | undefined>;
  /** Whether a job was deleted (its applications stay). */
  abstract delete(id: string, audit?: AuditStamp): Promise<boolean>;
  /**
   * Publishes the drafts whose publishAt has come and takes off the site the published jobs whose
   * closeAt has, each once however many replicas run this at the same moment, with one audit entry
   * each under `audit`'s actor. The jobs it changed (nothing when another caller got there first).
   */
  abstract applySchedule(now: Date, audit: AuditStamp): Promise<Job[]>;
}

/** Whether a published job's closeAt has come: the public no longer sees it. */
export const isPastCloseAt = (job: Pick<JobRecord, 'closeAt'>, now: Date): boolean =>
  typeof job.closeAt === 'string' && Date.parse(job.closeAt) <= now.getTime();

/** What the scheduled task changes on `job` at `now`: nothing (undefined) when nothing is due. */
export function scheduledJobChanges(job: JobRecord, now: Date): JobChanges | undefined {
  const dueToPublish =
    !job.published && typeof job.publishAt === 'string' && Date.parse(job.publishAt) <= now.getTime();
  if (dueToPublish) {
    const changes: JobChanges = {
      published: true,
      publishedAt: job.publishedAt ?? job.publishAt,
      publishAt: null,
      updatedAt: now.toISOString(),
    };
    // A task that runs late may find the closing time gone by as well: the job goes straight off again.
    return isPastCloseAt(job, now) ? { ...changes, published: false, closeAt: null } : changes;
  }
  if (job.published && isPastCloseAt(job, now)) {
    return { published: false, closeAt: null, updatedAt: now.toISOString() };
  }
  return undefined;
}

/**
 * How a job's changes read in the audit log: publishing or withdrawing it alone is a status change;
 * the application count is the applicants' doing, never part of an entry.
 */
export const JOB_AUDIT: AuditSubject = {
  type: 'job',
  status: 'published',
  // A schedule carried out or cleared with the change of status is part of it.
  bookkeeping: ['updatedAt', 'publishedAt', 'publishAt', 'closeAt'],
  omit: ['applications'],
};

/** What `search` looks in: title, department and location in both languages. */
export const jobSearchText = (job: JobRecord) => [
  job.title.en,
  job.title.ar,
  job.department.en,
  job.department.ar,
  job.location.en,
  job.location.ar,
];

/** Newest publication first, ties by id in code-unit order (PostgreSQL: `collate "C"`). */
function newestPublishedFirst(a: JobRecord, b: JobRecord): number {
  const [x, y] = [a.publishedAt ?? a.createdAt, b.publishedAt ?? b.createdAt];
  if (x !== y) return x < y ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A copy of the job with both schedule fields present, as PostgreSQL answers them. */
const withSchedule = (job: JobRecord): JobRecord => ({
  ...structuredClone(job),
  publishAt: job.publishAt ?? null,
  closeAt: job.closeAt ?? null,
});

export interface InMemoryJobsOptions {
  maxBytes?: number;
  /** How many applications name a job (the memory applications store answers it). */
  applicationCount?: (jobId: string) => number;
  /** The service's audit log, appended to with each audited change. */
  journal?: AuditJournal;
  /** The service's versions: each audited save keeps one, alongside its audit entry. */
  versions?: VersionJournal;
}

/**
 * Jobs held in memory, within a byte cap: past it a new job is refused (STORAGE.FULL). Callers get
 * copies, so changing a returned job never changes the stored one.
 */
export class InMemoryJobsStore extends JobsStore {
  private readonly jobs = new Map<string, JobRecord>();
  /** Every slug a stored job holds or has held, and whose it is. */
  private readonly slugs = new Map<string, string>();
  private readonly budget: MemoryBudget;
  private readonly applicationCount: (jobId: string) => number;
  private readonly journal: AuditJournal;
  private readonly versions: VersionJournal;

  constructor(seed: readonly JobRecord[] = [], options: InMemoryJobsOptions = {}) {
    super();
    this.budget = new MemoryBudget(options.maxBytes ?? Number.POSITIVE_INFINITY);
    this.applicationCount = options.applicationCount ?? (() => 0);
    this.journal = options.journal ?? new InMemoryAuditLog();
    this.versions = options.versions ?? new InMemoryVersions();
    for (const job of seed) {
      if (this.jobs.has(job.id)) throw new Error(`Duplicate job id in the seed: ${job.id}`);
      this.claimSlug(job.slug, job.id);
      this.budget.force(recordBytes(job));
      this.jobs.set(job.id, withSchedule(job));
    }
  }

  list(query: JobListQuery): Promise<Page<Job>> {
    const page = listInMemory(this.jobs.values(), query, {
      searchText: jobSearchText,
      status: jobStatus,
      sortValue: {
        createdAt: (job) => job.createdAt,
        updatedAt: (job) => job.updatedAt,
        applications: (job) => this.applicationCount(job.id),
      },
      id: (job) => job.id,
    });
    return Promise.resolve({ ...page, items: page.items.map((job) => this.toJob(job)) });
  }

  listPublished(now?: Date): Promise<Job[]> {
    const published = [...this.jobs.values()]
      .filter((job) => job.published && !(now && isPastCloseAt(job, now)))
      .sort(newestPublishedFirst);
    return Promise.resolve(published.map((job) => this.toJob(job)));
  }

  get(id: string): Promise<Job | undefined> {
    const job = this.jobs.get(id);
    return Promise.resolve(job && this.toJob(job));
  }

  getByAddress(address: string): Promise<Job | undefined> {
    return this.get(this.jobs.has(address) ? address : (this.slugs.get(address) ?? ''));
  }

  slugsTaken(base: string, exceptId?: string): Promise<Set<string>> {
    const numbered = (slug: string) =>
      slug.startsWith(`${base}-`) && /^[0-9]+$/.test(slug.slice(base.length + 1));
    const taken = [...this.slugs].filter(
      ([slug, owner]) => owner !== exceptId && (slug === base || numbered(slug)),
    );
    return Promise.resolve(new Set(taken.map(([slug]) => slug)));
  }

  create(job: JobRecord, audit?: AuditStamp): Promise<Job> {
    return settle(() => {
      if (this.jobs.has(job.id)) throw new Error(`Job id already taken: ${job.id}`);
      this.refuseTakenSlug(job.slug, job.id);
      this.budget.reserve(recordBytes(job));
      try {
        // The entry before the job: when it cannot be written, no job is stored.
        if (audit) this.journal.append(changeEntry(audit, JOB_AUDIT, job.id, undefined, job));
        if (audit) appendJobVersion(this.versions, audit, job);
      } catch (error) {
        this.budget.release(recordBytes(job));
        throw error;
      }
      const stored = withSchedule(job);
      this.jobs.set(job.id, stored);
      this.claimSlug(job.slug, job.id);
      return this.toJob(stored);
    });
  }

  update(id: string, changes: JobChanges, audit?: AuditStamp): Promise<Job | undefined> {
    return settle(() => {
      const current = this.jobs.get(id);
      if (!current) return undefined;
      if (changes.slug !== undefined) this.refuseTakenSlug(changes.slug, id);
      const updated: JobRecord = withSchedule({
        ...current,
        ...structuredClone(changes),
        id,
        createdAt: current.createdAt,
      });
      if (audit) this.journal.append(changeEntry(audit, JOB_AUDIT, id, current, updated));
      if (audit) appendJobVersion(this.versions, audit, updated, current);
      this.budget.force(recordBytes(updated) - recordBytes(current));
      this.jobs.set(id, updated);
      this.claimSlug(updated.slug, id);
      return this.toJob(updated);
    });
  }

  delete(id: string, audit?: AuditStamp): Promise<boolean> {
    return settle(() => {
      const current = this.jobs.get(id);
      if (!current) return false;
      if (audit) this.journal.append(changeEntry(audit, JOB_AUDIT, id, current, undefined));
      this.budget.release(recordBytes(current));
      this.jobs.delete(id);
      for (const [slug, owner] of this.slugs) if (owner === id) this.slugs.delete(slug);
      return true;
    });
  }

  applySchedule(now: Date, audit: AuditStamp): Promise<Job[]> {
    return settle(() => {
      const changed: Job[] = [];
      for (const current of this.jobs.values()) {
        const changes = scheduledJobChanges(current, now);
        if (!changes) continue;
        const updated: JobRecord = { ...current, ...changes };
        this.journal.append(changeEntry(audit, JOB_AUDIT, current.id, current, updated));
        // A version by the system, as any save keeps one.
        appendJobVersion(this.versions, audit, updated, current);
        this.jobs.set(current.id, updated);
        changed.push(this.toJob(updated));
      }
      return changed;
    });
  }

  private refuseTakenSlug(slug: string, id: string): void {
    const owner = this.slugs.get(slug);
    if (owner !== undefined && owner !== id) throw new JobSlugTaken(slug);
  }

  private claimSlug(slug: string, id: string): void {
    this.refuseTakenSlug(slug, id);
    this.slugs.set(slug, id);
  }

  private toJob(job: JobRecord): Job {
    return { ...structuredClone(job), applications: this.applicationCount(job.id) };
  }
}
