/**
 * The name a resume is downloaded under. The client's file name is untrusted text: it is kept only as
 * this metadata, never used to build a path, and reduced to something safe to show and to put in a
 * Content-Disposition header.
 */
import type { ResumeExtension } from './resume-type';

export const RESUME_NAME_MAX = 120;

// Control characters, and the bidirectional overrides that make "cv‮fdp.exe" read as "cvexe.pdf".
const INVISIBLE = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
// Path separators, and what Windows refuses in a file name, so the admin can save it as it is.
const RESERVED = /[\\/:*?"<>|]/g;

/**
 * The client's name reduced to a plain base name ending in the extension of the detected type, at most
 * RESUME_NAME_MAX characters: `../../etc/passwd.pdf` becomes `passwd.pdf`, and a PDF sent as `cv.txt`
 * is downloaded as `cv.txt.pdf`, so the admin's system opens it for what it is.
 */
export function downloadName(clientName: string, extension: ResumeExtension): string {
  const base = clientName.split(/[\\/]/).pop() ?? '';
  let name = base
    .replace(/\s+/g, ' ')
    .replace(INVISIBLE, '')
    .replace(RESERVED, '_')
    .trim()
    .replace(/^[.\s]+/, '');
  const suffix = `.${extension}`;
  if (name.toLowerCase().endsWith(suffix)) name = name.slice(0, -suffix.length);
  const stem = [...(name || 'resume')]
    .slice(0, RESUME_NAME_MAX - suffix.length)
    .join('')
    .trimEnd();
  return `${stem}${suffix}`;
}

// Characters RFC 5987 allows unescaped in an ext-value; encodeURIComponent also leaves ' ( ) * alone.
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with the name, as RFC 6266 asks: a quoted ASCII name, plus `filename*` (RFC 5987,
 * UTF-8) when the name holds anything else, such as an Arabic file name.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7E]|["\\%]/g, '_');
  if (fallback === name) return `attachment; filename="${name}"`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
