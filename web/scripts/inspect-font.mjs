// What a font file holds, as JSON, for the font subset tests (src/styles/font-subsets.test.ts), which
// run under Jest's CommonJS and so cannot load harfbuzz's ES module themselves.
// `node scripts/inspect-font.mjs <font file or module path> [--wght=<weight>] [text to shape]...`: code points of its
// cmap, vertical metrics (hhea and OS/2), variation axes, layout features, and each text shaped (glyph
// and advance, at that weight if given).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isAbsolute } from 'node:path';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';

const [file, ...rest] = process.argv.slice(2);
const weight = rest.find((arg) => arg.startsWith('--wght='))?.slice('--wght='.length);
const texts = rest.filter((arg) => !arg.startsWith('--wght='));
const path = isAbsolute(file) ? file : createRequire(import.meta.url).resolve(file);
const sfnt = await fontverter.convert(await readFile(path), 'truetype');
const face = new hb.Face(new hb.Blob(sfnt));
const font = new hb.Font(face);
if (weight) font.setVariations([new hb.Variation('wght', Number(weight))]);

function table(tag) {
  const bytes = face.referenceTable(tag);
  if (!bytes) throw new Error(`${file} has no ${tag} table`);
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
const hhea = table('hhea');
const os2 = table('OS/2');

function shaped(text) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer
    .getGlyphInfos()
    .map((info, i) => ({ glyph: info.codepoint, advance: positions[i]?.xAdvance }));
}

console.log(
  JSON.stringify({
    codePoints: [...face.collectUnicodes()].sort((a, b) => a - b),
    unitsPerEm: face.upem,
    hhea: { ascender: hhea.getInt16(4), descender: hhea.getInt16(6), lineGap: hhea.getInt16(8) },
    os2: {
      typoAscender: os2.getInt16(68),
      typoDescender: os2.getInt16(70),
      typoLineGap: os2.getInt16(72),
      winAscent: os2.getUint16(74),
      winDescent: os2.getUint16(76),
      fsSelection: os2.getUint16(62),
    },
    axes: face.getAxisInfos(),
    features: { GSUB: face.getTableFeatureTags('GSUB'), GPOS: face.getTableFeatureTags('GPOS') },
    shaped: Object.fromEntries(texts.map((text) => [text, shaped(text)])),
  }),
);
