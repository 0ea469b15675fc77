import { mkdtemp, copyFile, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOgImageHandler, type OgImageHandler } from './og-image-handler';
import { createRasteriserPool, type Rasteriser } from './rasteriser-pool';
import { pngSize } from './testing/png';

const publicDir = join(__dirname, '../../../public');
const wasmPath = require.resolve('@resvg/resvg-wasm/index_bg.wasm');
// Node runs the worker from its TypeScript source (type stripping), as the built renderer runs og-worker.mjs.
const workerPath = join(__dirname, 'rasterise-worker.ts');

let rasteriser: Rasteriser;
beforeAll(() => {
  rasteriser = createRasteriserPool({ workerPath, wasmPath, workers: 1 });
});
afterAll(() => rasteriser.close());

describe('Open Graph image handler', () => {
  let handle: OgImageHandler;
  beforeEach(() => {
    handle = createOgImageHandler({ publicDir, rasteriser });
  });

  it.each([
    '/og/services.png',
    '/og/image/services/networking.png',
    '/og/image/blog/proactive-it-support.png',
  ])('answers %s with a 1200×630 PNG cached for a week', async (path) => {
    const response = await handle(path);
    expect(response?.status).toBe(200);
    expect(response?.headers).toMatchObject({
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=604800',
      ETag: expect.stringMatching(/^"[\w-]+"$/),
    });
    expect(pngSize(response!.body)).toEqual({ width: 1200, height: 630 });
  });

  it('gives a page type and an illustration different cards', async () => {
    const kind = await handle('/og/careers.png');
    const service = await handle('/og/image/services/telecommunications.png');
    expect(kind?.headers.ETag).not.toBe(service?.headers.ETag);
  });

  it('renders a card once and serves the cached copy, also to requests that arrive together', async () => {
    const [first, second] = await Promise.all([handle('/og/blog.png'), handle('/og/blog.png')]);
    const third = await handle('/og/blog.png');
    expect(second?.body).toBe(first?.body);
    expect(third?.body).toBe(first?.body);
  });

  it('answers 304 without a body when the ETag matches', async () => {
    const first = await handle('/og/home.png');
    const again = await handle('/og/home.png', `W/"other", ${first!.headers.ETag}`);
    expect(again).toMatchObject({ status: 304, headers: { ETag: first!.headers.ETag } });
    expect(again?.body.length).toBe(0);
  });

  it.each([
    '/og/unknown.png',
    '/og/services.svg',
    '/og/image/services/missing.png',
    '/og/image/../favicon.png',
    '/og/image/services/../../favicon.png',
    '/og/image/..%2f..%2fpackage.png',
    '/og/image/%2e%2e/favicon.png',
    '/og/image/.hidden.png',
    '/og/image//etc/passwd.png',
    '/og/image/services.png',
  ])('answers 404 in the error envelope for %s', async (path) => {
    const response = await handle(path);
    expect(response?.status).toBe(404);
    expect(response?.headers['Cache-Control']).toBe('no-store');
    expect(JSON.parse(response!.body.toString())).toMatchObject({ statusCode: 404, code: 'ROUTE.NOT_FOUND' });
  });

  it('leaves every path outside /og/ to the renderer', async () => {
    await expect(handle('/services')).resolves.toBeUndefined();
    await expect(handle('/ogx/services.png')).resolves.toBeUndefined();
  });
});

describe('Open Graph image handler on a public folder with bad files', () => {
  let dir: string;
  let handle: OgImageHandler;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'og-'));
    await mkdir(join(dir, 'public/images'), { recursive: true });
    await copyFile(join(publicDir, 'favicon.svg'), join(dir, 'public/favicon.svg'));
    await writeFile(
      join(dir, 'secret.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
    );
    await symlink(join(dir, 'secret.svg'), join(dir, 'public/images/escape.svg'));
    await writeFile(join(dir, 'public/images/broken.svg'), 'not an svg');
    handle = createOgImageHandler({ publicDir: join(dir, 'public'), rasteriser });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('answers 404 for a symlink that leads out of the images folder', async () => {
    expect((await handle('/og/image/escape.png'))?.status).toBe(404);
  });

  it('answers 404, not an error, for a file resvg cannot read', async () => {
    expect((await handle('/og/image/broken.png'))?.status).toBe(404);
  });
});
