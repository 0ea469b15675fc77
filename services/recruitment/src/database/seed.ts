/**
 * What a new recruitment database starts with: nothing of its own (the service has no catalogue), and
 * with SEED_DEMO_DATA the demo jobs and applications with their resumes, once per database (a marker
 * row, not a guess from counts: deleting every demo job never brings them back).
 */
import { type SeedContext, seedOnce } from '@madar/shared/data';
import type { Kysely } from 'kysely';
import { toApplicationRow } from '../applications/applications.row';
import { seedApplications } from '../applications/applications.seed';
import { toJobRow } from '../jobs/jobs.row';
import { JOBS_SEED } from '../jobs/jobs.seed';
import { resumeRow } from '../resumes/resumes.row';
import type { RecruitmentDb } from './schema';

export const DEMO_SEED = 'demo-jobs-and-applications';

export async function seedRecruitment(db: Kysely<RecruitmentDb>, { now, demo }: SeedContext): Promise<void> {
  if (!demo) return;
  await seedOnce(db, DEMO_SEED, async (trx) => {
    await trx.insertInto('jobs').values(JOBS_SEED.map(toJobRow)).execute();
    const applications = seedApplications(now);
    await trx
      .insertInto('applications')
      .values(applications.map(({ application }) => toApplicationRow(application)))
      .execute();
    await trx
      .insertInto('resumes')
      .values(applications.map(({ application, resume }) => resumeRow(application.id, resume)))
      .execute();
  });
}
