import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pngSize } from './testing/png';

// The committed public/favicon.ico (web/scripts/favicon.mjs), which nginx serves at /favicon.ico: it lives
// beside the Open Graph cards because both are the same rasteriser's output.
const ico = readFileSync(join(__dirname, '../../../public/favicon.ico'));

/** The ICO directory: each entry's declared size and the image bytes it points at. */
function icoEntries(bytes: Buffer) {
  expect(bytes.readUInt16LE(0)).toBe(0);
  expect(bytes.readUInt16LE(2)).toBe(1); // an icon, not a cursor
  return Array.from({ length: bytes.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + 16 * i;
    const length = bytes.readUInt32LE(entry + 8);
    const offset = bytes.readUInt32LE(entry + 12);
    return {
      width: bytes.readUInt8(entry) || 256,
      height: bytes.readUInt8(entry + 1) || 256,
      image: bytes.subarray(offset, offset + length),
      inBounds: offset + length <= bytes.length,
    };
  });
}

describe('favicon.ico', () => {
  it('holds 16, 32 and 48 px PNG images of the sizes its directory declares', () => {
    const entries = icoEntries(ico);
    expect(entries.map((entry) => entry.width)).toEqual([16, 32, 48]);
    for (const entry of entries) {
      expect(entry.inBounds).toBe(true);
      expect(pngSize(entry.image)).toEqual({ width: entry.width, height: entry.height });
    }
  });
});
