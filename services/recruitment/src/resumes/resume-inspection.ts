/**
 * What a resume holds, checked after its type is known and before anything is stored: Word files with
 * macros or with parts fetched from elsewhere, zip bombs, PDFs that run scripts or programs (XFA form
 * scripts included), and files that need more time or memory to check than any resume does are refused
 * (422 UPLOAD.UNSAFE_FILE, the reason in `details`); a PDF that merely asks the viewer to do something on
 * opening is accepted with a flag staff see next to the download. Each format has its own inspector
 * (inspectors.ts); all work on the uploaded buffer as it is, in a worker thread (inspection-pool.ts),
 * and a file whose content cannot be read is refused (safe when undecidable).
 */
import { ERROR_CODES, type UnsafeFileRule } from '@madar/shared';
import { AppError } from '@madar/shared/nest';
import { MAX_COMPRESSION_RATIO, MAX_INFLATED_BYTES } from './inspection-result';

export { inspectResume } from './inspectors';

const EXPLANATIONS: Record<UnsafeFileRule, string> = {
  macros: 'The document contains macros; send it without them (a .docx or a PDF)',
  inflatedSize: `The file unpacks to more than ${MAX_INFLATED_BYTES / 1024 / 1024} MB`,
  compressionRatio: `The file is compressed more than ${MAX_COMPRESSION_RATIO} to 1, like a zip bomb`,
  scripts: 'The PDF contains scripts or launch actions',
  xfaScript: 'The PDF contains a form (XFA) with scripts',
  externalRelationship:
    'The document loads something from outside the file (a template, an object or a frame); save it without',
  inspectionBudget:
    'The file needs more time or memory to check than a resume does; save it again as a plain PDF or Word document',
  unreadable: 'The file could not be read to check it; save it again as a plain PDF or Word document',
};

/** The 422 for a refused inspection: the envelope's details carry the rule the web translates. */
export const unsafeFileError = (rule: UnsafeFileRule): AppError =>
  new AppError(422, ERROR_CODES.UPLOAD_UNSAFE_FILE, EXPLANATIONS[rule], [{ field: 'resume', rule }]);
