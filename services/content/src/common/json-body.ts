/**
 * Public answers serialised once and sent as the same bytes to every reader. Serialising a 30-40 KB
 * catalogue list on every request (a two-byte string for the Arabic text, its UTF-8 copy, the ETag
 * hash) was most of what the service allocated under read load, and what grew its memory
 * (docs/architecture.md#budgets).
 */
import createEtag from 'etag';
import type { Response } from 'express';
import { gzipOnce, prefersGzip } from './gzip-body';

export interface JsonBody {
  readonly bytes: Buffer;
  /** A weak ETag, as Express would compute it for the same bytes. */
  readonly etag: string;
}

export function toJsonBody(value: unknown): JsonBody {
  const bytes = Buffer.from(JSON.stringify(value));
  return { bytes, etag: createEtag(bytes, { weak: true }) };
}

/**
 * Sends a serialised answer, gzipped (once per body) to a client that accepts it; Express still answers
 * a matching If-None-Match with 304. The ETag is weak, so both encodings share it.
 */
export function sendJsonBody(res: Response, body: JsonBody): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('ETag', body.etag);
  res.vary('Accept-Encoding');
  if (!res.req.fresh && prefersGzip(res.req, body.bytes)) {
    res.setHeader('Content-Encoding', 'gzip');
    res.send(gzipOnce(body.bytes));
    return;
  }
  res.send(body.bytes);
}

/**
 * Serialised answers by key (a list, a filter, an item), kept until clear() says the data changed.
 * A produce() that fails (404, database down) keeps nothing, so only real answers are cached, and the
 * keys are bounded by the data itself; so are the bytes, by maxBytes (past it answers are not kept).
 */
export class JsonBodyCache {
  private readonly bodies = new Map<string, JsonBody>();
  private bytes = 0;
  private generation = 0;

  constructor(
    private readonly enabled = true,
    private readonly maxBytes = 8 * 1024 * 1024,
  ) {}

  async get(key: string, produce: () => Promise<unknown>): Promise<JsonBody> {
    const kept = this.bodies.get(key);
    if (kept) return kept;
    const generation = this.generation;
    const body = toJsonBody(await produce());
    // A change while produce() ran may make this answer stale: it is sent, but not kept.
    const fits = this.bytes + body.bytes.length <= this.maxBytes;
    if (this.enabled && fits && generation === this.generation && !this.bodies.has(key)) {
      this.bodies.set(key, body);
      this.bytes += body.bytes.length;
    }
    return body;
  }

  /** Forgets every answer: the next read of each key serialises the data anew. */
  clear(): void {
    this.generation += 1;
    this.bodies.clear();
    this.bytes = 0;
  }
}

/**
 * The catalogue's answers: cleared by every edit staff make (catalogue/catalogue-edits.ts); in PostgreSQL
 * mode each replica also lets an answer age out after a second (catalogue.bodies.ts), so another
 * replica's edit shows too.
 */
export class CatalogueBodies extends JsonBodyCache {}

/** The public blog's answers (published list, posts by slug), cleared by every post written. */
export class PublishedPostBodies extends JsonBodyCache {}
