/**
 * Where job previews are kept until they expire: the shared previews store (@madar/shared/data, which
 * keeps a preview under its token's hash and drops it at its expiry), in memory or in PostgreSQL
 * (`recruitment.job_previews`, migration 0012). This class names the jobs' store for dependency injection.
 */
import type { JobPreview } from '@madar/shared';
import { PreviewsStore } from '@madar/shared/data';

export abstract class JobPreviewsStore extends PreviewsStore<JobPreview> {}

/** The table migration 0012 makes (createPreviewsTable). */
export const JOB_PREVIEWS_TABLE = 'job_previews';
