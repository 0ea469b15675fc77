/**
 * How a job's slug is made: from its English title (`NOC Technician` → `noc-technician`), else, for a
 * title with no Latin letter or digit, `job-` and the start of its id; a slug other jobs hold gets the
 * first free `-2`, `-3`, ….
 */
import { firstFreeSlug, JOB_SLUG_MAX, SLUG_PATTERN, slugify } from '@madar/shared';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The slug a title asks for, before any suffix. */
export function slugFromTitle(titleEn: string, id: string): string {
  return (
    slugify(titleEn, JOB_SLUG_MAX) ||
    `job-${id
      .replace(/[^a-z0-9]/gi, '')
      .slice(0, 6)
      .toLowerCase()}`
  );
}

/** Whether an id reads as an address already (a seeded job's `noc-technician`, not a UUID). */
export const isReadableJobId = (id: string): boolean =>
  !UUID.test(id) && id.length <= JOB_SLUG_MAX && SLUG_PATTERN.test(id);

/** The first slug of a job stored before slugs existed: its readable id, else one from its title. */
export function firstJobSlug(id: string, titleEn: string, taken: ReadonlySet<string>): string {
  return firstFreeSlug(isReadableJobId(id) ? id : slugFromTitle(titleEn, id), taken);
}
