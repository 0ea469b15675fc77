// Writes public/favicon.ico (16, 32 and 48 px PNGs) from public/favicon.svg: `npm run favicon -w @madar/web`.
// Browsers take the SVG from index.html; the ICO is for /favicon.ico, which crawlers and old clients ask
// for by name. Commit the result: nginx serves it as a file.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

const SIZES = [16, 32, 48];
const publicDir = new URL('../public/', import.meta.url);

await initWasm(await readFile(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm')));
const svg = await readFile(new URL('favicon.svg', publicDir), 'utf8');
const pngs = SIZES.map((size) =>
  Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng()),
);

// ICO layout: a 6-byte header, a 16-byte entry per image, then the images (PNG inside ICO since Vista).
const header = Buffer.alloc(6 + 16 * pngs.length);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type 1: icon
header.writeUInt16LE(pngs.length, 4);
let offset = header.length;
pngs.forEach((png, i) => {
  const entry = 6 + 16 * i;
  header.writeUInt8(SIZES[i], entry); // width (0 would mean 256)
  header.writeUInt8(SIZES[i], entry + 1); // height
  header.writeUInt8(0, entry + 2); // no palette
  header.writeUInt8(0, entry + 3); // reserved
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(png.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += png.length;
});
await writeFile(new URL('favicon.ico', publicDir), Buffer.concat([header, ...pngs]));
console.log(`wrote public/favicon.ico: ${SIZES.join(', ')} px, ${offset} bytes`);
