/**
 * What a resume holds, checked after its type is known and before anything is stored: Word files with
 * macros, zip bombs and PDFs that run scripts or programs are refused (422 UPLOAD.UNSAFE_FILE, the
 * reason in `details`); a PDF that merely asks the viewer to do something on opening is accepted with a
 * flag staff see next to the download. Each format has its own inspector; all work on the uploaded
 * buffer as it is, and a file whose content cannot be read is refused (safe when undecidable).
 */
import { ERROR_CODES, type UnsafeFileRule } from '@madar/shared';
import { AppError } from '@madar/shared/nest';
import { inspectDoc } from './doc-inspection';
import { inspectDocx } from './docx-inspection';
import { type Inspection, MAX_COMPRESSION_RATIO, MAX_INFLATED_BYTES } from './inspection-result';
import { inspectPdf } from './pdf-inspection';
import type { ResumeExtension } from './resume-type';

const INSPECTORS: Record<ResumeExtension, (bytes: Buffer) => Promise<Inspection>> = {
  pdf: inspectPdf,
  docx: inspectDocx,
  doc: inspectDoc,
};

export function inspectResume(bytes: Buffer, extension: ResumeExtension): Promise<Inspection> {
  return INSPECTORS[extension](bytes);
}

const EXPLANATIONS: Record<UnsafeFileRule, string> = {
  macros: 'The document contains macros; send it without them (a .docx or a PDF)',
  inflatedSize: `The file unpacks to more than ${MAX_INFLATED_BYTES / 1024 / 1024} MB`,
  compressionRatio: `The file is compressed more than ${MAX_COMPRESSION_RATIO} to 1, like a zip bomb`,
  scripts: 'The PDF contains scripts or launch actions',
  unreadable: 'The file could not be read to check it; save it again as a plain PDF or Word document',
};

/** The 422 for a refused inspection: the envelope's details carry the rule the web translates. */
export const unsafeFileError = (rule: UnsafeFileRule): AppError =>
  new AppError(422, ERROR_CODES.UPLOAD_UNSAFE_FILE, EXPLANATIONS[rule], [{ field: 'resume', rule }]);
