import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { createTestSigner, TEST_STAFF, testVerificationOptions, type TestSigner } from '../testing';
import { AppError } from './app-error';
import { OptionalStaff, OptionalStaffGuard, queryIsOneOf } from './optional-staff.guard';
import type { AdminRequest } from './staff.guard';
import { TokenVerifier } from './token-verifier';

class PostsController {
  @OptionalStaff('blog', queryIsOneOf('status', ['all', 'draft']))
  list(): void {}

  undecorated(): void {}
}

function contextFor(req: AdminRequest, handler: () => void): ExecutionContext {
  return {
    getHandler: () => handler,
    getClass: () => PostsController,
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => ({}), getNext: () => undefined }),
  } as unknown as ExecutionContext;
}

const request = (query: Record<string, unknown>, token?: string): AdminRequest =>
  ({ query, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } }) as unknown as Request;

async function statusOf(promise: Promise<unknown>): Promise<{ statusCode: number; code: string } | 'passed'> {
  try {
    await promise;
    return 'passed';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.getResponse() as { statusCode: number; code: string };
  }
}

describe('OptionalStaff', () => {
  let signer: TestSigner;
  let guard: OptionalStaffGuard;
  const list = PostsController.prototype.list;

  beforeAll(async () => {
    signer = await createTestSigner();
    guard = new OptionalStaffGuard(
      new TokenVerifier(testVerificationOptions(signer), signer.revocations),
      new Reflector(),
    );
  });

  it('lets an anonymous request that does not ask for the staff view through, with no admin', async () => {
    const req = request({});
    await expect(guard.canActivate(contextFor(req, list))).resolves.toBe(true);
    expect(req.admin).toBeUndefined();
  });

  it.each([['owner'], ['editor']])(
    'attaches the staff member (%s) to a request that asks for the staff view of an area they hold',
    async (role) => {
      const req = request({ status: 'draft' }, await signer.sign({ role }));
      await expect(guard.canActivate(contextFor(req, list))).resolves.toBe(true);
      expect(req.admin).toEqual({ ...TEST_STAFF, role });
    },
  );

  it.each([['recruiter'], ['sales']])(
    'answers a %s asking for the staff view of an area they lack as a visitor: no admin, no error',
    async (role) => {
      const req = request({ status: 'all' }, await signer.sign({ role }));
      await expect(guard.canActivate(contextFor(req, list))).resolves.toBe(true);
      expect(req.admin).toBeUndefined();
    },
  );

  it.each([
    ['the legacy admin role', { role: 'admin' }],
    ['no role', { role: undefined }],
  ])('refuses a token with %s on a request that asks for the staff view', async (_name, claims) => {
    const req = request({ status: 'all' }, await signer.sign(claims));
    expect(await statusOf(guard.canActivate(contextFor(req, list)))).toMatchObject({
      statusCode: 401,
      code: 'AUTH.TOKEN_INVALID',
    });
    expect(req.admin).toBeUndefined();
  });

  it('refuses a signed-out token on a request that asks for the staff view', async () => {
    const token = await signer.sign({ jti: 'signed-out-optional' });
    await signer.revocations.revoke('signed-out-optional', Math.floor(Date.now() / 1000) + 3600);
    await expect(
      statusOf(guard.canActivate(contextFor(request({ status: 'all' }, token), list))),
    ).resolves.toEqual(expect.objectContaining({ statusCode: 401, code: 'AUTH.TOKEN_INVALID' }));
  });

  it('refuses a request that asks for the staff view without a token, or with a bad one', async () => {
    expect(await statusOf(guard.canActivate(contextFor(request({ status: 'all' }), list)))).toMatchObject({
      statusCode: 401,
      code: 'AUTH.TOKEN_MISSING',
    });
    const forged = request({ status: 'all' }, 'not-a-token');
    expect(await statusOf(guard.canActivate(contextFor(forged, list)))).toMatchObject({
      statusCode: 401,
      code: 'AUTH.TOKEN_INVALID',
    });
    expect(forged.admin).toBeUndefined();
  });

  it('ignores the token of a public request, so a stale one does not break public pages', async () => {
    const req = request({}, 'expired-or-forged');
    await expect(guard.canActivate(contextFor(req, list))).resolves.toBe(true);
    expect(req.admin).toBeUndefined();
  });

  it.each([['bogus'], [''], [['all', 'draft']]])(
    'leaves a malformed status (%j) to validation: anonymous, not a 401',
    async (status) => {
      const req = request({ status });
      await expect(guard.canActivate(contextFor(req, list))).resolves.toBe(true);
      expect(req.admin).toBeUndefined();
    },
  );

  it('does nothing on a handler without the decorator', async () => {
    const req = request({ status: 'all' });
    await expect(guard.canActivate(contextFor(req, PostsController.prototype.undecorated))).resolves.toBe(
      true,
    );
    expect(req.admin).toBeUndefined();
  });
});
