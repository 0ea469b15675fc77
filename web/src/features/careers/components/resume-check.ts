/**
 * Checks a chosen resume before it is sent (docs/product.md#job-application: PDF or Word, at most 5 MB; the
 * size and types are the application contract's, the recruitment service's too). The server judges the
 * content itself; this only spares the visitor a pointless upload. The server's answers about the file
 * map onto the same problems (resumeProblemFrom), so both read alike beside the file field.
 */
import {
  ERROR_CODES,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
  RESUME_MIME_TYPES,
  UNSAFE_FILE_RULES,
  type UnsafeFileRule,
} from '@madar/shared';
import type { ApiError } from '@/lib/api-error';

/**
 * What is wrong with the resume: the first three are found here or by the server, the rest only by the
 * server inspecting the content (UPLOAD.UNSAFE_FILE; `unsafe` when its rule is one this site does not know).
 */
export type ResumeProblem = 'missing' | 'type' | 'size' | UnsafeFileRule | 'unsafe';

const RESUME_CODES: Record<string, ResumeProblem> = {
  [ERROR_CODES.RESUME_TYPE]: 'type',
  [ERROR_CODES.RESUME_TOO_LARGE]: 'size',
  [ERROR_CODES.RESUME_MISSING]: 'missing',
};

const isUnsafeFileRule = (rule: string | undefined): rule is UnsafeFileRule =>
  (UNSAFE_FILE_RULES as readonly string[]).includes(rule ?? '');

/** The resume problem a server error names (415, 413, 422 and a missing file), or undefined. */
export function resumeProblemFrom(error: ApiError): ResumeProblem | undefined {
  if (error.code === ERROR_CODES.UPLOAD_UNSAFE_FILE) {
    const rule = error.details.find((detail) => detail.field === 'resume')?.rule;
    return isUnsafeFileRule(rule) ? rule : 'unsafe';
  }
  return RESUME_CODES[error.code];
}

export function checkResume(
  file: Pick<File, 'name' | 'type' | 'size'> | null | undefined,
): ResumeProblem | null {
  if (!file) return 'missing';
  const name = file.name.toLowerCase();
  const extensionOk = RESUME_EXTENSIONS.some((extension) => name.endsWith(extension));
  const mimeOk = RESUME_MIME_TYPES.includes(file.type);
  // A name without a known extension passes on its MIME type alone; a known extension with a foreign,
  // non-empty MIME type (e.g. an image renamed to .pdf) does not.
  if (!(extensionOk || mimeOk) || (extensionOk && file.type !== '' && !mimeOk && !isGenericMime(file.type))) {
    return 'type';
  }
  if (file.size > RESUME_MAX_BYTES) return 'size';
  return null;
}

// Some systems report Word files as a generic binary or zip type; those are left to the server.
const isGenericMime = (type: string) =>
  type === 'application/octet-stream' ||
  type === 'application/zip' ||
  type === 'application/x-zip-compressed';
