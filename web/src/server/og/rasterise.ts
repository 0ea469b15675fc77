import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

let ready: Promise<void> | undefined;

/**
 * Loads resvg's WebAssembly once per process. The .wasm is resolved from the working directory (the
 * renderer runs from the app root, whose node_modules holds it) unless a path is given.
 */
export function loadRasteriser(wasmPath?: string): Promise<void> {
  ready ??= (async () => {
    const path =
      wasmPath ?? createRequire(join(process.cwd(), 'noop.js')).resolve('@resvg/resvg-wasm/index_bg.wasm');
    await initWasm(await readFile(path));
  })().catch((error: unknown) => {
    ready = undefined; // a later request tries again
    throw error;
  });
  return ready;
}

/** SVG to PNG; system fonts are never loaded (none in the image, and scanning them is slow). */
export function rasterise(svg: string): Buffer {
  const resvg = new Resvg(svg, { font: { loadSystemFonts: false } });
  try {
    const image = resvg.render();
    try {
      return Buffer.from(image.asPng());
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

/** Whether resvg can parse `svg` (a nested image it cannot read would silently drop out of the card). */
export function isReadableSvg(svg: Buffer): boolean {
  try {
    // As text: a Buffer fails the glue code's Uint8Array check under Jest's jsdom realm.
    new Resvg(svg.toString(), { font: { loadSystemFonts: false } }).free();
    return true;
  } catch {
    return false;
  }
}
