/**
 * A PDF is refused when it holds a JavaScript or Launch action (the names /JavaScript, /JS or /Launch,
 * as a key or a value, however they are hex-escaped, in plain objects and in compressed object streams)
 * or an XFA form with a script; an /OpenAction alone is common (e.g. "open at page 1") and only flagged
 * for staff.
 *
 * pdf-lib's object parser reads the objects (dictionaries, arrays, streams, names with their #xx escapes
 * decoded); its document loader is not used because it inflates object streams without any limit (a
 * 5 MB upload could inflate to gigabytes) and only reads those typed /ObjStm. Instead every `N G obj` in
 * the file is parsed where it stands (incremental updates and objects no cross-reference table points
 * at included), and object streams are inflated here by zlib within the shared limits (pdf-streams.ts).
 * A scan for the names, escaped or not, runs as a second line over whatever lies between the parsed
 * objects (not over stream data, where compressed bytes can spell "/JS" by chance). A PDF that cannot be
 * parsed is refused, and so is one with more hidden objects than any real file has (the
 * inspectionBudget rule: each costs a parse).
 *
 * The work is proportional to the file's size: each byte is parsed as part of at most one object. An
 * object header inside another object's stream data (a hidden object, which a viewer following a
 * cross-reference offset would still find) is parsed only up to the next header, not to the end of the
 * file: 999 hidden headers each opening a string that never closes once cost 999 reads of the file.
 */
import type { ResumeFlag } from '@madar/shared';
import { type PDFObject, PDFContext, PDFRawStream } from 'pdf-lib';
import { type Inspection, safe, unsafe } from './inspection-result';
import { Findings, isObjectStream, readObjectStream, walk, xfaScriptIn } from './pdf-streams';
import {
  hasDangerousName,
  nextObjectHeader,
  type ObjectHeader,
  ObjectReader,
  ParseBudgetExceeded,
} from './pdf-syntax';

/** Object headers inside stream data: a few by chance in compressed bytes, thousands only on purpose. */
const MAX_HIDDEN_OBJECTS = 1000;

interface HiddenObject {
  header: ObjectHeader;
  /** Where the next header starts: as far as this object is read. */
  windowEnd: number;
}

export function inspectPdf(bytes: Buffer): Promise<Inspection> {
  return Promise.resolve(inspect(bytes));
}

function inspect(bytes: Buffer): Inspection {
  const findings = new Findings(bytes.length);
  let hidden: HiddenObject[];
  try {
    const read = readTopLevel(bytes, findings);
    if (!Array.isArray(read)) return read;
    hidden = read;
  } catch (error) {
    return unsafe(error instanceof ParseBudgetExceeded ? 'inspectionBudget' : 'unreadable');
  }
  let refused: Inspection | undefined;
  try {
    refused = inspectHiddenObjects(bytes, hidden, findings);
  } catch (error) {
    if (error instanceof ParseBudgetExceeded) return unsafe('inspectionBudget');
    throw error;
  }
  if (refused) return refused;
  if (findings.dangerous) return unsafe('scripts');
  const xfa = xfaScriptIn(findings);
  if (xfa) return xfa;
  const flags: ResumeFlag[] = findings.openAction ? ['pdf-open-action'] : [];
  return safe(flags);
}

/**
 * Parses each object that starts after the previous one ended; the headers found inside an object
 * (in its stream data) are returned, to be read as hidden objects. Throws when an object cannot be read.
 */
function readTopLevel(bytes: Buffer, findings: Findings): HiddenObject[] | Inspection {
  const reader = new ObjectReader(bytes, findings.parsing);
  const hidden: HiddenObject[] = [];
  let parsedUpTo = 0;
  let topLevel = 0;
  for (let header = nextObjectHeader(bytes, 0); header; header = nextObjectHeader(bytes, header.end)) {
    const last = hidden.at(-1);
    if (last && last.windowEnd === bytes.length) last.windowEnd = header.start;
    if (header.start < parsedUpTo) {
      if (hidden.length === MAX_HIDDEN_OBJECTS) return unsafe('inspectionBudget');
      hidden.push({ header, windowEnd: bytes.length });
      continue;
    }
    // What lies between parsed objects (trailers, anything unparsed) gets the name scan.
    if (hasDangerousName(bytes.subarray(parsedUpTo, header.start))) findings.dangerous = true;
    const { object, end } = reader.objectAt(header.end);
    topLevel += 1;
    const refused = inspectObject(object, header, findings);
    if (refused) return refused;
    parsedUpTo = end;
  }
  if (topLevel === 0) return unsafe('unreadable');
  if (hasDangerousName(bytes.subarray(parsedUpTo))) findings.dangerous = true;
  return hidden;
}

function inspectObject(object: PDFObject, header: ObjectHeader, findings: Findings) {
  walk(object, findings);
  if (object instanceof PDFRawStream) findings.addStream(header.number, object);
  return isObjectStream(object) ? readObjectStream(object, findings) : undefined;
}

/**
 * Objects inside another object's stream data. Most such headers are chance bytes of compressed data,
 * so what does not parse is not refused, but its bytes get the name scan: a viewer may read further
 * than the next header, where this parse stops. Throws ParseBudgetExceeded.
 */
function inspectHiddenObjects(
  bytes: Buffer,
  hidden: readonly HiddenObject[],
  findings: Findings,
): Inspection | undefined {
  const context = PDFContext.create();
  for (const { header, windowEnd } of hidden) {
    const window = bytes.subarray(header.end, windowEnd);
    let object: PDFObject;
    try {
      object = new ObjectReader(window, findings.parsing, context).objectAt(0).object;
    } catch (error) {
      if (error instanceof ParseBudgetExceeded) throw error;
      if (hasDangerousName(window)) findings.dangerous = true;
      continue;
    }
    let refused: Inspection | undefined;
    try {
      refused = inspectObject(object, header, findings);
    } catch (error) {
      if (error instanceof ParseBudgetExceeded) throw error;
      continue;
    }
    if (refused && refused.safe === false && refused.rule !== 'unreadable') return refused;
  }
  return undefined;
}
