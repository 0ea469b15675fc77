/**
 * `GET /health` of a service: `{ status: "ok", service }`. The gateway exposes it as
 * `/api/<service>/health`; containers, compose and Kubernetes probe it directly.
 */
import { Controller, Get, Header, type Type } from '@nestjs/common';
import type { HealthStatus } from '../entities';

export function createHealthController(service: string): Type<unknown> {
  @Controller()
  class HealthController {
    @Get('health')
    @Header('Cache-Control', 'no-store')
    health(): HealthStatus {
      return { status: 'ok', service };
    }
  }
  return HealthController;
}
