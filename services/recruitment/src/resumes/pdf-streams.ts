/**
 * What the PDF inspection learns from the objects it parses (pdf-inspection.ts), and the streams it
 * has to open to see inside: object streams, whose objects are inspected like top-level ones, and the
 * packets of an XFA form, whose template may hold scripts. Streams are inflated by zlib within the
 * limits all inspectors share.
 */
import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  PDFRef,
} from 'pdf-lib';
import { type Inspection, MAX_COMPRESSION_RATIO, MAX_INFLATED_BYTES, unsafe } from './inspection-result';
import { isDangerousName, nameOf, ObjectReader, ParseBudget } from './pdf-syntax';

const OPEN_ACTION = 'OpenAction';
type SizeRule = 'inflatedSize' | 'compressionRatio';

export class Findings {
  dangerous = false;
  openAction = false;
  inflated = 0;
  readonly parsing = new ParseBudget();
  /** Each /XFA value: the object numbers of its packets, in order. */
  readonly xfaForms: number[][] = [];
  /** Stream objects by number (every version of it an incremental update left), for XFA packets. */
  private readonly streams = new Map<number, PDFRawStream[]>();

  constructor(readonly fileBytes: number) {}

  /** What may still be inflated before a limit, and which limit that is. */
  budget(): { bytes: number; rule: SizeRule } {
    const bySize = MAX_INFLATED_BYTES - this.inflated;
    const byRatio = this.fileBytes * MAX_COMPRESSION_RATIO - this.inflated;
    return bySize <= byRatio
      ? { bytes: bySize, rule: 'inflatedSize' }
      : { bytes: byRatio, rule: 'compressionRatio' };
  }

  addStream(number: number, stream: PDFRawStream): void {
    const versions = this.streams.get(number);
    if (versions) versions.push(stream);
    else this.streams.set(number, [stream]);
  }

  streamsNumbered(number: number): readonly PDFRawStream[] {
    return this.streams.get(number) ?? [];
  }
}

export function walk(object: PDFObject, findings: Findings): void {
  if (object instanceof PDFName) {
    if (isDangerousName(nameOf(object))) findings.dangerous = true;
  } else if (object instanceof PDFDict) {
    for (const [key, value] of object.entries()) {
      const name = nameOf(key);
      if (isDangerousName(name)) findings.dangerous = true;
      if (name === OPEN_ACTION) findings.openAction = true;
      if (name === 'XFA') findings.xfaForms.push(xfaPackets(value));
      walk(value, findings);
    }
  } else if (object instanceof PDFArray) {
    for (const item of object.asArray()) walk(item, findings);
  } else if (object instanceof PDFRawStream) {
    walk(object.dict, findings);
  }
}

/** An /XFA value is one stream, or an array of packet names each followed by its stream. */
const xfaPackets = (value: PDFObject): number[] => {
  const items = value instanceof PDFArray ? value.asArray() : [value];
  return items.filter((item) => item instanceof PDFRef).map((ref) => ref.objectNumber);
};

/**
 * Any stream with /N and /First is read as an object stream, whatever its /Type says: a viewer that finds
 * an object through a cross-reference stream reads the stream it names for those two keys alone.
 */
export const isObjectStream = (object: PDFObject): object is PDFRawStream =>
  object instanceof PDFRawStream && object.dict.has(PDFName.of('N')) && object.dict.has(PDFName.of('First'));

/** A stream's data inflated within the budget (Flate alone, as writers compress these), or why not. */
function decoded(stream: PDFRawStream, findings: Findings): Uint8Array | Inspection {
  const { dict } = stream;
  let filter = dict.get(PDFName.of('Filter'));
  if (filter instanceof PDFArray && filter.size() === 1) filter = filter.get(0);
  if (filter === undefined) return stream.contents;
  if (
    !(filter instanceof PDFName) ||
    nameOf(filter) !== 'FlateDecode' ||
    dict.has(PDFName.of('DecodeParms'))
  ) {
    return unsafe('unreadable');
  }
  const budget = findings.budget();
  let content: Buffer;
  try {
    content = inflateSync(stream.contents, { maxOutputLength: Math.max(budget.bytes, 1) });
  } catch (error) {
    const tooLarge = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
    return unsafe(tooLarge ? budget.rule : 'unreadable');
  }
  findings.inflated += content.length;
  return content;
}

/**
 * Inflates an object stream within the budget and walks its objects; a refusal when it cannot, and
 * throws when its objects cannot be parsed. Each object is parsed up to where the next one starts, as
 * pdf.js reads them: overlapping offsets would otherwise make one object stream parse its data N times.
 */
export function readObjectStream(stream: PDFRawStream, findings: Findings): Inspection | undefined {
  const content = decoded(stream, findings);
  if (!(content instanceof Uint8Array)) return content;
  const count = stream.dict.get(PDFName.of('N'));
  const first = stream.dict.get(PDFName.of('First'));
  if (!(count instanceof PDFNumber && first instanceof PDFNumber)) return unsafe('unreadable');
  const objectsStart = first.asNumber();
  if (!(objectsStart >= 0 && objectsStart <= content.length)) return unsafe('unreadable');

  // The pairs "number offset" before /First: as many as are there, however large /N claims to be.
  const context = PDFContext.create();
  const pairs = new ObjectReader(content.subarray(0, objectsStart), findings.parsing, context);
  const offsets = new Set<number>();
  let at = 0;
  for (let index = 0; index < count.asNumber(); index += 1) {
    const number = pairs.objectAt(at);
    const offset = pairs.objectAt(number.end);
    if (!(number.object instanceof PDFNumber && offset.object instanceof PDFNumber))
      return unsafe('unreadable');
    offsets.add(offset.object.asNumber());
    at = offset.end;
  }
  const objects = content.subarray(objectsStart);
  const starts = [...offsets]
    .filter((offset) => offset >= 0 && offset < objects.length)
    .sort((a, b) => a - b);
  starts.forEach((start, index) => {
    const window = objects.subarray(start, starts[index + 1] ?? objects.length);
    // Objects in an object stream are never streams: what parses as one is walked, not opened.
    walk(new ObjectReader(window, findings.parsing, context).objectAt(0).object, findings);
  });
  return undefined;
}

/** An XML element named script, in any namespace (`<script`, `<xfa:script`), UTF-8 or UTF-16. */
const XFA_SCRIPT = /<([A-Za-z_][\w.-]*:)?script[\s/>]/i;

/**
 * An XFA form whose packets, joined in order as a viewer joins them, hold a script element: scripts in
 * the template run in the viewer's engine like a document's JavaScript.
 */
export function xfaScriptIn(findings: Findings): Inspection | undefined {
  for (const packets of findings.xfaForms) {
    const parts: Uint8Array[] = [];
    for (const number of packets) {
      for (const stream of findings.streamsNumbered(number)) {
        const content = decoded(stream, findings);
        if (!(content instanceof Uint8Array)) return content;
        parts.push(content);
      }
    }
    const xml = Buffer.concat(parts).toString('latin1').replaceAll('\0', '');
    if (XFA_SCRIPT.test(xml)) return unsafe('xfaScript');
  }
  return undefined;
}
