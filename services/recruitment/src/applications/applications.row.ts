/**
 * An application as a row of `recruitment.applications` and back: the one mapping the pg-store and the
 * seed share. Optional fields are `null` in the row and absent from the record.
 */
import { withoutAbsent } from '@madar/shared/data';
import { assigneeFromRow, assigneeToRow } from '@madar/shared/follow-up';
import { consentFromRow, consentToRow } from '@madar/shared/privacy';
import type { Insertable, Selectable } from 'kysely';
import type { ApplicationsTable } from '../database/schema';
import type { ApplicationRecord, NewApplication } from './applications.store';

export const APPLICATION_COLUMNS = [
  'id',
  'jobId',
  'name',
  'email',
  'phone',
  'position',
  'experience',
  'education',
  'coverLetter',
  'resumeFlags',
  'status',
  'submittedAt',
  'language',
  'assigneeId',
  'assigneeName',
  'assignedAt',
  'consentGivenAt',
  'consentVersion',
] as const satisfies readonly (keyof Selectable<ApplicationsTable>)[];

/** The stored columns and, from the resumes table, the resume's download name. */
export type ApplicationRow = Pick<Selectable<ApplicationsTable>, (typeof APPLICATION_COLUMNS)[number]> & {
  resumeName: string | null;
};

export function toApplicationRecord(row: ApplicationRow): ApplicationRecord {
  return withoutAbsent<ApplicationRecord>({
    id: row.id,
    jobId: row.jobId,
    name: row.name,
    email: row.email,
    phone: row.phone ?? undefined,
    position: row.position,
    experience: row.experience,
    education: row.education,
    coverLetter: row.coverLetter ?? undefined,
    resumeName: row.resumeName ?? '',
    resumeFlags: row.resumeFlags.length > 0 ? row.resumeFlags : undefined,
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    language: row.language,
    assignee: assigneeFromRow(row),
    ...consentFromRow(row),
  });
}

/** The row of a new application. */
export const toApplicationRow = (application: NewApplication): Required<Insertable<ApplicationsTable>> => ({
  id: application.id,
  jobId: application.jobId,
  name: application.name,
  email: application.email,
  phone: application.phone ?? null,
  position: application.position,
  experience: application.experience,
  education: application.education,
  coverLetter: application.coverLetter ?? null,
  resumeFlags: application.resumeFlags ?? [],
  status: application.status,
  submittedAt: application.submittedAt,
  language: application.language,
  ...assigneeToRow(application.assignee),
  ...consentToRow(application),
});
