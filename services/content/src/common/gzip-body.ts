/**
 * Pre-serialised answers compressed once, not per request. The gateway asks for gzip on the catalogue
 * reads it caches and passes on gzip the service sent (it does not compress an answer twice), so a
 * body is compressed at most once in the service's life, at the highest level since it costs once.
 */
import { constants, gzipSync } from 'node:zlib';
import type { Request } from 'express';

/** Below this nginx does not compress either (gzip_min_length): the header would outweigh the saving. */
export const GZIP_MIN_BYTES = 512;

const compressed = new WeakMap<Buffer, Buffer>();

/** The gzip of `bytes`, compressed on first use and kept as long as `bytes` itself is. */
export function gzipOnce(bytes: Buffer): Buffer {
  let gzipped = compressed.get(bytes);
  if (!gzipped) {
    gzipped = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
    compressed.set(bytes, gzipped);
  }
  return gzipped;
}

/** Whether this client takes gzip over the identity bytes (its Accept-Encoding, q-values included). */
export function prefersGzip(req: Request, bytes: Buffer): boolean {
  return bytes.length >= GZIP_MIN_BYTES && req.acceptsEncodings('gzip', 'identity') === 'gzip';
}
