/**
 * What a write leaves of a job's schedule: a draft may be set to publish itself (publishAt), any job to
 * leave the site (closeAt), both ahead of now (400 JOB.SCHEDULE_IN_PAST) and closeAt after publishAt
 * (400 JOB.CLOSE_BEFORE_PUBLISH); publishing clears publishAt. A time already past is refused rather than
 * applied at once: the admin meant a future moment, and a typo should not publish or withdraw a job.
 */
import { ERROR_CODES } from '@madar/shared';
import { AppError, badRequest } from '@madar/shared/nest';

export interface JobSchedule {
  publishAt: string | null;
  closeAt: string | null;
}

const inPast = (field: keyof JobSchedule, now: Date) =>
  new AppError(
    400,
    ERROR_CODES.JOB_SCHEDULE_IN_PAST,
    `${field} must be ahead of now (${now.toISOString()})`,
    [{ field, rule: 'inFuture', params: { now: now.toISOString() } }],
  );

/**
 * One time as stored (UTC ISO, or null): `requested` as sent (undefined: `current` kept). The editor sends
 * every field again, so an unchanged time that has just come due is kept as it is.
 */
function resolve(
  field: keyof JobSchedule,
  requested: string | null | undefined,
  current: string | null | undefined,
  now: Date,
): string | null {
  if (requested === undefined || requested === null) return requested === null ? null : (current ?? null);
  const at = new Date(requested);
  if (current && Date.parse(current) === at.getTime()) return current;
  if (at.getTime() <= now.getTime()) throw inPast(field, now);
  return at.toISOString();
}

/** The schedule to store for a job that is `published` after the write. */
export function jobScheduleAfterWrite(
  requested: Partial<JobSchedule>,
  current: Partial<JobSchedule>,
  published: boolean,
  now: Date,
): JobSchedule {
  if (published && typeof requested.publishAt === 'string') {
    throw badRequest(
      ['publishAt is only for a draft: a published job is on the site already'],
      [{ field: 'publishAt', rule: 'draftOnly' }],
    );
  }
  const publishAt = published ? null : resolve('publishAt', requested.publishAt, current.publishAt, now);
  const closeAt = resolve('closeAt', requested.closeAt, current.closeAt, now);
  if (publishAt && closeAt && Date.parse(closeAt) <= Date.parse(publishAt)) {
    throw new AppError(400, ERROR_CODES.JOB_CLOSE_BEFORE_PUBLISH, 'closeAt must be after publishAt', [
      { field: 'closeAt', rule: 'afterPublishAt' },
    ]);
  }
  return { publishAt, closeAt };
}
