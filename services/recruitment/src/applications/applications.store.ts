/**
 * Where applications are kept. The service depends on the abstract class (also the injection token);
 * memory (the demo default and the tests' double) and PostgreSQL implement it, and one contract suite
 * (applications.store.contract.ts) runs unchanged against both. An application is created together with
 * its resume, both or neither, and its resume goes when it is deleted.
 */
import type {
  ApplicationSortField,
  ApplicationStatus,
  DateRange,
  JobApplication,
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
import { type InMemoryResumeStore, type NewResume } from '../resumes/resumes.store';

/** An application as stored; `resumeName` is its resume's download name, the API adds `resumeUrl`. */
export type ApplicationRecord = Omit<JobApplication, 'resumeUrl'>;
export type NewApplication = Omit<ApplicationRecord, 'resumeName'>;
export type ApplicationChanges = Partial<Pick<ApplicationRecord, 'status'>>;
export type ApplicationListQuery = ListQuery<ApplicationSortField, ApplicationStatus> & {
  /** Only the applications to this job. */
  jobId?: string;
  /** Only those given to this account, or (null) to nobody. */
  assignee?: string | null;
};

export abstract class ApplicationsStore implements LeadStore<ApplicationRecord, ApplicationStatus> {
  abstract list(query: ApplicationListQuery): Promise<Page<ApplicationRecord>>;
  abstract get(id: string): Promise<ApplicationRecord | undefined>;
  /**
   * Stores the application, its resume and its mails (into the outbox) together: resolves once all are
   * stored (committed, in PostgreSQL); when any is refused, none is stored.
   */
  abstract create(
    application: NewApplication,
    resume: NewResume,
    mails?: readonly OutgoingMail[],
  ): Promise<ApplicationRecord>;
  /** The updated application, or undefined when there is none with this id. */
  abstract update(
    id: string,
    changes: ApplicationChanges,
    audit?: AuditStamp,
  ): Promise<ApplicationRecord | undefined>;
  /** Whether an application (and with it its resume) was deleted. */
  abstract delete(id: string, audit?: AuditStamp): Promise<boolean>;
  /** How many applications arrived in the range (all of them without one). */
  abstract count(range?: DateRange): Promise<number>;
  /**
   * Gives the application to `assignee` (undefined: to nobody) with its audit entry and the new
   * assignee's mails, all or none; undefined for an unknown id.
   */
  abstract assign(
    id: string,
    assignee: LeadAssignee | undefined,
    audit: AuditStamp,
    mails: readonly OutgoingMail[],
  ): Promise<ApplicationRecord | undefined>;
  /** Clears every application given to one of these accounts (gone from the staff directory). */
  abstract unassign(assigneeIds: readonly string[]): Promise<void>;
  /**
   * Deletes the applications submitted before `cutoff` with their resumes, notes and mails, and writes
   * a `purge` entry stamped `at` with the counts, with them (none when nothing was old enough).
   */
  abstract purge(cutoff: Date, at: Date): Promise<PurgeCounts>;
}

/**
 * How an application's changes read in the audit log: its fields as stored, the resume by its name
 * only (the file itself is never written to the log).
 */
export const APPLICATION_AUDIT: AuditSubject = { type: 'application', status: 'status' };

/** What `search` looks in; PostgreSQL's generated search column holds the same fields. */
export const applicationSearchText = (application: ApplicationRecord) => [
  application.name,
  application.email,
  application.position,
  application.phone,
];

/** A seeded application and its resume. */
export interface SeedApplication {
  application: NewApplication;
  resume: NewResume;
}

/**
 * Applications held in memory, within a byte cap (their resumes within the resume store's own): past
 * either a submission is refused with STORAGE.FULL and nothing is stored. Callers get copies.
 */
export class InMemoryApplicationsStore extends ApplicationsStore {
  private readonly applications = new Map<string, ApplicationRecord>();
  private readonly perJob = new Map<string, number>();
  private readonly budget: MemoryBudget;

  constructor(
    private readonly resumes: InMemoryResumeStore,
    seed: readonly SeedApplication[] = [],
    maxBytes = Number.POSITIVE_INFINITY,
    private readonly journal: AuditJournal = new InMemoryAuditLog(),
    private readonly outbox: MailJournal = new InMemoryMailOutbox(),
    /** The notes and mails a purge forgets with the applications (the service's, in memory mode). */
    private readonly leftovers: LeadLeftovers = NO_LEFTOVERS,
  ) {
    super();
    this.budget = new MemoryBudget(maxBytes);
    for (const { application, resume } of seed) this.store(application, resume, true, []);
  }

  /** How many applications name the job (what the memory jobs store shows as `applications`). */
  countForJob(jobId: string): number {
    return this.perJob.get(jobId) ?? 0;
  }

  list(query: ApplicationListQuery): Promise<Page<ApplicationRecord>> {
    const { jobId, assignee } = query;
    const candidates = [...this.applications.values()].filter(
      (a) => (jobId === undefined || a.jobId === jobId) && matchesAssignee(a, assignee),
    );
    const page = listInMemory(candidates, query, {
      searchText: applicationSearchText,
      status: (application) => application.status,
      sortValue: {
        submittedAt: (application) => application.submittedAt,
        name: (application) => application.name.toLocaleLowerCase('en'),
        position: (application) => application.position.toLocaleLowerCase('en'),
        status: (application) => application.status,
      },
      id: (application) => application.id,
    });
    return Promise.resolve({ ...page, items: page.items.map((application) => structuredClone(application)) });
  }

  get(id: string): Promise<ApplicationRecord | undefined> {
    const application = this.applications.get(id);
    return Promise.resolve(application && structuredClone(application));
  }

  create(
    application: NewApplication,
    resume: NewResume,
    mails: readonly OutgoingMail[] = [],
  ): Promise<ApplicationRecord> {
    return settle(() => this.store(application, resume, false, mails));
  }

  update(
    id: string,
    changes: ApplicationChanges,
    audit?: AuditStamp,
  ): Promise<ApplicationRecord | undefined> {
    return settle(() => {
      const current = this.applications.get(id);
      if (!current) return undefined;
      const updated: ApplicationRecord = {
        ...current,
        ...(changes.status !== undefined && { status: changes.status }),
      };
      // The entry first: when it cannot be written, the application stays as it was.
      if (audit) this.journal.append(changeEntry(audit, APPLICATION_AUDIT, id, current, updated));
      this.budget.force(recordBytes(updated) - recordBytes(current));
      this.applications.set(id, updated);
      return structuredClone(updated);
    });
  }

  delete(id: string, audit?: AuditStamp): Promise<boolean> {
    return settle(() => this.deleteNow(id, audit));
  }

  private deleteNow(id: string, audit?: AuditStamp): boolean {
    const current = this.applications.get(id);
    if (!current) return false;
    if (audit) this.journal.append(changeEntry(audit, APPLICATION_AUDIT, id, current, undefined));
    this.applications.delete(id);
    this.budget.release(recordBytes(current));
    this.resumes.remove(id);
    if (current.jobId !== null) this.perJob.set(current.jobId, this.countForJob(current.jobId) - 1);
    return true;
  }

  purge(cutoff: Date, at: Date): Promise<PurgeCounts> {
    return settle(() => {
      const ids = [...this.applications.values()]
        .filter((application) => Date.parse(application.submittedAt) < cutoff.getTime())
        .map((application) => application.id);
      if (ids.length === 0) return { applications: 0, resumes: 0, notes: 0, mails: 0 };
      const resumes = ids.filter((id) => this.resumes.has(id)).length;
      const counts = { applications: ids.length, resumes, ...this.leftovers.forget('application', ids) };
      this.journal.append(purgeEntry(at, 'application', cutoff, counts));
      for (const id of ids) this.deleteNow(id);
      return counts;
    });
  }

  count(range: DateRange = {}): Promise<number> {
    let total = 0;
    for (const application of this.applications.values())
      if (inRange(application.submittedAt, range)) total += 1;
    return Promise.resolve(total);
  }

  assign(
    id: string,
    assignee: LeadAssignee | undefined,
    audit: AuditStamp,
    mails: readonly OutgoingMail[],
  ): Promise<ApplicationRecord | undefined> {
    return settle(() => {
      const current = this.applications.get(id);
      if (!current) return undefined;
      const { assignee: _before, ...rest } = current;
      const updated: ApplicationRecord = assignee ? { ...rest, assignee: { ...assignee } } : rest;
      // The notice first: when the outbox is full, the application stays as it was.
      this.outbox.enqueue(mails);
      this.journal.append(assignEntry(audit, { type: 'application', id }, current, updated));
      this.budget.force(recordBytes(updated) - recordBytes(current));
      this.applications.set(id, updated);
      return structuredClone(updated);
    });
  }

  unassign(assigneeIds: readonly string[]): Promise<void> {
    for (const [id, application] of this.applications) {
      if (application.assignee && assigneeIds.includes(application.assignee.id)) {
        const { assignee: _gone, ...rest } = application;
        this.applications.set(id, rest);
      }
    }
    return Promise.resolve();
  }

  /** Both or neither: the record's bytes are counted first, then the resume stored, then the record. */
  private store(
    application: NewApplication,
    resume: NewResume,
    force: boolean,
    mails: readonly OutgoingMail[],
  ): ApplicationRecord {
    if (this.applications.has(application.id))
      throw new Error(`Application id already taken: ${application.id}`);
    const record: ApplicationRecord = { ...structuredClone(application), resumeName: resume.downloadName };
    const bytes = recordBytes(record);
    if (force) this.budget.force(bytes);
    else this.budget.reserve(bytes);
    try {
      this.resumes.put(application.id, resume, force);
    } catch (error) {
      this.budget.release(bytes);
      throw error;
    }
    try {
      this.outbox.enqueue(mails);
    } catch (error) {
      // The outbox is full: the application is refused with its resume and mails, none kept alone.
      this.resumes.remove(application.id);
      this.budget.release(bytes);
      throw error;
    }
    this.applications.set(record.id, record);
    if (record.jobId !== null) this.perJob.set(record.jobId, this.countForJob(record.jobId) + 1);
    return structuredClone(record);
  }
}
