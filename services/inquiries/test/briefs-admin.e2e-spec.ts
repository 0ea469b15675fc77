import { createHmac, createPublicKey } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { ClientBrief } from '@madar/shared';
import type { TestSigner } from '@madar/shared/testing';
import { createTestApp } from './test-app';

describe('inquiries: GET /api/briefs (admin only)', () => {
  let app: INestApplication<App>;
  let signer: TestSigner;
  let token: string;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    ({ app, signer } = await createTestApp());
    token = await signer.sign();
  });

  afterAll(async () => {
    await app.close();
  });

  it('lists the seeded briefs newest first for a valid admin token, never cached', async () => {
    const res = await http().get('/api/briefs').set('Authorization', `Bearer ${token}`).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const {
      items: briefs,
      total,
      page,
      pageSize,
    } = res.body as {
      items: ClientBrief[];
      total: number;
      page: number;
      pageSize: number;
    };

    expect({ page, pageSize }).toEqual({ page: 1, pageSize: 20 });
    expect(briefs.length).toBeGreaterThanOrEqual(8);
    expect(total).toBe(briefs.length);
    const times = briefs.map((b) => Date.parse(b.submittedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses the list without a token', async () => {
    const res = await http().get('/api/briefs').expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      code: 'AUTH.TOKEN_MISSING',
      message: 'Authentication required',
      error: 'Unauthorized',
    });
  });

  it('refuses a tampered token', async () => {
    const [header, , signature] = token.split('.') as [string, string, string];
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: 'acc-x',
      email: 'x@example.test',
      name: 'X',
      role: 'owner',
      iss: 'madar-auth',
      aud: 'madar-admin',
      iat: now,
      exp: now + 600,
    };
    await expect401(`${header}.${b64url(claims)}.${signature}`);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: 'acc-x',
      email: 'x@example.test',
      name: 'X',
      role: 'owner',
      iss: 'madar-auth',
      aud: 'madar-admin',
      iat: now,
      exp: now + 600,
    };
    await expect401(`${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.`);
  });

  it('refuses a token signed HS256 with the public key as the secret', async () => {
    const jwk = publicJwkOf(signer);
    const pem = createPublicKey({ key: jwk, format: 'jwk' })
      .export({ type: 'spki', format: 'pem' })
      .toString();
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: 'acc-x',
      email: 'x@example.test',
      name: 'X',
      role: 'owner',
      iss: 'madar-auth',
      aud: 'madar-admin',
      iat: now,
      exp: now + 600,
    };
    const signingInput = `${b64url({ alg: 'HS256', typ: 'JWT', kid: jwk.kid })}.${b64url(claims)}`;
    for (const secret of [pem, jwk.x]) {
      await expect401(
        `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`,
      );
    }
  });

  it('refuses an expired token and one for another audience', async () => {
    await expect401(await signer.sign({}, Math.floor(Date.now() / 1000) - 60));
    await expect401(await signer.sign({ aud: 'someone-else' }));
  });

  const expect401 = async (bad: string) => {
    const res = await http().get('/api/briefs').set('Authorization', `Bearer ${bad}`).expect(401);
    expect(res.body).toMatchObject({ statusCode: 401, code: 'AUTH.TOKEN_INVALID', error: 'Unauthorized' });
  };
});

function b64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** The public JWK behind a test signer (jose's local key sets expose their keys as `jwks()`). */
function publicJwkOf(signer: TestSigner): { kty: string; crv: string; x: string; kid: string } {
  const source = signer.keySource as unknown as {
    jwks: () => { keys: { kty: string; crv: string; x: string; kid: string }[] };
  };
  const [jwk] = source.jwks().keys;
  if (!jwk) throw new Error('the test signer has no key');
  return jwk;
}
