/**
 * The service's three stores, built together: in PostgreSQL each reads its own tables of one schema; in
 * memory the jobs store counts applications through the applications store, which keeps the resumes in
 * the resume store, so the three must be one set.
 */
import {
  type AuditJournal,
  type DataSource,
  InMemoryAuditLog,
  type VersionJournal,
} from '@madar/shared/data';
import type { MailJournal, PostgresMailOutbox } from '@madar/shared/mail';
import type { LeadLeftovers } from '@madar/shared/privacy';
import { PostgresApplicationsStore } from '../applications/applications.pg-store';
import {
  ApplicationsStore,
  InMemoryApplicationsStore,
  type SeedApplication,
} from '../applications/applications.store';
import { PostgresJobsStore } from '../jobs/jobs.pg-store';
import { InMemoryJobsStore, type JobRecord, JobsStore } from '../jobs/jobs.store';
import { PostgresResumeStore } from '../resumes/resumes.pg-store';
import { InMemoryResumeStore, ResumeStore } from '../resumes/resumes.store';
import type { RecruitmentDb } from './schema';

export interface RecruitmentStores {
  jobs: JobsStore;
  applications: ApplicationsStore;
  resumes: ResumeStore;
}

export function postgresStores(
  data: DataSource<RecruitmentDb>,
  outbox?: PostgresMailOutbox,
): RecruitmentStores {
  return {
    jobs: new PostgresJobsStore(data),
    applications: new PostgresApplicationsStore(data, outbox),
    resumes: new PostgresResumeStore(data),
  };
}

export interface MemoryStoresOptions {
  jobs?: readonly JobRecord[];
  applications?: readonly SeedApplication[];
  /** Byte cap of the jobs and of the applications store each. */
  maxBytes?: number;
  /** Byte cap of the resume files. */
  resumesMaxBytes?: number;
  /** The service's audit log, which the jobs and applications stores append their changes to. */
  audit?: AuditJournal;
  /** The service's outbox, which the applications store appends a new application's mails to. */
  mails?: MailJournal;
  /** The notes and mails a retention purge forgets with the applications. */
  leftovers?: LeadLeftovers;
  /** The service's versions, which the jobs store keeps each save of a job in. */
  versions?: VersionJournal;
}

export function memoryStores(options: MemoryStoresOptions = {}): RecruitmentStores & {
  applications: InMemoryApplicationsStore;
  resumes: InMemoryResumeStore;
} {
  const resumes = new InMemoryResumeStore(options.resumesMaxBytes);
  const journal = options.audit ?? new InMemoryAuditLog();
  const applications = new InMemoryApplicationsStore(
    resumes,
    options.applications,
    options.maxBytes,
    journal,
    options.mails,
    options.leftovers,
  );
  const jobs = new InMemoryJobsStore(options.jobs, {
    ...(options.maxBytes !== undefined && { maxBytes: options.maxBytes }),
    applicationCount: (jobId) => applications.countForJob(jobId),
    journal,
    ...(options.versions && { versions: options.versions }),
  });
  return { jobs, applications, resumes };
}
