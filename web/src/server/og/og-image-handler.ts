import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { ERROR_CODES, type ErrorEnvelope } from '@madar/shared';
import { LRUCache } from 'lru-cache';
import { cardSvg, KIND_ILLUSTRATIONS } from './card';
import { isOgKind } from './og-url';
import { RasteriserBusyError, type Rasteriser } from './rasteriser-pool';

export interface OgImageOptions {
  /** The folder the site's static files are served from (the built `web/dist`): `favicon.svg`, `images/`. */
  publicDir: string;
  /** Draws the cards off the renderer's event loop (createRasteriserPool). */
  rasteriser: Rasteriser;
  /** Bytes of PNG kept in memory (default 32 MB, about 150 cards). */
  maxCacheBytes?: number;
}

export interface OgImageResponse {
  status: 200 | 304 | 404 | 503;
  headers: Record<string, string>;
  body: Buffer;
}

export type OgImageHandler = (pathname: string, ifNoneMatch?: string) => Promise<OgImageResponse | undefined>;

interface Card {
  png: Buffer;
  etag: string;
}

/** A week: the URL names the illustration, which changes only with a release; the ETag revalidates. */
const CACHE_CONTROL = 'public, max-age=604800';
/** Our illustrations are a few KB; anything far larger is not one of them. */
const MAX_SVG_BYTES = 1_000_000;
const KIND_PATH = /^\/og\/([a-z-]+)\.png$/;
const IMAGE_PATH =
  /^\/og\/image\/((?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/)*[A-Za-z0-9_~-][A-Za-z0-9._~-]*)\.png$/;

// The API's error envelope: a bad image URL is a bad request like any other.
const NOT_FOUND_BODY = Buffer.from(
  JSON.stringify({
    statusCode: 404,
    code: ERROR_CODES.ROUTE_NOT_FOUND,
    message: 'No Open Graph image at this path',
    error: 'Not Found',
  } satisfies ErrorEnvelope),
);
const notFound = (): OgImageResponse => ({
  status: 404,
  headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  body: NOT_FOUND_BODY,
});

/** Seconds a refused card request is asked to wait: about what a full queue takes to draw. */
const BUSY_RETRY_AFTER = '5';
const BUSY_BODY = Buffer.from(
  JSON.stringify({
    statusCode: 503,
    code: ERROR_CODES.THROTTLED,
    message: 'Too many Open Graph images are being drawn; try again shortly',
    error: 'Service Unavailable',
  } satisfies ErrorEnvelope),
);
const busy = (): OgImageResponse => ({
  status: 503,
  headers: {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': BUSY_RETRY_AFTER,
  },
  body: BUSY_BODY,
});

/**
 * Answers `/og/{kind}.png` and `/og/image/{path}.png` (see og-url.ts) with a 1200×630 PNG card, and
 * returns undefined for any other path so the renderer goes on. Cards are drawn once, on the rasteriser's
 * threads, and kept in a bounded cache; an unknown kind, a path outside the images folder or an
 * unreadable SVG answers 404, and a card that finds every rasteriser busy and the queue full, 503.
 */
export function createOgImageHandler(options: OgImageOptions): OgImageHandler {
  const imagesDir = resolve(options.publicDir, 'images');
  const cache = new LRUCache<string, Card>({
    maxSize: options.maxCacheBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (card) => card.png.length,
  });
  const pending = new Map<string, Promise<Card | undefined>>();

  // One render per illustration even when requests for it arrive together.
  function cardFor(relativeSvg: string): Promise<Card | undefined> {
    const cached = cache.get(relativeSvg);
    if (cached) return Promise.resolve(cached);
    let render = pending.get(relativeSvg);
    if (!render) {
      render = renderCard(relativeSvg).finally(() => pending.delete(relativeSvg));
      pending.set(relativeSvg, render);
    }
    return render;
  }

  async function renderCard(relativeSvg: string): Promise<Card | undefined> {
    const illustration = await readImage(imagesDir, relativeSvg);
    if (!illustration) return undefined;
    const mark = await readFile(join(options.publicDir, 'favicon.svg'));
    const { png } = await options.rasteriser.draw(cardSvg(mark, illustration), illustration.toString());
    if (!png) return undefined;
    const card = { png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"` };
    cache.set(relativeSvg, card);
    return card;
  }

  return async (pathname, ifNoneMatch) => {
    if (!pathname.startsWith('/og/')) return undefined;
    const kind = KIND_PATH.exec(pathname)?.[1];
    const image = IMAGE_PATH.exec(pathname)?.[1];
    const relativeSvg =
      kind !== undefined ? (isOgKind(kind) ? KIND_ILLUSTRATIONS[kind] : undefined) : image && `${image}.svg`;
    if (!relativeSvg) return notFound();
    let card: Card | undefined;
    try {
      card = await cardFor(relativeSvg);
    } catch (error) {
      if (error instanceof RasteriserBusyError) return busy();
      throw error;
    }
    if (!card) return notFound();
    const headers = { 'Cache-Control': CACHE_CONTROL, ETag: card.etag };
    if (ifNoneMatch?.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, '') === card.etag || tag === '*'))
      return { status: 304, headers, body: Buffer.alloc(0) };
    return { status: 200, headers: { ...headers, 'Content-Type': 'image/png' }, body: card.png };
  };
}

/** The SVG at `relativeSvg` under `imagesDir`, or undefined when it is missing, too large or outside it. */
async function readImage(imagesDir: string, relativeSvg: string): Promise<Buffer | undefined> {
  try {
    // Resolved through symlinks too, so a link cannot lead out of the folder.
    const root = await realpath(imagesDir);
    const file = await realpath(resolve(imagesDir, relativeSvg));
    if (!file.startsWith(root + sep) || !file.endsWith('.svg')) return undefined;
    const info = await stat(file);
    if (!info.isFile() || info.size > MAX_SVG_BYTES) return undefined;
    return await readFile(file);
  } catch {
    return undefined; // missing or unreadable
  }
}
