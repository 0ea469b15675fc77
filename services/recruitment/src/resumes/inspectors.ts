/**
 * Each format's inspector, by the type the content was found to be. Nothing here may load
 * @madar/shared or Nest: the inspection worker (inspection.worker.ts) loads this module on its own.
 */
import { inspectDoc } from './doc-inspection';
import { inspectDocx } from './docx-inspection';
import type { Inspection } from './inspection-result';
import { inspectPdf } from './pdf-inspection';
import type { ResumeExtension } from './resume-type';

const INSPECTORS: Record<ResumeExtension, (bytes: Buffer) => Promise<Inspection>> = {
  pdf: inspectPdf,
  docx: inspectDocx,
  doc: inspectDoc,
};

/** Inspects the file here, on the calling thread: the worker's work, and the unit tests'. */
export function inspectResume(bytes: Buffer, extension: ResumeExtension): Promise<Inspection> {
  return INSPECTORS[extension](bytes);
}
