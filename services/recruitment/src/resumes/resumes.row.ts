/** A resume as a row of `recruitment.resumes`: the one mapping the pg-stores and the seed share. */
import type { Insertable } from 'kysely';
import type { ResumesTable } from '../database/schema';
import type { NewResume } from './resumes.store';

/** The row of an application's resume; the applications store inserts it in the same transaction. */
export const resumeRow = (applicationId: string, resume: NewResume): Insertable<ResumesTable> => ({
  applicationId,
  content: resume.content,
  contentType: resume.contentType,
  downloadName: resume.downloadName,
  size: resume.content.length,
});
