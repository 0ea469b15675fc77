/**
 * Applications in PostgreSQL (table `recruitment.applications`); an application and its resume row are
 * written in one transaction, and the resume row goes with it (ON DELETE CASCADE).
 */
import type { ApplicationStatus, DateRange, Page, ResumeFlag } from '@madar/shared';
import { containsPattern, type DataSource, isUuid, listInPostgres } from '@madar/shared/data';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { ApplicationsTable, RecruitmentDb } from '../database/schema';
import { resumeRow } from '../resumes/resumes.pg-store';
import { assertStorableResume, type NewResume } from '../resumes/resumes.store';
import {
  type ApplicationChanges,
  type ApplicationListQuery,
  type ApplicationRecord,
  ApplicationsStore,
  type NewApplication,
} from './applications.store';

const COLUMNS = [
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
] as const;

type ApplicationRow = Pick<Selectable<ApplicationsTable>, (typeof COLUMNS)[number]> & {
  resumeName: string | null;
};

/** The download name of the current row's resume (the content itself is never read for a list). */
const resumeName = (eb: ExpressionBuilder<RecruitmentDb, 'applications'>) =>
  eb
    .selectFrom('resumes')
    .whereRef('resumes.applicationId', '=', 'applications.id')
    .select('resumes.downloadName')
    .as('resumeName');

function toRecord(row: ApplicationRow): ApplicationRecord {
  return {
    id: row.id,
    jobId: row.jobId,
    name: row.name,
    email: row.email,
    ...(row.phone !== null && { phone: row.phone }),
    position: row.position,
    experience: row.experience,
    education: row.education,
    ...(row.coverLetter !== null && { coverLetter: row.coverLetter }),
    resumeName: row.resumeName ?? '',
    ...(row.resumeFlags.length > 0 && { resumeFlags: row.resumeFlags as ResumeFlag[] }),
    status: row.status as ApplicationStatus,
    submittedAt: row.submittedAt.toISOString(),
  };
}

/** The row of a new application (the seed inserts the same). */
export const toApplicationRow = (application: NewApplication) => ({
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
});

/** Sort keys: names sort without case, as in memory. */
const SORT_COLUMNS = {
  submittedAt: 'submittedAt',
  name: 'name',
  position: 'position',
  status: 'status',
} as const;

export class PostgresApplicationsStore extends ApplicationsStore {
  constructor(private readonly data: DataSource<RecruitmentDb>) {
    super();
  }

  async list(query: ApplicationListQuery): Promise<Page<ApplicationRecord>> {
    let filtered = this.data.db.selectFrom('applications');
    if (query.jobId !== undefined) filtered = filtered.where('jobId', '=', query.jobId);
    if (query.status) filtered = filtered.where('status', '=', query.status);
    if (query.search) filtered = filtered.where('searchText', 'like', containsPattern(query.search));

    const column = SORT_COLUMNS[query.sort.field];
    return listInPostgres(filtered.select(COLUMNS).select(resumeName), query, {
      sortBy: (eb) =>
        column === 'name' || column === 'position' ? eb.fn('lower', [eb.ref(column)]) : eb.ref(column),
      id: 'id',
      toItem: toRecord,
    });
  }

  async get(id: string): Promise<ApplicationRecord | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await this.data.db
      .selectFrom('applications')
      .select(COLUMNS)
      .select(resumeName)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  async create(application: NewApplication, resume: NewResume): Promise<ApplicationRecord> {
    assertStorableResume(resume);
    // One transaction: the 201 that follows means both rows are committed, and a failure leaves neither.
    const row = await this.data.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('applications')
        .values(toApplicationRow(application))
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      await trx.insertInto('resumes').values(resumeRow(application.id, resume)).execute();
      return inserted;
    });
    return toRecord({ ...row, resumeName: resume.downloadName });
  }

  async update(id: string, changes: ApplicationChanges): Promise<ApplicationRecord | undefined> {
    if (!isUuid(id)) return undefined;
    if (changes.status === undefined) return this.get(id);
    const row = await this.data.db
      .updateTable('applications')
      .set({ status: changes.status })
      .where('id', '=', id)
      .returning(COLUMNS)
      .returning(resumeName)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await this.data.db.deleteFrom('applications').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async count(range: DateRange = {}): Promise<number> {
    let query = this.data.db.selectFrom('applications').select((eb) => eb.fn.countAll<string>().as('total'));
    if (range.from) query = query.where('submittedAt', '>=', range.from);
    if (range.to) query = query.where('submittedAt', '<', range.to);
    const { total } = await query.executeTakeFirstOrThrow();
    return Number(total);
  }
}
