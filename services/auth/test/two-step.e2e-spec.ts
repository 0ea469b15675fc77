/**
 * Two-step sign-in through the HTTP API, in memory mode, with a fixed clock moved by the tests (the
 * codes change every 30 s; nothing sleeps): enrolment, the challenge and its code, recovery codes used
 * once, the second step's own throttle, an owner's reset and the per-role policy.
 */
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type {
  AccountLoginResult,
  CreatedAccount,
  TwoStepChallenge,
  TwoStepEnrolment,
  TwoStepRecoveryCodes,
  TwoStepStatus,
} from '@madar/shared';
import { FixedClock } from '@madar/shared/nest';
import { loadAuthConfig } from '../src/config';
import { codeAt } from '../src/two-step/totp';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp } from './test-app';

const PASSWORD = 'Olive grove at dawn 1987';
let counter = 0;

describe('auth: two-step sign-in', () => {
  let app: INestApplication<App>;
  const clock = new FixedClock(new Date('2026-03-01T10:00:00Z'));
  const advance = (seconds: number) => clock.set(new Date(clock.now().getTime() + seconds * 1000));

  beforeAll(async () => {
    ({ app } = await createTestApp({}, { clock }));
  });

  afterAll(async () => {
    await app.close();
  });

  const http = () => request(app.getHttpServer());
  const login = (email: string, password = PASSWORD, address = '198.51.100.7') =>
    http().post('/api/auth/login').set('X-Forwarded-For', address).send({ email, password });
  const second = (challenge: string, code: string, address = '198.51.100.7') =>
    http().post('/api/auth/login/two-step').set('X-Forwarded-For', address).send({ challenge, code });
  const as = (token: string) => ({
    get: (path: string) => http().get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body?: object) =>
      http().post(path).set('Authorization', `Bearer ${token}`).send(body),
    put: (path: string, body: object) => http().put(path).set('Authorization', `Bearer ${token}`).send(body),
    delete: (path: string, body?: object) =>
      http().delete(path).set('Authorization', `Bearer ${token}`).send(body),
  });
  const ownerToken = async () =>
    ((await login(ADMIN_EMAIL, ADMIN_PASSWORD).expect(200)).body as AccountLoginResult).token;

  /** A new editor, signed in. */
  async function person(role = 'editor') {
    const email = `two-step-${(counter += 1)}@example.test`;
    const created = await as(await ownerToken())
      .post('/api/auth/users', { email, name: 'Huda Salem', role, password: PASSWORD })
      .expect(201);
    const token = ((await login(email).expect(200)).body as AccountLoginResult).token;
    return { id: (created.body as CreatedAccount).id, email, token };
  }

  /** A new editor with two-step on: its secret and recovery codes. */
  async function enrolled() {
    const someone = await person();
    const enrolment = (await as(someone.token).post('/api/auth/two-step/enrol').expect(200))
      .body as TwoStepEnrolment;
    const confirmed = await as(someone.token)
      .post('/api/auth/two-step/confirm', { code: codeAt(enrolment.secret, clock.now()) })
      .expect(200);
    // The confirming code's step is spent: sign-ins use the next one.
    advance(30);
    return {
      ...someone,
      secret: enrolment.secret,
      codes: (confirmed.body as TwoStepRecoveryCodes).recoveryCodes,
    };
  }

  async function challengeFor(email: string, address?: string): Promise<string> {
    const res = await login(email, PASSWORD, address).expect(200);
    expect(res.body).toEqual({
      twoStep: true,
      challenge: expect.any(String),
      challengeExpiresAt: new Date(clock.now().getTime() + 5 * 60_000).toISOString(),
    });
    return (res.body as TwoStepChallenge).challenge;
  }

  it('enrols: a secret, its otpauth address and QR code; on once a right code confirms it', async () => {
    const { token, email } = await person();
    const res = await as(token).post('/api/auth/two-step/enrol').expect(200);
    const enrolment = res.body as TwoStepEnrolment;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUrl).toBe(
      `otpauth://totp/Madar:${encodeURIComponent(email)}?secret=${enrolment.secret}&issuer=Madar`,
    );
    expect(enrolment.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    await as(token)
      .get('/api/auth/two-step')
      .expect(200, { enabled: false, recoveryCodesLeft: 0, required: false });

    const wrong = await as(token).post('/api/auth/two-step/confirm', { code: '000000' }).expect(400);
    expect(wrong.body).toMatchObject({ statusCode: 400, code: 'TWO_STEP.INVALID_CODE' });

    const confirmed = await as(token)
      .post('/api/auth/two-step/confirm', { code: codeAt(enrolment.secret, clock.now()) })
      .expect(200);
    const { recoveryCodes } = confirmed.body as TwoStepRecoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const status = (await as(token).get('/api/auth/two-step').expect(200)).body as TwoStepStatus;
    expect(status).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });

    // The secret is never handed out again: a new enrolment is refused while on.
    const again = await as(token).post('/api/auth/two-step/enrol').expect(409);
    expect(again.body).toMatchObject({ code: 'TWO_STEP.ALREADY_ON' });
  });

  it('asks for the code after the password, and a right code signs in', async () => {
    const { email, secret } = await enrolled();
    const challenge = await challengeFor(email);
    const res = await second(challenge, codeAt(secret, clock.now())).expect(200);
    const result = res.body as AccountLoginResult;
    expect(result.user).toMatchObject({ email, role: 'editor' });
    expect(result).not.toHaveProperty('twoStepEnrolmentRequired');
    await as(result.token).get('/api/auth/me').expect(200);
  });

  it('refuses a wrong code, a code used already, and a forged or expired challenge', async () => {
    const { email, secret } = await enrolled();
    const challenge = await challengeFor(email);
    const wrong = await second(
      challenge,
      '123456' === codeAt(secret, clock.now()) ? '654321' : '123456',
    ).expect(401);
    expect(wrong.body).toEqual({
      statusCode: 401,
      code: 'TWO_STEP.INVALID_CODE',
      message: 'The code is not correct, or was used already',
      error: 'Unauthorized',
    });

    const code = codeAt(secret, clock.now());
    await second(challenge, code).expect(200);
    // The same code again (a replay, or a second sign-in in the same 30 s) is refused.
    await second(await challengeFor(email), code).expect(401);

    const forged = await second(`${challenge.slice(0, -4)}AAAA`, codeAt(secret, clock.now())).expect(401);
    expect(forged.body).toMatchObject({ code: 'TWO_STEP.CHALLENGE_INVALID' });
    const stale = await challengeFor(email);
    advance(5 * 60);
    const expired = await second(stale, codeAt(secret, clock.now())).expect(401);
    expect(expired.body).toMatchObject({ code: 'TWO_STEP.CHALLENGE_INVALID' });
  });

  it('takes a recovery code once', async () => {
    const { email, token, codes } = await enrolled();
    const [code] = codes;
    // Typed in capitals with a space instead of the dash: still the same code.
    await second(await challengeFor(email), code!.toUpperCase().replace('-', ' ')).expect(200);
    const used = await second(await challengeFor(email), code!).expect(401);
    expect(used.body).toMatchObject({ code: 'TWO_STEP.INVALID_CODE' });
    const status = (await as(token).get('/api/auth/two-step').expect(200)).body as TwoStepStatus;
    expect(status.recoveryCodesLeft).toBe(9);
  });

  it('throttles a burst of wrong codes with 429, per address and apart from the password', async () => {
    const { email, secret } = await enrolled();
    const address = '203.0.113.50';
    const challenge = await challengeFor(email, address);
    for (let i = 0; i < 5; i += 1) await second(challenge, '000000', address).expect(401);
    const refused = await second(challenge, codeAt(secret, clock.now()), address).expect(429);
    expect(refused.body).toMatchObject({ statusCode: 429, code: 'REQUEST.THROTTLED' });
    expect(refused.headers['retry-after']).toBe('1');
    // The password step from that address is not held back by the code guesses.
    await challengeFor(email, address);
    advance(1);
    await second(challenge, codeAt(secret, clock.now()), address).expect(200);
  });

  it('turns off with the current password only', async () => {
    const { email, token } = await enrolled();
    const wrong = await as(token)
      .delete('/api/auth/two-step', { currentPassword: 'not it at all' })
      .expect(400);
    expect(wrong.body).toMatchObject({ code: 'ACCOUNT.WRONG_PASSWORD' });
    await as(token).delete('/api/auth/two-step', { currentPassword: PASSWORD }).expect(204);
    expect((await login(email).expect(200)).body).toHaveProperty('token');
  });

  it("lets an owner reset someone's two-step; nobody else", async () => {
    const { id, email, token } = await enrolled();
    const owner = await ownerToken();
    expect(
      ((await as(owner).get('/api/auth/two-step/accounts').expect(200)).body as { accountIds: string[] })
        .accountIds,
    ).toContain(id);
    const forbidden = await as(token).delete(`/api/auth/users/${id}/two-step`).expect(403);
    expect(forbidden.body).toMatchObject({ code: 'AUTH.FORBIDDEN' });
    await as(owner).delete('/api/auth/users/00000000-0000-4000-8000-000000000000/two-step').expect(404);

    await as(owner).delete(`/api/auth/users/${id}/two-step`).expect(204);
    expect((await login(email).expect(200)).body).toHaveProperty('token');
    expect(
      ((await as(owner).get('/api/auth/two-step/accounts').expect(200)).body as { accountIds: string[] })
        .accountIds,
    ).not.toContain(id);
  });

  it('lets an owner require two-step per role: the sign-in is flagged, never refused', async () => {
    const owner = await ownerToken();
    const { email } = await person('sales');
    await as(owner).get('/api/auth/two-step/policy').expect(200, { requiredRoles: [] });
    const bad = await as(owner)
      .put('/api/auth/two-step/policy', { requiredRoles: ['sales', 'janitor'] })
      .expect(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION.FAILED' });
    const { token } = await person();
    await as(token).put('/api/auth/two-step/policy', { requiredRoles: [] }).expect(403);

    await as(owner)
      .put('/api/auth/two-step/policy', { requiredRoles: ['sales', 'owner'] })
      .expect(200, {
        requiredRoles: ['owner', 'sales'],
      });
    const flagged = (await login(email).expect(200)).body as AccountLoginResult;
    expect(flagged.twoStepEnrolmentRequired).toBe(true);
    await as(flagged.token)
      .get('/api/auth/two-step')
      .expect(200, { enabled: false, recoveryCodesLeft: 0, required: true });
    const editor = (await login((await person()).email).expect(200)).body as AccountLoginResult;
    expect(editor).not.toHaveProperty('twoStepEnrolmentRequired');

    await as(owner).put('/api/auth/two-step/policy', { requiredRoles: [] }).expect(200);
    expect((await login(email).expect(200)).body).not.toHaveProperty('twoStepEnrolmentRequired');
  });

  it('requires it for owners by default in production settings, for nobody elsewhere', () => {
    const env = {
      ADMIN_EMAIL,
      ADMIN_PASSWORD_HASH:
        'scrypt:1024:8:1:AAAAAAAAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    };
    expect(loadAuthConfig({ ...env, NODE_ENV: 'production' }).twoStep.defaultRequiredRoles).toEqual([
      'owner',
    ]);
    expect(
      loadAuthConfig({ ...env, NODE_ENV: 'production', AUTH_TWO_STEP_REQUIRED_ROLES: 'none' }).twoStep
        .defaultRequiredRoles,
    ).toEqual([]);
    expect(loadAuthConfig(env).twoStep.defaultRequiredRoles).toEqual([]);
    expect(
      loadAuthConfig({ ...env, AUTH_TWO_STEP_REQUIRED_ROLES: 'sales, owner' }).twoStep.defaultRequiredRoles,
    ).toEqual(['owner', 'sales']);
  });
});
