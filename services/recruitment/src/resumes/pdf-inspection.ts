/**
 * A PDF is refused when it holds a JavaScript or Launch action (the names /JavaScript, /JS or /Launch,
 * as a key or a value, however they are hex-escaped, in plain objects and in compressed object streams);
 * an /OpenAction alone is common (e.g. "open at page 1") and only flagged for staff.
 *
 * pdf-lib's object parser reads the objects (dictionaries, arrays, streams, names with their #xx escapes
 * decoded); its document loader is not used because it inflates object streams without any limit (a
 * 5 MB upload could inflate to gigabytes). Instead every `N G obj` in the file is parsed where it stands
 * (incremental updates and objects no cross-reference table points at included), and object streams
 * are inflated here by zlib within the shared limits. A byte scan for the plain names runs as a second
 * line over whatever lies between the parsed objects (not over stream data, where compressed bytes can
 * spell "/JS" by chance). A PDF that cannot be parsed is refused.
 */
import { inflateSync } from 'node:zlib';
import type { ResumeFlag } from '@madar/shared';
import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFObjectParser,
  PDFObjectStreamParser,
  PDFRawStream,
} from 'pdf-lib';
import ByteStream from 'pdf-lib/cjs/core/parser/ByteStream';
import {
  type Inspection,
  MAX_COMPRESSION_RATIO,
  MAX_INFLATED_BYTES,
  safe,
  unsafe,
} from './inspection-result';

/** Names that start a script or a program (keys such as /JS, values such as /S /JavaScript). */
const DANGEROUS_NAMES = new Set(['JavaScript', 'JS', 'Launch']);
const OPEN_ACTION = 'OpenAction';
/** Object headers inside stream data: a few by chance in compressed bytes, thousands only on purpose. */
const MAX_HIDDEN_OBJECTS = 1000;

/** Reads the object after an `N G obj` header, and says where it ended. */
class ObjectReader extends PDFObjectParser {
  constructor(bytes: Uint8Array) {
    super(ByteStream.of(bytes), PDFContext.create());
  }

  objectAt(offset: number): { object: PDFObject; end: number } {
    this.bytes.moveTo(offset);
    this.skipWhitespaceAndComments();
    const object = this.parseObject();
    return { object, end: this.bytes.offset() };
  }
}

class Findings {
  dangerous = false;
  openAction = false;
  inflated = 0;

  constructor(readonly fileBytes: number) {}

  /** What may still be inflated before a limit, and which limit that is. */
  budget(): { bytes: number; rule: 'inflatedSize' | 'compressionRatio' } {
    const bySize = MAX_INFLATED_BYTES - this.inflated;
    const byRatio = this.fileBytes * MAX_COMPRESSION_RATIO - this.inflated;
    return bySize <= byRatio
      ? { bytes: bySize, rule: 'inflatedSize' }
      : { bytes: byRatio, rule: 'compressionRatio' };
  }
}

export async function inspectPdf(bytes: Buffer): Promise<Inspection> {
  const findings = new Findings(bytes.length);
  const reader = new ObjectReader(bytes);
  const parsed = new Set<number>();
  try {
    let parsedUpTo = 0;
    for (let at = nextObjectHeader(bytes, 0); at !== -1;) {
      // What lies between parsed objects (trailers, anything unparsed) gets the byte scan.
      if (hasPlainDangerousName(bytes.subarray(parsedUpTo, at))) findings.dangerous = true;
      const { object, end } = reader.objectAt(at);
      parsed.add(at);
      const refused = await inspectObject(object, findings);
      if (refused) return refused;
      parsedUpTo = end;
      at = nextObjectHeader(bytes, end);
    }
    if (parsed.size === 0) return unsafe('unreadable');
    if (hasPlainDangerousName(bytes.subarray(parsedUpTo))) findings.dangerous = true;
  } catch {
    return unsafe('unreadable');
  }
  const refused = await inspectHiddenObjects(bytes, reader, parsed, findings);
  if (refused) return refused;
  if (findings.dangerous) return unsafe('scripts');
  const flags: ResumeFlag[] = findings.openAction ? ['pdf-open-action'] : [];
  return safe(flags);
}

async function inspectObject(object: PDFObject, findings: Findings): Promise<Inspection | undefined> {
  walk(object, findings);
  return isObjectStream(object) ? readObjectStream(object, findings) : undefined;
}

/**
 * Objects inside another stream's data, where a viewer following a cross-reference offset (and a wrong
 * /Length) would still find them. Most such headers are chance bytes of compressed data, so what does
 * not parse is skipped here rather than refused.
 */
async function inspectHiddenObjects(
  bytes: Buffer,
  reader: ObjectReader,
  parsed: ReadonlySet<number>,
  findings: Findings,
): Promise<Inspection | undefined> {
  let hidden = 0;
  for (let at = nextObjectHeader(bytes, 0); at !== -1; at = nextObjectHeader(bytes, at)) {
    if (parsed.has(at)) continue;
    // Each may scan to the end of the file for its own end: many are an attack on time, not a resume.
    hidden += 1;
    if (hidden > MAX_HIDDEN_OBJECTS) return unsafe('unreadable');
    let object: PDFObject;
    try {
      object = reader.objectAt(at).object;
    } catch {
      continue;
    }
    const refused = await inspectObject(object, findings).catch(() => undefined);
    if (refused && refused.safe === false && refused.rule !== 'unreadable') return refused;
  }
  return undefined;
}

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));
const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;
const endsToken = (byte: number | undefined) =>
  byte === undefined || WHITESPACE.has(byte) || DELIMITERS.has(byte);

/** The offset just after the next `N G obj` header from `from`, or -1. */
function nextObjectHeader(bytes: Buffer, from: number): number {
  for (
    let at = bytes.indexOf('obj', from, 'latin1');
    at !== -1;
    at = bytes.indexOf('obj', at + 3, 'latin1')
  ) {
    if (!endsToken(bytes[at + 3])) continue;
    let i = at - 1;
    const skip = (test: (byte: number | undefined) => boolean) => {
      const start = i;
      while (i >= 0 && test(bytes[i])) i -= 1;
      return i < start;
    };
    const isSpace = (byte: number | undefined) => byte !== undefined && WHITESPACE.has(byte);
    if (skip(isSpace) && skip(isDigit) && skip(isSpace) && skip(isDigit)) return at + 3;
  }
  return -1;
}

const nameOf = (name: PDFName) =>
  // pdf-lib decodes #XX escapes in upper case only; a viewer decodes #xx too.
  name.decodeText().replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function walk(object: PDFObject, findings: Findings): void {
  if (object instanceof PDFName) {
    if (DANGEROUS_NAMES.has(nameOf(object))) findings.dangerous = true;
  } else if (object instanceof PDFDict) {
    for (const [key, value] of object.entries()) {
      const name = nameOf(key);
      if (DANGEROUS_NAMES.has(name)) findings.dangerous = true;
      if (name === OPEN_ACTION) findings.openAction = true;
      walk(value, findings);
    }
  } else if (object instanceof PDFArray) {
    for (const item of object.asArray()) walk(item, findings);
  } else if (object instanceof PDFRawStream) {
    walk(object.dict, findings);
  }
}

const typeOf = (dict: PDFDict) => {
  const type = dict.get(PDFName.of('Type'));
  return type instanceof PDFName ? nameOf(type) : undefined;
};

const isObjectStream = (object: PDFObject): object is PDFRawStream =>
  object instanceof PDFRawStream && typeOf(object.dict) === 'ObjStm';

/** Inflates an object stream within the budget and walks its objects; a refusal when it cannot. */
async function readObjectStream(stream: PDFRawStream, findings: Findings): Promise<Inspection | undefined> {
  const { dict } = stream;
  let filter = dict.get(PDFName.of('Filter'));
  if (filter instanceof PDFArray && filter.size() === 1) filter = filter.get(0);
  let content: Uint8Array = stream.contents;
  if (filter instanceof PDFName && nameOf(filter) === 'FlateDecode' && !dict.has(PDFName.of('DecodeParms'))) {
    const budget = findings.budget();
    try {
      content = inflateSync(stream.contents, { maxOutputLength: Math.max(budget.bytes, 1) });
    } catch (error) {
      const tooLarge = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
      return unsafe(tooLarge ? budget.rule : 'unreadable');
    }
    findings.inflated += content.length;
  } else if (filter !== undefined) {
    return unsafe('unreadable'); // writers compress object streams with Flate alone
  }
  // Its objects are parsed into a context of their own, so two streams never overwrite each other's.
  const context = PDFContext.create();
  const plain = PDFDict.withContext(context);
  for (const key of ['N', 'First']) {
    const value = dict.get(PDFName.of(key));
    if (!(value instanceof PDFNumber)) return unsafe('unreadable');
    plain.set(PDFName.of(key), value);
  }
  await PDFObjectStreamParser.forStream(PDFRawStream.of(plain, content)).parseIntoContext();
  for (const [, object] of context.enumerateIndirectObjects()) walk(object, findings);
  return undefined;
}

/** A name written plainly in `bytes` (a name ends at whitespace or a delimiter). */
function hasPlainDangerousName(bytes: Buffer): boolean {
  for (const name of DANGEROUS_NAMES) {
    const needle = `/${name}`;
    for (
      let at = bytes.indexOf(needle, 0, 'latin1');
      at !== -1;
      at = bytes.indexOf(needle, at + 1, 'latin1')
    ) {
      if (endsToken(bytes[at + needle.length])) return true;
    }
  }
  return false;
}
