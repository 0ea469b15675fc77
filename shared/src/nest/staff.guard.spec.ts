/**
 * The staff guard in a small app configured as every service is: who gets past `@StaffOnly(area)`,
 * and what the others are answered (the envelope, with the code the panel translates).
 */
import { Controller, Get, type INestApplication, Module, Req } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { AdminUser } from '../contracts/staff';
import { createTestSigner, TEST_STAFF, testVerificationOptions, type TestSigner } from '../testing';
import { configureService } from './bootstrap';
import { type AdminRequest, STAFF_AREA_EXTENSION, StaffOnly } from './staff.guard';
import { TokenVerificationModule } from './token-verification.module';

@Controller('api/briefs')
class BriefsController {
  @Get()
  @StaffOnly('leads')
  list(@Req() req: AdminRequest): AdminUser | undefined {
    return req.admin;
  }
}

describe('StaffOnly', () => {
  let signer: TestSigner;
  let app: INestApplication<App>;
  let document: OpenAPIObject;

  beforeAll(async () => {
    signer = await createTestSigner();
    @Module({
      imports: [TokenVerificationModule.forRoot(testVerificationOptions(signer))],
      controllers: [BriefsController],
    })
    class ServiceModule {}
    app = await NestFactory.create<INestApplication<App>>(ServiceModule, { logger: false });
    document = configureService(app, {
      name: 'test',
      description: 'test',
      latency: { readMs: 0, writeMs: 0 },
    });
    await app.init();
  });

  afterAll(async () => {
    await app.close();
  });

  const get = (token?: string) => {
    const call = request(app.getHttpServer()).get('/api/briefs');
    return token === undefined ? call : call.set('Authorization', `Bearer ${token}`);
  };

  it.each([['owner'], ['sales']])(
    'lets a %s into the leads area, as the verified staff member',
    async (role) => {
      const res = await get(await signer.sign({ role }));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...TEST_STAFF, role });
      expect(res.headers['cache-control']).toBe('private, no-store');
    },
  );

  it.each([['editor'], ['recruiter']])('answers a %s 403 AUTH.FORBIDDEN in the envelope', async (role) => {
    const res = await get(await signer.sign({ role }));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      statusCode: 403,
      code: 'AUTH.FORBIDDEN',
      message: expect.stringContaining('leads') as string,
      error: 'Forbidden',
    });
  });

  it.each([
    ['without a role', { role: undefined }],
    ['with an unknown role', { role: 'intern' }],
    ['with the legacy shared admin role', { role: 'admin' }],
    ['without an email', { email: undefined }],
    ['without a name', { name: undefined }],
  ])('answers a token %s 401 AUTH.TOKEN_INVALID, not 403', async (_name, claims) => {
    const res = await get(await signer.sign(claims));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, code: 'AUTH.TOKEN_INVALID' });
  });

  it('answers a request without a token 401 AUTH.TOKEN_MISSING', async () => {
    const res = await get();
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, code: 'AUTH.TOKEN_MISSING' });
  });

  it('documents the area, the bearer token and the 401 and 403 answers', () => {
    const operation = document.paths['/api/briefs']?.get as Record<string, unknown> & {
      responses: Record<string, { description: string }>;
    };
    expect(operation[STAFF_AREA_EXTENSION]).toBe('leads');
    expect(operation.security).toEqual([{ bearer: [] }]);
    expect(operation.responses['401']).toBeDefined();
    expect(operation.responses['403']?.description).toContain('AUTH.FORBIDDEN');
  });
});
