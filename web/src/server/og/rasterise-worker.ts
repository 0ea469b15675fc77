/**
 * The Open Graph rasteriser's worker thread (node:worker_threads): resvg draws a card in a few hundred
 * milliseconds of CPU, which on the renderer's own thread would hold every page request meanwhile. The
 * pool (rasteriser-pool.ts) starts it with `workerData.wasmPath` and sends one card at a time.
 *
 * Node runs this file as is: bundled into dist-server/og-worker.mjs for the image, and straight from
 * the TypeScript source (type stripping) in tests. So it imports packages and `node:` modules only,
 * and types with `import type` (erased).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import type { DrawJob, DrawReply } from './rasteriser-protocol';

/** System fonts are never loaded: there is no text in a card, and scanning them is slow. */
const OPTIONS = { font: { loadSystemFonts: false } };

/** SVG to PNG. */
function rasterise(svg: string): Uint8Array {
  const resvg = new Resvg(svg, OPTIONS);
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

/** Whether resvg can parse `svg` (a nested image it cannot read would silently drop out of the card). */
function isReadableSvg(svg: string): boolean {
  try {
    new Resvg(svg, OPTIONS).free();
    return true;
  } catch {
    return false;
  }
}

function draw(job: DrawJob): DrawReply {
  try {
    if (!isReadableSvg(job.illustration)) return { id: job.id, threadId, png: null };
    return { id: job.id, threadId, png: rasterise(job.card) };
  } catch (error) {
    return { id: job.id, threadId, error: error instanceof Error ? error.message : String(error) };
  }
}

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('rasterise-worker runs as a worker thread only');
  const { wasmPath } = workerData as { wasmPath?: string };
  // The .wasm is resolved from the working directory (the app root, whose node_modules holds it)
  // unless a path is given (the built renderer carries its own copy).
  const path =
    wasmPath ?? createRequire(join(process.cwd(), 'noop.js')).resolve('@resvg/resvg-wasm/index_bg.wasm');
  await initWasm(await readFile(path));
  port.on('message', (job: DrawJob) => {
    const reply = draw(job);
    // The PNG's memory moves to the renderer's thread instead of being copied.
    port.postMessage(reply, reply.png ? [reply.png.buffer as ArrayBuffer] : []);
  });
}

void main().catch((error: unknown) => {
  // An uncaught error ends the worker; the pool sees it as an 'error' event and fails its card.
  setImmediate(() => {
    throw error;
  });
});
