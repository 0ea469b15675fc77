/**
 * Open Graph cards are drawn on worker threads with a bounded queue: the renderer's own thread keeps
 * answering pages while cards are drawn, and a flood of requests for different cards is refused past
 * the queue instead of piling up.
 */
import { join } from 'node:path';
import { threadId as mainThreadId } from 'node:worker_threads';
import { DEFAULT_COMPANY } from '@/config/company-defaults';
import { ApiError } from '@/lib/api-error';
import { createServerI18n } from '@/lib/i18n-server';
import { serviceFixtures } from '@/testing/fixtures';
import { createHandler } from '../handler';
import { createOgImageHandler } from './og-image-handler';
import { OG_KINDS } from './og-url';
import { createRasteriserPool, RasteriserBusyError, type Rasteriser } from './rasteriser-pool';
import { pngSize } from './testing/png';

const publicDir = join(__dirname, '../../../public');
const wasmPath = require.resolve('@resvg/resvg-wasm/index_bg.wasm');
const workerPath = join(__dirname, 'rasterise-worker.ts');
const svg = (width: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="10"><rect width="${width}" height="10"/></svg>`;

describe('the rasteriser pool', () => {
  let pool: Rasteriser;
  afterEach(() => pool.close());

  it('draws a card on a worker thread, not on the thread that answers requests', async () => {
    pool = createRasteriserPool({ workerPath, wasmPath, workers: 1 });
    const card = await pool.draw(svg(40), svg(1));
    expect(pngSize(card.png!)).toEqual({ width: 40, height: 10 });
    expect(mainThreadId).toBe(0);
    expect(card.threadId).not.toBe(mainThreadId);
  });

  it('answers no PNG for an illustration resvg cannot read', async () => {
    pool = createRasteriserPool({ workerPath, wasmPath, workers: 1 });
    await expect(pool.draw(svg(40), 'not an svg')).resolves.toMatchObject({ png: undefined });
  });

  it('refuses a card past the queue, and still draws the ones it took', async () => {
    pool = createRasteriserPool({ workerPath, wasmPath, workers: 1, maxQueue: 2 });
    const taken = [pool.draw(svg(10), svg(1)), pool.draw(svg(20), svg(1)), pool.draw(svg(30), svg(1))];
    await expect(pool.draw(svg(40), svg(1))).rejects.toBeInstanceOf(RasteriserBusyError);
    const drawn = await Promise.all(taken);
    expect(drawn.map((card) => pngSize(card.png!)?.width)).toEqual([10, 20, 30]);
    // The queue has room again once they are drawn.
    await expect(pool.draw(svg(50), svg(1))).resolves.toMatchObject({ threadId: drawn[0]!.threadId });
  });
});

describe('the renderer while cards are drawn', () => {
  let pool: Rasteriser;
  afterEach(() => pool.close());

  it('answers a page before a batch of cards requested ahead of it is drawn', async () => {
    pool = createRasteriserPool({ workerPath, wasmPath, workers: 1, maxQueue: OG_KINDS.length });
    const handle = createHandler({
      template: '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
      origin: 'https://www.madar.example',
      securityContact: 'mailto:security@madar.example',
      fetchKey: (key) =>
        Promise.resolve(
          key === '/services'
            ? { data: serviceFixtures }
            : { error: new ApiError(404, 'ROUTE.NOT_FOUND', 'none') },
        ),
      i18nFor: createServerI18n,
      company: DEFAULT_COMPANY,
      og: createOgImageHandler({ publicDir, rasteriser: pool }),
    });
    const order: string[] = [];
    const cards = Promise.all(OG_KINDS.map((kind) => handle('GET', `/og/${kind}.png`))).then((replies) => {
      order.push('cards');
      return replies;
    });
    const page = await handle('GET', '/services');
    order.push('page');
    expect(page.status).toBe(200);
    expect((await cards).map((reply) => reply.status)).toEqual(OG_KINDS.map(() => 200));
    expect(order).toEqual(['page', 'cards']);
    // A hang guard: every kind of card is drawn in one wasm worker, CPU-bound seconds each when the
    // machine is busy (two test workers, containers); the order is the check, not the time.
  }, 120_000);
});

describe('the Open Graph handler with every rasteriser busy', () => {
  it('answers 503 in the error envelope with Retry-After, and draws the card when asked again', async () => {
    let busy = true;
    const rasteriser: Rasteriser = {
      draw: () =>
        busy
          ? Promise.reject(new RasteriserBusyError())
          : Promise.resolve({ png: Buffer.from('png'), threadId: 1 }),
      close: () => Promise.resolve(),
    };
    const handle = createOgImageHandler({ publicDir, rasteriser });
    const refused = await handle('/og/services.png');
    expect(refused?.status).toBe(503);
    expect(refused?.headers).toMatchObject({
      'Cache-Control': 'no-store',
      'Retry-After': expect.stringMatching(/^\d+$/),
    });
    expect(JSON.parse(refused!.body.toString())).toEqual({
      statusCode: 503,
      code: 'REQUEST.THROTTLED',
      message: expect.any(String),
      error: 'Service Unavailable',
    });
    busy = false;
    expect((await handle('/og/services.png'))?.status).toBe(200);
  });
});
