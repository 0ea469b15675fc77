/**
 * multipart/form-data bodies for the fuzzer, written byte by byte so they can be wrong in ways a form
 * library never is: a boundary the header does not name, no closing boundary, a part without a
 * Content-Disposition, raw bytes in names, many parts, huge fields, several files.
 */
import fc from 'fast-check';
import { hostileString, shortHostileString } from './hostile-json';
import type { Schema } from './openapi';

export interface Part {
  name: string;
  value: string | Buffer;
  /** Set for a file part. */
  filename?: string;
  contentType?: string;
}

export interface Multipart {
  contentType: string;
  body: Buffer;
}

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';

export type Damage =
  'none' | 'noClosing' | 'otherBoundary' | 'noBoundaryParam' | 'noDisposition' | 'crlfOnly';

export function encodeMultipart(parts: readonly Part[], damage: Damage = 'none'): Multipart {
  const chunks: Buffer[] = [];
  parts.forEach((part, index) => {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\n`));
    const file = part.filename !== undefined ? `; filename="${part.filename}"` : '';
    if (!(damage === 'noDisposition' && index === 0)) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"${file}\r\n`));
    }
    if (part.contentType !== undefined) chunks.push(Buffer.from(`Content-Type: ${part.contentType}\r\n`));
    chunks.push(Buffer.from('\r\n'));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  });
  if (damage !== 'noClosing') chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  const named = damage === 'otherBoundary' ? 'notTheBoundary' : BOUNDARY;
  return {
    contentType:
      damage === 'noBoundaryParam' ? 'multipart/form-data' : `multipart/form-data; boundary=${named}`,
    body: damage === 'crlfOnly' ? Buffer.from('\r\n\r\n') : Buffer.concat(chunks),
  };
}

/** Bytes no resume check may take for a PDF, DOC or DOCX: their magic numbers are never at the start. */
export const notAResume: fc.Arbitrary<Buffer> = fc
  .oneof(
    fc.uint8Array({ maxLength: 2048 }),
    fc
      .constantFrom('GIF89a', '<html><script>alert(1)</script>', '#!/bin/sh\nrm -rf /', 'MZ\u0090\u0000')
      .map((text) => new TextEncoder().encode(text)),
  )
  .map((bytes) => {
    const buffer = Buffer.from(bytes);
    const magic = ['%PDF', 'PK', '\u00d0\u00cf'].some((m) =>
      buffer.subarray(0, m.length).equals(Buffer.from(m, 'latin1')),
    );
    return magic ? Buffer.concat([Buffer.from([0]), buffer]) : buffer;
  });

const fileName = fc.oneof(
  fc.constantFrom('cv.pdf', '../../etc/passwd', 'cv.pdf.exe', '', 'سيرة.docx', 'a"b.pdf', 'x'.repeat(2000)),
  shortHostileString.map((name) => name.replace(/["\r\n]/g, '')),
);

const fileContentType = fc.constantFrom(
  'application/pdf',
  'application/msword',
  'text/html',
  'application/octet-stream',
  'image/svg+xml',
  'application/pdf; charset=\u00ff',
);

/** A file part: usually in the field the form uses, sometimes in another, with bytes that are not a resume. */
export const filePart = (fieldNames: readonly string[]): fc.Arbitrary<Part> =>
  fc
    .record({
      name: fc.oneof(fc.constantFrom('resume', ...fieldNames), shortHostileString),
      value: notAResume,
      filename: fileName,
      contentType: fileContentType,
    })
    .map((part) => ({ ...part, name: part.name.replace(/["\r\n]/g, '') }));

/** Text parts: the schema's fields (any text, or a huge one) and unknown ones. */
export const textParts = (schema: Schema): fc.Arbitrary<Part[]> => {
  const names = Object.keys(schema.properties ?? {});
  const part = fc.record({
    name: fc.oneof({ weight: 4, arbitrary: fc.constantFrom('unused', ...names) }, shortHostileString),
    value: fc.oneof(
      { weight: 6, arbitrary: hostileString },
      { weight: 1, arbitrary: fc.integer({ min: 20_000, max: 40_000 }).map((n) => 'x'.repeat(n)) },
    ),
  });
  return fc
    .array(part, { maxLength: 24 })
    .map((parts) => parts.map((p) => ({ ...p, name: p.name.replace(/["\r\n]/g, '') })));
};

export const damage: fc.Arbitrary<Damage> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Damage>('none') },
  fc.constantFrom<Damage>('noClosing', 'otherBoundary', 'noBoundaryParam', 'noDisposition', 'crlfOnly'),
);
