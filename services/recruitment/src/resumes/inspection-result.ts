/** The verdict every format's inspector returns, and the limits they share. */
import type { ResumeFlag, UnsafeFileRule } from '@madar/shared';

/** The most any inspector inflates (a DOCX's parts, a PDF's object streams), summed over the file. */
export const MAX_INFLATED_BYTES = 50 * 1024 * 1024;
/** The most inflated bytes per compressed byte of the whole file: beyond it, a zip bomb. */
export const MAX_COMPRESSION_RATIO = 100;

export type Inspection = { safe: true; flags: ResumeFlag[] } | { safe: false; rule: UnsafeFileRule };

export const safe = (flags: ResumeFlag[] = []): Inspection => ({ safe: true, flags });
export const unsafe = (rule: UnsafeFileRule): Inspection => ({ safe: false, rule });
