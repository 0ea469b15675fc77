import type { Job, JobApplication, Language } from '@madar/shared';
import { localize } from '@madar/shared';

/**
 * What the Position column shows: the job's title in the current language when the application names a
 * job, `unknownLabel` when that job no longer exists (or never did), and the applicant's typed position
 * for a general application. `jobs` may be only the newest jobs (`complete` false): a job missing from
 * it is then not known to be gone, and the typed position (the title the form filled in) stands.
 */
export function applicationPosition(
  application: Pick<JobApplication, 'jobId' | 'position'>,
  jobs: readonly Job[],
  lang: Language,
  unknownLabel: string,
  complete = true,
): string {
  if (!application.jobId) return application.position;
  const job = jobs.find((entry) => entry.id === application.jobId);
  if (job) return localize(job.title, lang);
  return complete ? unknownLabel : application.position;
}
