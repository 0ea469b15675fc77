/** Job ids are slugs (seeded jobs) or UUIDs (created ones). */
export const JOB_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,99}$/;

/** Whether `id` can name a job; anything else names none (404), never a database error. */
export const isJobId = (id: string): boolean => JOB_ID_PATTERN.test(id);
