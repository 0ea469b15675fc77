/**
 * Writes a gzipped copy (`<file>.gz`, the highest level) beside each compressible file of the built web
 * app, for the gateway's `gzip_static`: nginx then sends the stored bytes instead of compressing the
 * same script on every request (level 5 under the gateway's half CPU held a 126 KB script to about 50
 * requests a second). Run in the image build: `node gateway/scripts/precompress.mts web/dist`.
 * Fonts and images are compressed formats already; a copy that would not be smaller is not written.
 */
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

export function precompress(dir: string): { written: number; bytes: number; gzipped: number } {
  const totals = { written: 0, bytes: 0, gzipped: 0 };
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    const gzipped = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    if (gzipped.length >= body.length) continue;
    writeFileSync(`${file}.gz`, gzipped);
    // The copy's date is the file's, so Last-Modified does not depend on which one nginx sends.
    const { atime, mtime } = statSync(file);
    utimesSync(`${file}.gz`, atime, mtime);
    totals.written += 1;
    totals.bytes += body.length;
    totals.gzipped += gzipped.length;
  }
  return totals;
}

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node gateway/scripts/precompress.mts <built web app directory>');
  process.exit(1);
}
const { written, bytes, gzipped } = precompress(dir);
console.log(`precompress: ${written} files, ${bytes} bytes → ${gzipped} gzipped`);
