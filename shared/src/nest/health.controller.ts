/**
 * `GET /health` of a service, liveness: `{ status: "ok", service }` while the process answers.
 * `GET /health/ready`, readiness: 200 `{ status: "ok", service, checks, dependencies? }` when this
 * process can serve its own routes (its database reached and migrated), else 503 with
 * `status: "unavailable"`. `dependencies` (Redis) is reported for operators and never changes the
 * status (see readiness.ts). The gateway exposes both as `/api/<service>/health[/ready]`; compose and
 * Kubernetes probe them directly.
 */
import { Controller, Get, Header, Optional, Res, type Type } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiProperty,
  ApiPropertyOptional,
  ApiServiceUnavailableResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { HealthStatus } from '../contracts/responses';
import { type CheckState, ReadinessService } from './readiness';

export interface ReadinessStatus {
  status: 'ok' | 'unavailable';
  service: string;
  checks: Record<string, CheckState>;
  /** Absent when the service has none (memory mode). */
  dependencies?: Record<string, CheckState>;
}

export class ReadinessStatusDto implements ReadinessStatus {
  @ApiProperty({ enum: ['ok', 'unavailable'], example: 'ok' })
  status!: 'ok' | 'unavailable';

  @ApiProperty({ example: 'content' })
  service!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string', enum: ['ok', 'unavailable'] },
    example: { database: 'ok' },
    description: "What readiness depends on: the service's own database (durable mode); empty in memory mode",
  })
  checks!: Record<string, CheckState>;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string', enum: ['ok', 'unavailable'] },
    example: { redis: 'ok' },
    description:
      'Shared dependencies some routes need (Redis: rate limits, the sign-out list), for information only: ' +
      'they never make the service unready; those routes answer 503 themselves while one is down. ' +
      'Absent when the service has none (memory mode)',
  })
  dependencies?: Record<string, CheckState>;
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
    @ApiOkResponse({ type: ReadinessStatusDto, description: 'This replica can serve its routes' })
    @ApiServiceUnavailableResponse({
      type: ReadinessStatusDto,
      description: 'Not ready: its database is not reached or not migrated yet (`checks` says which)',
    })
    async ready(@Res({ passthrough: true }) res: Response): Promise<ReadinessStatus> {
      const report = (await this.readiness?.report()) ?? { ready: true, checks: {}, dependencies: {} };
      res.status(report.ready ? 200 : 503);
      const { checks, dependencies } = report;
      return {
        status: report.ready ? 'ok' : 'unavailable',
        service,
        checks,
        ...(Object.keys(dependencies).length > 0 ? { dependencies } : {}),
      };
    }
  }
  return HealthController;
}
