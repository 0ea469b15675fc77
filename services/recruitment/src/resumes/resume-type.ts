/**
 * Which files are accepted as a resume, judged by their bytes (file-type reads the magic numbers), never
 * by the name or the Content-Type the client claims. The stored file's extension and the type it is
 * served with both come from this decision.
 */
import { fileTypeFromBuffer } from 'file-type';
import { RESUME_TYPES, type ResumeExtension } from '@madar/shared';

// The accepted types are the application contract's (the web's file input offers the same ones).
export { RESUME_TYPES, type ResumeExtension };

export interface ResumeType {
  extension: ResumeExtension;
  contentType: (typeof RESUME_TYPES)[ResumeExtension];
}

const typeOf = (extension: ResumeExtension): ResumeType => ({
  extension,
  contentType: RESUME_TYPES[extension],
});

/**
 * The resume type of `bytes`, or undefined when they are not a PDF or a Word document. A legacy .doc is
 * an OLE compound file, a container shared with .xls, .msi and others, so it is accepted only when the
 * client also named it .doc.
 */
export async function detectResumeType(
  bytes: Uint8Array,
  clientName: string,
): Promise<ResumeType | undefined> {
  if (bytes.length === 0) return undefined;
  const detected = await fileTypeFromBuffer(bytes);
  switch (detected?.mime) {
    case 'application/pdf':
      return typeOf('pdf');
    case RESUME_TYPES.docx:
      return typeOf('docx');
    case 'application/x-cfb':
      return /\.doc$/i.test(clientName.trim()) ? typeOf('doc') : undefined;
    default:
      return undefined;
  }
}
