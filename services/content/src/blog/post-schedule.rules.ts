/**
 * What a write leaves of a post's schedule: a draft may be set to publish itself at a time ahead of now;
 * publishing clears the schedule; a time already past is refused (400 POST.SCHEDULE_IN_PAST) rather than
 * published at once, since the admin meant a future moment and a typo should not go live.
 */
import { ERROR_CODES } from '@madar/shared';
import { AppError, badRequest } from '@madar/shared/nest';

/**
 * The scheduledAt to store (UTC ISO, or null): `requested` as sent (undefined: left as `current`), for a
 * post that is `published` after the write.
 */
export function scheduleAfterWrite(
  requested: string | null | undefined,
  current: string | null | undefined,
  published: boolean,
  now: Date,
): string | null {
  if (published) {
    if (typeof requested === 'string') {
      throw badRequest(
        ['scheduledAt is only for a draft: a published post is public already'],
        [{ field: 'scheduledAt', rule: 'draftOnly' }],
      );
    }
    return null;
  }
  if (requested === undefined) return current ?? null;
  if (requested === null) return null;
  const at = new Date(requested);
  // The editor sends every field again: an unchanged schedule that has just come due stays as it is.
  if (current && Date.parse(current) === at.getTime()) return current;
  if (at.getTime() <= now.getTime()) {
    throw new AppError(
      400,
      ERROR_CODES.POST_SCHEDULE_IN_PAST,
      `scheduledAt must be ahead of now (${now.toISOString()})`,
      [{ field: 'scheduledAt', rule: 'inFuture', params: { now: now.toISOString() } }],
    );
  }
  return at.toISOString();
}
