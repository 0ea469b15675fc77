/**
 * Prometheus metrics of a service, on its own port at `GET /metrics` (outside `/api`, so the gateway,
 * which routes only `/api/...` paths, never exposes them): Node's defaults (prom-client), the time of
 * each request by method, route pattern and status, and, gathered when scraped, its PostgreSQL pool
 * and its mail outbox. One registry per app, so tests may run several apps in one process.
 */
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Pool } from 'pg';
import { acceptRequestId, REQUEST_ID_HEADER } from './request-id';
import { runWithRequestId } from './request-context';

/** Where the scraper reads; never under the API prefix. */
export const METRICS_PATH = '/metrics';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route a request matched, as its pattern (`/api/briefs/:id`), never the address it was sent to:
 * ids and made-up paths would make a series each. A path no route matched is `unmatched`, whether it
 * met no route at all or Nest's catch-all that answers 404 (`{/*splat}`, the one wildcard route).
 */
export function routeLabel(req: Request): string {
  const path = (req as { route?: { path?: unknown } }).route?.path;
  return typeof path === 'string' && !path.includes('*') ? `${req.baseUrl}${path}` : 'unmatched';
}

/** The numbers the outbox gauge reports: mails waiting to be sent and mails given up on. */
export interface OutboxDepth {
  queued: number;
  failed: number;
}

export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly httpDuration: Histogram<'method' | 'route' | 'status'>;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers: [this.registry],
    });
  }

  /**
   * Express middleware, first of all: takes the request id (the gateway's, else a new one), runs the
   * rest of the request inside it (request-context.ts) and times the request.
   */
  readonly observe = (req: Request, res: Response, next: NextFunction): void => {
    const sent = req.headers[REQUEST_ID_HEADER] !== undefined;
    const requestId = acceptRequestId(req.headers[REQUEST_ID_HEADER]);
    // What the request logger (pino-http's genReqId) and any handler read is the accepted id.
    req.headers[REQUEST_ID_HEADER] = requestId;
    const stop = this.httpDuration.startTimer();
    res.once('finish', () => {
      stop({
        method: METHODS.has(req.method) ? req.method : 'OTHER',
        route: routeLabel(req),
        status: String(res.statusCode),
      });
    });
    runWithRequestId(requestId, next, sent);
  };

  /** The `GET /metrics` handler. */
  readonly serve = (_req: Request, res: Response): void => {
    this.registry.metrics().then(
      (text) => {
        res.setHeader('Content-Type', this.registry.contentType);
        res.setHeader('Cache-Control', 'no-store');
        res.end(text);
      },
      () => {
        res.status(500).end();
      },
    );
  };

  /** The pool's connections, read when scraped (PostgreSQL mode only). */
  watchPool(pool: Pool): void {
    const gauge = (name: string, help: string, read: (p: Pool) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(read(pool));
        },
      });
    gauge('db_pool_connections', 'PostgreSQL connections the pool holds, busy or idle', (p) => p.totalCount);
    gauge('db_pool_idle_connections', 'PostgreSQL connections the pool holds unused', (p) => p.idleCount);
    gauge(
      'db_pool_waiting_requests',
      'Queries waiting for a PostgreSQL connection (the pool is at its maximum)',
      (p) => p.waitingCount,
    );
  }

  /**
   * The mail outbox's backlog, counted when scraped. A count that fails (the database not ready yet)
   * leaves the series out of that scrape rather than failing the whole scrape.
   */
  watchOutbox(depth: () => Promise<OutboxDepth>): void {
    new Gauge({
      name: 'mail_outbox_mails',
      help: 'Mails in the outbox by state: queued (not sent yet, retries included) or failed (given up)',
      labelNames: ['state'],
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          const counts = await depth();
          this.set({ state: 'queued' }, counts.queued);
          this.set({ state: 'failed' }, counts.failed);
        } catch {
          // Left out of this scrape; the others series are still answered.
        }
      },
    });
  }
}
