import type { Job, JobApplication, Language } from '@madar/shared';
import { localize } from '@madar/shared';

/**
 * What the Position column shows: the job's title in the current language when the application names a
 * job, `unknownLabel` when that job no longer exists (or never did), and the applicant's typed position
 * for a general application.
 */
export function applicationPosition(
  application: Pick<JobApplication, 'jobId' | 'position'>,
  jobs: readonly Job[],
  lang: Language,
  unknownLabel: string,
): string {
  if (!application.jobId) return application.position;
  const job = jobs.find((entry) => entry.id === application.jobId);
  return job ? localize(job.title, lang) : unknownLabel;
}
