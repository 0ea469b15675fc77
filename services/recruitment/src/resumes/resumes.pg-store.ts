/** Resumes in PostgreSQL (table `recruitment.resumes`, bytea), one row per application. */
import { type DataSource, isUuid } from '@madar/shared/data';
import type { Insertable } from 'kysely';
import type { RecruitmentDb, ResumesTable } from '../database/schema';
import { type NewResume, type Resume, ResumeStore } from './resumes.store';

/** The row of an application's resume; the applications store inserts it in the same transaction. */
export const resumeRow = (applicationId: string, resume: NewResume): Insertable<ResumesTable> => ({
  applicationId,
  content: resume.content,
  contentType: resume.contentType,
  downloadName: resume.downloadName,
  size: resume.content.length,
});

export class PostgresResumeStore extends ResumeStore {
  constructor(private readonly data: DataSource<RecruitmentDb>) {
    super();
  }

  async get(applicationId: string): Promise<Resume | undefined> {
    if (!isUuid(applicationId)) return undefined;
    const row = await this.data.db
      .selectFrom('resumes')
      .select(['content', 'contentType', 'downloadName', 'size'])
      .where('applicationId', '=', applicationId)
      .executeTakeFirst();
    return row && { ...row };
  }
}
