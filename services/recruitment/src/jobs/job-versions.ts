/**
 * What a job's versions keep: the job after each save, without its application count (the applicants'
 * doing, not the editor's), and which fields a restore writes back: what an editor writes. Times and the
 * slug stay the service's business (a restore is a save now; the slug follows the title only until the
 * job is first published, as with any edit), and a schedule is never restored: its moment has most
 * likely passed.
 */
import type { Job, JobUpdateRequest } from '@madar/shared';
import {
  type AuditStamp,
  insertVersion,
  restoredFields,
  saveVersions,
  type VersionJournal,
  type VersionSubject,
} from '@madar/shared/data';
import type { Transaction } from 'kysely';
import type { JobRecord } from './jobs.store';

export const JOB_VERSIONS: VersionSubject = { type: 'job', omit: ['applications'] };

export const RESTORED_JOB_FIELDS = [
  'title',
  'department',
  'location',
  'type',
  'description',
  'responsibilities',
  'requirements',
  'published',
  'closesAt',
] as const satisfies readonly (keyof JobUpdateRequest & keyof Job)[];

/** The update that puts a version's state back: the restored fields it holds. */
export const restoreOf = (state: Partial<JobRecord>): JobUpdateRequest =>
  restoredFields<JobUpdateRequest>(state, RESTORED_JOB_FIELDS);

/** The version a save writes, and (an update) the baseline of the job before it. */
const versionsOf = (audit: AuditStamp, job: JobRecord, before?: JobRecord) =>
  saveVersions(audit, JOB_VERSIONS, job.id, job, before);

/** Memory mode: kept alongside the save, as its audit entry is. */
export const appendJobVersion = (
  journal: VersionJournal,
  audit: AuditStamp,
  job: JobRecord,
  before?: JobRecord,
): void => journal.append(...versionsOf(audit, job, before));

/** PostgreSQL: written in the save's transaction. */
export const insertJobVersion = <DB>(
  trx: Transaction<DB>,
  audit: AuditStamp,
  job: JobRecord,
  before?: JobRecord,
): Promise<void> => insertVersion(trx, ...versionsOf(audit, job, before));
