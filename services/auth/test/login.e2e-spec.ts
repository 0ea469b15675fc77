import type { INestApplication } from '@nestjs/common';
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { ErrorEnvelope, LoginResult } from '@madar/shared';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp } from './test-app';

const INVALID_CREDENTIALS: ErrorEnvelope = {
  statusCode: 401,
  code: 'AUTH.INVALID_CREDENTIALS',
  message: 'Invalid email or password',
  error: 'Unauthorized',
};

describe('auth: POST /api/auth/login', () => {
  let app: INestApplication<App>;

  beforeAll(async () => {
    ({ app } = await createTestApp());
  });

  afterAll(async () => {
    await app.close();
  });

  const login = (body: object | string) =>
    request(app.getHttpServer())
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(typeof body === 'string' ? body : JSON.stringify(body));

  async function verifyWithServedJwks(token: string) {
    const jwks = (await request(app.getHttpServer()).get('/api/auth/jwks').expect(200)).body as JSONWebKeySet;
    const result = await jwtVerify(token, createLocalJWKSet(jwks), {
      algorithms: ['EdDSA'],
      issuer: 'madar-auth',
      audience: 'madar-admin',
    });
    return { ...result, jwks };
  }

  it('signs the first owner in with a token the served JWKS verifies', async () => {
    const res = await login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }).expect(200);

    const body = res.body as LoginResult;
    expect(body).toEqual({
      token: expect.any(String),
      user: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email: 'admin@example.test',
        name: 'admin',
        role: 'owner',
      },
    });
    expect(res.headers['cache-control']).toBe('no-store');

    const { payload, protectedHeader, jwks } = await verifyWithServedJwks(body.token);
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', kid: jwks.keys[0]?.kid });
    expect(payload).toMatchObject({
      sub: body.user.id,
      email: 'admin@example.test',
      name: 'admin',
      role: 'owner',
      iss: 'madar-auth',
      aud: 'madar-admin',
    });
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.exp! - payload.iat!).toBe(8 * 3600);
    expect(Math.abs(payload.iat! - Date.now() / 1000)).toBeLessThan(60);
  });

  it('gives a longer-lived token with rememberMe', async () => {
    const res = await login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD, rememberMe: true }).expect(200);

    const { payload } = await verifyWithServedJwks((res.body as LoginResult).token);
    expect(payload.exp! - payload.iat!).toBe(7 * 86_400);
  });

  it('compares the email case-insensitively and ignores surrounding spaces', async () => {
    await login({ email: '  ADMIN@example.TEST ', password: ADMIN_PASSWORD }).expect(200);
  });

  it('issues a distinct token id on every sign-in', async () => {
    const first = (await login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).body as LoginResult;
    const second = (await login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).body as LoginResult;
    expect(decodeJwt(first.token).jti).not.toBe(decodeJwt(second.token).jti);
  });

  it('refuses a wrong password', async () => {
    const res = await login({ email: ADMIN_EMAIL, password: 'Correct-Horse-2025!' }).expect(401);
    expect(res.body).toEqual(INVALID_CREDENTIALS);
  });

  it('answers an unknown email exactly as a wrong password', async () => {
    const res = await login({ email: 'someone@example.test', password: ADMIN_PASSWORD }).expect(401);
    expect(res.body).toEqual(INVALID_CREDENTIALS);
  });

  it.each([
    ['a missing email', { password: ADMIN_PASSWORD }, /email/],
    ['a missing password', { email: ADMIN_EMAIL }, /password/],
    ['an empty password', { email: ADMIN_EMAIL, password: '' }, /password should not be empty/],
    ['an invalid email format', { email: 'admin-at-example', password: ADMIN_PASSWORD }, /valid email/],
    ['a number as the email', { email: 42, password: ADMIN_PASSWORD }, /email/],
    [
      'a non-boolean rememberMe',
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, rememberMe: 'yes' },
      /rememberMe/,
    ],
    [
      'an extra field',
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, role: 'owner' },
      /property role should not exist/,
    ],
  ])('rejects %s with a 400 envelope', async (_label, body, expected) => {
    const res = await login(body).expect(400);

    const envelope = res.body as ErrorEnvelope;
    expect(envelope).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED', error: 'Bad Request' });
    expect(envelope.message).toEqual(expect.arrayContaining([expect.stringMatching(expected)]));
  });

  it('names each failed rule as data in details', async () => {
    const res = await login({ email: 'admin-at-example', password: '', rememberMe: 'yes' }).expect(400);

    expect((res.body as ErrorEnvelope).details).toEqual(
      expect.arrayContaining([
        { field: 'email', rule: 'isEmail' },
        { field: 'password', rule: 'isNotEmpty' },
        { field: 'rememberMe', rule: 'isBoolean' },
      ]),
    );
  });

  it('rejects a body that is not JSON', async () => {
    const res = await login('{"email": ').expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'REQUEST.MALFORMED_JSON' });
  });

  it.each([
    ['an email with a lone surrogate', '{"email":"a\\ud800@example.ly","password":"x"}', 'wellFormedText'],
    ['a body nested 6,000 deep', `${'{"a":'.repeat(6000)}1${'}'.repeat(6000)}`, 'maxDepth'],
  ])('answers %s with 400, never 500', async (_case, body, rule) => {
    const res = await request(app.getHttpServer())
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(body)
      .expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION.FAILED', details: [{ rule }] });
  });
});
