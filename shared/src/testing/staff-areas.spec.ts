/**
 * The walker of staff routes on a small app: it passes routes guarded as the role table says, and
 * names every route that takes a token without an area or lets a role outside its area in.
 */
import {
  type CanActivate,
  Controller,
  Delete,
  type ExecutionContext,
  Get,
  type INestApplication,
  Injectable,
  Module,
  Param,
  Post,
  UseGuards,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ApiBearerAuth, ApiExtension } from '@nestjs/swagger';
import type { App } from 'supertest/types';
import { configureService } from '../nest/bootstrap';
import { notFound } from '../nest/app-error';
import { OptionalStaff, queryIsOneOf } from '../nest/optional-staff.guard';
import { STAFF_AREA_EXTENSION, StaffOnly } from '../nest/staff.guard';
import { TokenVerificationModule } from '../nest/token-verification.module';
import { TokenVerifier } from '../nest/token-verifier';
import { ERROR_CODES } from '../errors';
import { checkStaffAreas } from './staff-areas';
import { createTestSigner, type TestSigner, testVerificationOptions } from './token-signer';

/** A valid token of any role is enough: how every admin route was guarded before roles. */
@Injectable()
class AnyStaffGuard implements CanActivate {
  constructor(private readonly verifier: TokenVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.verifier.fromRequest(context.switchToHttp().getRequest());
    return true;
  }
}

@Controller('api/briefs')
class GuardedController {
  @Get()
  @StaffOnly('leads')
  list(): string[] {
    return [];
  }

  @Delete(':id')
  @StaffOnly('leads')
  remove(@Param('id') id: string): void {
    throw notFound(ERROR_CODES.BRIEF_NOT_FOUND, `No brief ${id}`);
  }

  @Get('drafts')
  @OptionalStaff('blog', queryIsOneOf('status', ['all']))
  drafts(): string[] {
    return [];
  }
}

@Controller('api/legacy')
class LegacyController {
  @Post()
  @UseGuards(AnyStaffGuard)
  @ApiBearerAuth()
  create(): void {}

  @Get()
  @UseGuards(AnyStaffGuard)
  @ApiBearerAuth()
  @ApiExtension(STAFF_AREA_EXTENSION, 'careers')
  list(): string[] {
    return [];
  }
}

async function startApp(
  signer: TestSigner,
  controllers: (typeof GuardedController | typeof LegacyController)[],
) {
  @Module({ imports: [TokenVerificationModule.forRoot(testVerificationOptions(signer))], controllers })
  class ServiceModule {}
  const app = await NestFactory.create<INestApplication<App>>(ServiceModule, { logger: false });
  configureService(app, { name: 'test', description: 'test', latency: { readMs: 0, writeMs: 0 } });
  await app.init();
  return app;
}

describe('checkStaffAreas', () => {
  let signer: TestSigner;

  beforeAll(async () => {
    signer = await createTestSigner();
  });

  it('passes routes guarded by their area, and counts routes × roles', async () => {
    const app = await startApp(signer, [GuardedController]);
    try {
      const report = await checkStaffAreas(app, signer);
      expect(report.problems).toEqual([]);
      expect(report.routes).toEqual([
        { method: 'GET', path: '/api/briefs', area: 'leads', kind: 'staff' },
        { method: 'DELETE', path: '/api/briefs/{id}', area: 'leads', kind: 'staff' },
        { method: 'GET', path: '/api/briefs/drafts', area: 'blog', kind: 'optional' },
      ]);
      expect(report.checked).toBe(3 * 4);
    } finally {
      await app.close();
    }
  });

  it('names a route that takes a token without an area, and one that lets every role in', async () => {
    const app = await startApp(signer, [LegacyController]);
    try {
      const report = await checkStaffAreas(app, signer);
      expect(report.problems).toEqual([
        'GET /api/legacy as editor (careers): 200, expected 403 AUTH.FORBIDDEN in the envelope',
        'GET /api/legacy as sales (careers): 200, expected 403 AUTH.FORBIDDEN in the envelope',
        'POST /api/legacy: takes a bearer token but names no area (@StaffOnly or @OptionalStaff)',
      ]);
    } finally {
      await app.close();
    }
  });
});
