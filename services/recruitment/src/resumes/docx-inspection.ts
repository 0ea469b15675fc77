/**
 * A DOCX is a zip package. yauzl reads it from the central directory (the sizes Word trusts), gives each
 * entry's declared size before anything is inflated, and inflates one entry at a time as a stream, so
 * the bytes can be counted and the reading stopped at the limit: a bomb is never inflated into memory.
 * (fflate's unzip inflates whole entries into memory, and its streaming reader follows the local headers,
 * which need not agree with the central directory.)
 *
 * Refused: macros (a vbaProject.bin part, or [Content_Types].xml naming a macro type, which also catches
 * a renamed macro part), a relationship to something outside the file that Word fetches by itself (an
 * attached template, which brings its macros past the macro check, an OLE object, a frame: any
 * TargetMode="External" but a hyperlink, which is only followed when the reader clicks it), more than
 * MAX_INFLATED_BYTES declared or inflated, a ratio above MAX_COMPRESSION_RATIO declared or inflated,
 * more parts than any resume has (inspectionBudget: each costs a stream), and anything yauzl or zlib
 * cannot read.
 */
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import {
  type Inspection,
  MAX_COMPRESSION_RATIO,
  MAX_INFLATED_BYTES,
  safe,
  unsafe,
} from './inspection-result';

/** Far more parts than any resume has (text, styles, a few images); each costs a stream to check. */
const MAX_ENTRIES = 1000;
/** [Content_Types].xml and the relationship parts are a few kilobytes; they are kept to be read, so capped. */
const MAX_KEPT_BYTES = 1024 * 1024;
const CONTENT_TYPES = '[Content_Types].xml';
const RELATIONSHIPS_PART = /\.rels$/i;
const MACRO_PART = /(^|\/)vbaProject\.bin$/i;
/** application/vnd.ms-office.vbaProject, …vbaProjectSignature, …ms-word.vbaData+xml, …macroEnabled… */
const MACRO_CONTENT_TYPE = /vbaProject|vbaData|macroEnabled/i;

export async function inspectDocx(bytes: Buffer): Promise<Inspection> {
  let zip: ZipFile;
  try {
    // Sizes are checked here, as the bytes come; a size that disagrees with its entry is a broken zip.
    zip = await yauzl.fromBufferPromise(bytes, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: false,
    });
  } catch {
    return unsafe('unreadable');
  }
  try {
    return await inspectEntries(zip, bytes.length);
  } catch {
    return unsafe('unreadable');
  } finally {
    zip.close();
  }
}

async function inspectEntries(zip: ZipFile, fileBytes: number): Promise<Inspection> {
  if (zip.entryCount > MAX_ENTRIES) return unsafe('inspectionBudget');
  const entries: Entry[] = [];
  for await (const entry of zip.eachEntry()) entries.push(entry);
  if (entries.some((entry) => MACRO_PART.test(entry.fileName))) return unsafe('macros');

  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  const tooMuch = overLimit(declared, fileBytes);
  if (tooMuch) return unsafe(tooMuch);

  let inflated = 0;
  let contentTypes: string | undefined;
  let external = false;
  for (const entry of entries) {
    if (entry.fileName.endsWith('/')) continue; // a directory: no data
    if (!entry.canDecodeFileData()) return unsafe('unreadable');
    const isRelationships = RELATIONSHIPS_PART.test(entry.fileName);
    const keep = entry.fileName === CONTENT_TYPES || isRelationships ? [] : undefined;
    const read = await countEntry(await zip.openReadStreamPromise(entry), inflated, fileBytes, keep);
    if (typeof read === 'string') return unsafe(read);
    if (read - inflated !== entry.uncompressedSize) return unsafe('unreadable');
    inflated = read;
    if (!keep) continue;
    const xml = Buffer.concat(keep).toString('utf8');
    // A document type could define entities that spell what the checks look for; Word allows none.
    if (/<!DOCTYPE/i.test(xml)) return unsafe('unreadable');
    if (isRelationships) external ||= hasExternalRelationship(xml);
    else contentTypes = xml;
  }
  if (contentTypes === undefined) return unsafe('unreadable'); // not an Office package
  if (MACRO_CONTENT_TYPE.test(decodeXmlReferences(contentTypes))) return unsafe('macros');
  return external ? unsafe('externalRelationship') : safe();
}

const HYPERLINK_TYPES = new Set([
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink',
  'http://purl.oclc.org/ooxml/officeDocument/relationships/hyperlink', // strict Open XML
]);
/** A Relationship element's start, in any namespace prefix. */
const RELATIONSHIP = /<(?:[\w.-]+:)?Relationship(?=[\s/>])/g;
/** One attribute after it; values may hold `>`, so the element is read attribute by attribute. */
const ATTRIBUTE = /\s*([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;

/** A relationship in `xml` (a .rels part) whose target is outside the package and is not a hyperlink. */
function hasExternalRelationship(xml: string): boolean {
  for (const element of xml.matchAll(RELATIONSHIP)) {
    const attributes = new Map<string, string>();
    ATTRIBUTE.lastIndex = element.index + element[0].length;
    for (let match = ATTRIBUTE.exec(xml); match; match = ATTRIBUTE.exec(xml)) {
      attributes.set(match[1]!, decodeXmlReferences(match[2] ?? match[3] ?? '').trim());
    }
    const mode = attributes.get('TargetMode');
    // Only "Internal" (the default) keeps a target inside the package.
    const outside = mode !== undefined && mode.toLowerCase() !== 'internal';
    if (outside && !HYPERLINK_TYPES.has(attributes.get('Type') ?? '')) return true;
  }
  return false;
}

type SizeRule = 'inflatedSize' | 'compressionRatio';

function overLimit(inflated: number, fileBytes: number): SizeRule | undefined {
  if (inflated > MAX_INFLATED_BYTES) return 'inflatedSize';
  if (inflated > fileBytes * MAX_COMPRESSION_RATIO) return 'compressionRatio';
  return undefined;
}

/**
 * Reads one entry, adding its inflated bytes to `inflated`; stops (destroying the stream) as soon as
 * the running total passes a limit. Keeps the chunks in `keep` when asked, up to a small cap.
 */
async function countEntry(
  stream: Readable,
  inflated: number,
  fileBytes: number,
  keep: Buffer[] | undefined,
): Promise<number | SizeRule | 'unreadable'> {
  let total = inflated;
  let kept = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length;
    const tooMuch = overLimit(total, fileBytes);
    if (tooMuch) return tooMuch; // leaving the loop destroys the stream
    if (keep) {
      kept += chunk.length;
      if (kept > MAX_KEPT_BYTES) return 'unreadable';
      keep.push(chunk);
    }
  }
  return total;
}

/** XML character references, so `&#x76;baProject` reads as what an XML parser (and Word) would see. */
function decodeXmlReferences(xml: string): string {
  return xml.replace(/&#(x[0-9a-f]+|[0-9]+);/gi, (_, code: string) => {
    const point = code[0] === 'x' || code[0] === 'X' ? parseInt(code.slice(1), 16) : Number(code);
    return point <= 0x10ffff ? String.fromCodePoint(point) : '';
  });
}
