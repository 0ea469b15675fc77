/**
 * `GET /health` of a service, liveness: `{ status: "ok", service }` while the process answers.
 * `GET /health/ready`, readiness: 200 `{ status: "ok", service, checks }` when every dependency the
 * service registered (database, Redis) answers, else 503 with `status: "unavailable"`. The gateway
 * exposes both as `/api/<service>/health[/ready]`; compose and Kubernetes probe them directly.
 */
import { Controller, Get, Header, Optional, Res, type Type } from '@nestjs/common';
import type { Response } from 'express';
import type { HealthStatus } from '../contracts/responses';
import { ReadinessService } from './readiness';

export interface ReadinessStatus {
  status: 'ok' | 'unavailable';
  service: string;
  checks: Record<string, 'ok' | 'unavailable'>;
}

export function createHealthController(service: string): Type<unknown> {
  @Controller()
  class HealthController {
    constructor(@Optional() private readonly readiness?: ReadinessService) {}

    @Get('health')
    @Header('Cache-Control', 'no-store')
    health(): HealthStatus {
      return { status: 'ok', service };
    }

    @Get('health/ready')
    @Header('Cache-Control', 'no-store')
    async ready(@Res({ passthrough: true }) res: Response): Promise<ReadinessStatus> {
      const report = (await this.readiness?.report()) ?? { ready: true, checks: {} };
      res.status(report.ready ? 200 : 503);
      return { status: report.ready ? 'ok' : 'unavailable', service, checks: report.checks };
    }
  }
  return HealthController;
}
