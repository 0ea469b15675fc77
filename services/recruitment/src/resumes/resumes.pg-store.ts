/** Resumes in PostgreSQL (table `recruitment.resumes`, bytea), one row per application. */
import { type DataSource, isUuid } from '@madar/shared/data';
import type { RecruitmentDb } from '../database/schema';
import { type Resume, ResumeStore } from './resumes.store';

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
