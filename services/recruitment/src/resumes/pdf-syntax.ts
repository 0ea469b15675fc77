/**
 * The pieces of PDF syntax the inspection reads by itself: object headers (`N G obj`), names with their
 * #xx escapes, and a reader that parses one object at an offset with pdf-lib's object parser. Every
 * scan here moves forward only, so the inspection's work stays proportional to the file's size.
 */
import { PDFContext, PDFName, type PDFObject, PDFObjectParser } from 'pdf-lib';
import ByteStream from 'pdf-lib/cjs/core/parser/ByteStream';

/** Names that start a script or a program (keys such as /JS, values such as /S /JavaScript). */
const DANGEROUS_NAMES = new Set(['JavaScript', 'JS', 'Launch']);
/** The longest of them with every character escaped (#xx): longer names are none of them. */
const LONGEST_ESCAPED_NAME = 'JavaScript'.length * 3;

/**
 * Values parsed in one file (each number, name, string, array, dictionary), all objects together. A
 * resume's run to thousands; a 2 MB array of zeros inflated from an object stream runs to a million,
 * each a JavaScript object of about 80 bytes that pdf-lib takes 3 µs to parse: this cap (about 16 MB
 * and 0.6 s of them) is what stops it. The
 * worker's heap limit is only the second line: Node gives that limit up where a --max-old-space-size
 * flag sizes the process's heap, as the service's image does.
 */
export const MAX_PARSED_VALUES = 200_000;

/** Thrown when a file needs more parsing than MAX_PARSED_VALUES: the inspectionBudget rule. */
export class ParseBudgetExceeded extends Error {}

/** What a file's parsing has cost so far, shared by every reader of that file. */
export class ParseBudget {
  values = 0;
}

/** Reads the object at an offset of `bytes` (a whole file, or one window of it), and says where it ended. */
export class ObjectReader extends PDFObjectParser {
  constructor(
    bytes: Uint8Array,
    private readonly budget: ParseBudget,
    context = PDFContext.create(),
  ) {
    super(ByteStream.of(bytes), context);
  }

  // pdf-lib parses every value (array items, dictionary values) through here.
  override parseObject(): PDFObject {
    this.budget.values += 1;
    if (this.budget.values > MAX_PARSED_VALUES) throw new ParseBudgetExceeded();
    return super.parseObject();
  }

  objectAt(offset: number): { object: PDFObject; end: number } {
    this.bytes.moveTo(offset);
    this.skipWhitespaceAndComments();
    const object = this.parseObject();
    return { object, end: this.bytes.offset() };
  }
}

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));
const SOLIDUS = 0x2f;
const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;
const isSpace = (byte: number | undefined) => byte !== undefined && WHITESPACE.has(byte);
const endsToken = (byte: number | undefined) =>
  byte === undefined || WHITESPACE.has(byte) || DELIMITERS.has(byte);

export interface ObjectHeader {
  /** Where the object number starts. */
  start: number;
  /** Just after `obj`, where the object itself starts. */
  end: number;
  number: number;
}

/**
 * The next `N G obj` header whose `obj` starts at or after `from`. Walking back from `obj` stops at the
 * first byte that is neither digit nor space, so no byte is walked over for two headers.
 */
export function nextObjectHeader(bytes: Buffer, from: number): ObjectHeader | undefined {
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
    if (!(skip(isSpace) && skip(isDigit) && skip(isSpace))) continue;
    const numberEnd = i + 1;
    if (!skip(isDigit)) continue;
    const number = Number(bytes.toString('latin1', i + 1, numberEnd));
    return { start: i + 1, end: at + 3, number };
  }
  return undefined;
}

/** A name as a viewer reads it: pdf-lib decodes #XX escapes in upper case only; a viewer, #xx too. */
export const nameOf = (name: PDFName) => decodeName(name.decodeText());

const decodeName = (text: string) =>
  text.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export const isDangerousName = (name: string) => DANGEROUS_NAMES.has(name);

/**
 * A dangerous name written anywhere in `bytes`, escaped or not (a name runs from `/` to whitespace or a
 * delimiter). For bytes no parser accounts for: between objects, or where a hidden object did not parse.
 */
export function hasDangerousName(bytes: Uint8Array): boolean {
  for (let at = bytes.indexOf(SOLIDUS); at !== -1;) {
    let end = at + 1;
    while (end < bytes.length && !endsToken(bytes[end])) end += 1;
    if (end - at - 1 <= LONGEST_ESCAPED_NAME) {
      const name = decodeName(
        Buffer.from(bytes.buffer, bytes.byteOffset + at + 1, end - at - 1).toString('latin1'),
      );
      if (DANGEROUS_NAMES.has(name)) return true;
    }
    at = bytes.indexOf(SOLIDUS, end);
  }
  return false;
}
