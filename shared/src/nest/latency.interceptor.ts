/**
 * Delays each handled request by the simulated latency of its kind (reads or writes), before the
 * handler runs. Health checks are never delayed so that orchestrators see the truth at once.
 */
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { from, type Observable, switchMap } from 'rxjs';
import { delay, latencyFor, type LatencySettings } from '../node/latency';

@Injectable()
export class LatencyInterceptor implements NestInterceptor {
  constructor(private readonly settings: LatencySettings) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    if (req.path === '/health') return next.handle();
    return from(delay(latencyFor(req.method, this.settings))).pipe(switchMap(() => next.handle()));
  }
}
