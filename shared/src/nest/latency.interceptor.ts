/**
 * Delays each handled request by the simulated latency of its kind (reads or writes). Health checks
 * are never delayed so that orchestrators see the truth at once, and neither is a revalidation: a
 * read carrying If-None-Match runs first and its answer is held for the delay unless it is a 304 (its
 * ETag, Express's or a kept body's, is only known once the handler has answered). Every other request
 * waits before its handler, as the prototype did.
 */
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { from, type Observable, switchMap } from 'rxjs';
import { delay, latencyFor, type LatencySettings, READ_METHODS } from '../node/latency';

export type Sleep = (ms: number) => Promise<void>;

@Injectable()
export class LatencyInterceptor implements NestInterceptor {
  constructor(
    private readonly settings: LatencySettings,
    /** How to wait; tests pass a fake to see when, and whether, a request waits. */
    private readonly sleep: Sleep = delay,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const ms = latencyFor(req.method, this.settings);
    if (req.path === '/health' || ms <= 0) return next.handle();
    if (READ_METHODS.has(req.method.toUpperCase()) && req.headers['if-none-match'] !== undefined) {
      holdUnlessNotModified(http.getResponse<Response>(), () => this.sleep(ms));
      return next.handle();
    }
    return from(this.sleep(ms)).pipe(switchMap(() => next.handle()));
  }
}

/**
 * Makes the answer's end wait for `wait()` unless its status is 304. Express decides 304 before it
 * ends a response, so the status is known here; a body streamed with write() (no ETag, so never a
 * revalidation in practice) would start at once and only its end be held.
 */
function holdUnlessNotModified(res: Response, wait: () => Promise<void>): void {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    if (res.statusCode === 304) return end(...args);
    const finish = () => void end(...args);
    void wait().then(finish, finish);
    return res;
  }) as Response['end'];
}
