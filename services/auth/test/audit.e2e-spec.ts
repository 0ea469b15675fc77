/**
 * Auth's audit log through the HTTP API, in memory mode: each kind of write (sign-in, refused sign-in,
 * sign-out, account create, update and delete, a new password, two-step on, off and reset, the two-step
 * policy) is recorded with who, from where and what changed, no entry holds a password, hash, token,
 * secret or code, and GET /api/auth/audit serves the log to owners only. The clock is fixed and moved
 * by the tests (two-step codes change every 30 s; nothing sleeps).
 */
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type {
  AccountLoginResult,
  AuditEntry,
  AuditPage,
  CreatedAccount,
  ErrorEnvelope,
  TwoStepChallenge,
  TwoStepEnrolment,
  TwoStepRecoveryCodes,
} from '@madar/shared';
import { FixedClock } from '@madar/shared/nest';
import { codeAt } from '../src/two-step/totp';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp } from './test-app';

const PASSWORD = 'Olive grove at dawn 1987';
const NEW_PASSWORD = 'Cedar harbour at noon 2031';
const WRONG_PASSWORD = 'Wrong guess about figs 42';
const ADDRESS = '198.51.100.44';
const BROWSER = 'Mozilla/5.0 (audit test)';
let counter = 0;

describe('auth: audit log (GET /api/auth/audit)', () => {
  let app: INestApplication<App>;
  const clock = new FixedClock(new Date('2026-03-01T10:00:00Z'));
  const advance = (seconds: number) => clock.set(new Date(clock.now().getTime() + seconds * 1000));
  /** Every secret a test handled: none may appear in any entry. */
  const secrets = new Set<string>([ADMIN_PASSWORD, PASSWORD, NEW_PASSWORD, WRONG_PASSWORD]);

  beforeAll(async () => {
    ({ app } = await createTestApp({}, { clock }));
  });

  afterAll(async () => {
    await app.close();
  });

  const http = () => request(app.getHttpServer());
  const login = (email: string, password = PASSWORD) =>
    http()
      .post('/api/auth/login')
      .set('X-Forwarded-For', ADDRESS)
      .set('User-Agent', BROWSER)
      .send({ email, password });
  const as = (token: string) => {
    const auth = `Bearer ${token}`;
    return {
      get: (path: string) => http().get(path).set('Authorization', auth),
      post: (path: string, body?: object) =>
        http().post(path).set('Authorization', auth).set('X-Forwarded-For', ADDRESS).send(body),
      patch: (path: string, body: object) =>
        http().patch(path).set('Authorization', auth).set('X-Forwarded-For', ADDRESS).send(body),
      put: (path: string, body: object) =>
        http().put(path).set('Authorization', auth).set('X-Forwarded-For', ADDRESS).send(body),
      delete: (path: string, body?: object) =>
        http().delete(path).set('Authorization', auth).set('X-Forwarded-For', ADDRESS).send(body),
    };
  };
  const signIn = async (email: string, password = PASSWORD) => {
    const { token } = (await login(email, password).expect(200)).body as AccountLoginResult;
    secrets.add(token);
    return token;
  };
  const owner = () => signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
  const ownerId = async () =>
    (
      (
        await as(await owner())
          .get('/api/auth/me')
          .expect(200)
      ).body as {
        id: string;
      }
    ).id;

  const audit = async (query: string): Promise<AuditEntry[]> =>
    (
      (
        await as(await owner())
          .get(`/api/auth/audit?limit=200&${query}`)
          .expect(200)
      ).body as AuditPage
    ).items;
  /** One account's entries of one action, newest first. */
  const entriesOf = (accountId: string, action: string) =>
    audit(`entity=account:${accountId}&action=${action}`);

  /** A new account (editor unless told), with a password, by the owner. */
  async function person(role = 'editor') {
    const email = `audit-${(counter += 1)}@example.test`;
    const created = await as(await owner())
      .post('/api/auth/users', { email, name: 'Huda Salem', role, password: PASSWORD })
      .expect(201);
    return { id: (created.body as CreatedAccount).id, email };
  }

  it('records a sign-in: the account, from the forwarded address and browser, how it finished', async () => {
    const { id, email } = await person();
    await signIn(email);

    expect(await entriesOf(id, 'sign_in')).toEqual([
      {
        id: expect.any(String),
        at: clock.now().toISOString(),
        actor: { id, email },
        address: ADDRESS,
        entity: { type: 'account', id },
        action: 'sign_in',
        before: null,
        after: null,
        details: { method: 'password', rememberMe: false, userAgent: BROWSER },
      },
    ]);
  });

  it('records a refused sign-in: the email tried with no actor id, the account it names (if any), why', async () => {
    const { id, email } = await person();
    await login(email.toUpperCase(), WRONG_PASSWORD).expect(401);
    await login('nobody-here@example.test', WRONG_PASSWORD).expect(401);

    expect(await entriesOf(id, 'sign_in_failed')).toEqual([
      expect.objectContaining({
        actor: { id: '', email },
        address: ADDRESS,
        entity: { type: 'account', id },
        before: null,
        after: null,
        details: { step: 'password', reason: 'wrong_password', userAgent: BROWSER },
      }),
    ]);
    const [unknown] = await audit('action=sign_in_failed&actor=nobody-here@example.test');
    expect(unknown).toMatchObject({
      actor: { id: '', email: 'nobody-here@example.test' },
      entity: { type: 'account', id: null },
      details: { step: 'password', reason: 'unknown_email' },
    });
  });

  it('records a disabled account’s right password as refused for being disabled', async () => {
    const { id, email } = await person();
    await as(await owner())
      .patch(`/api/auth/users/${id}`, { disabled: true })
      .expect(200);
    await login(email).expect(401);

    const [entry] = await entriesOf(id, 'sign_in_failed');
    expect(entry?.details).toMatchObject({ reason: 'disabled' });
  });

  it('records a sign-out, and signing out everywhere by the person or by an owner for them', async () => {
    const { id, email } = await person();
    await as(await signIn(email))
      .post('/api/auth/logout')
      .expect(204);
    await signIn(email);
    await signIn(email);
    await as(await signIn(email))
      .delete('/api/auth/sessions')
      .expect(204);
    await signIn(email);
    await as(await owner())
      .delete(`/api/auth/users/${id}/sessions`)
      .expect(204);

    const entries = await entriesOf(id, 'sign_out');
    const by = await ownerId();
    expect(entries.map(({ actor, details }) => ({ actor: actor.id, details }))).toEqual([
      { actor: by, details: { scope: 'everywhere', sessions: 1 } },
      { actor: id, details: { scope: 'everywhere', sessions: 3 } },
      { actor: id, details: { scope: 'this_session', sessions: 1 } },
    ]);
    expect(entries.every((entry) => entry.entity.id === id && entry.address === ADDRESS)).toBe(true);
  });

  it('records an account’s creation, each change (name, role, disabled) before and after, and its deletion', async () => {
    const email = `audit-${(counter += 1)}@example.test`;
    const token = await owner();
    const by = await ownerId();
    const created = (
      await as(token).post('/api/auth/users', { email, name: 'Omar Gheriani', role: 'sales' }).expect(201)
    ).body as CreatedAccount;
    secrets.add(new URL(created.setPasswordUrl ?? '').hash.slice('#token='.length));
    const { id } = created;
    await as(token).patch(`/api/auth/users/${id}`, { name: 'Omar G.', role: 'recruiter' }).expect(200);
    await as(token).patch(`/api/auth/users/${id}`, { disabled: true }).expect(200);
    await as(token).delete(`/api/auth/users/${id}`).expect(204);

    const entries = await audit(`entity=account:${id}`);
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'update', 'create']);
    expect(entries.every((entry) => entry.actor.id === by && entry.address === ADDRESS)).toBe(true);
    const [deleted, disabled, renamed, create] = entries as [AuditEntry, AuditEntry, AuditEntry, AuditEntry];
    expect(create.before).toBeNull();
    expect(create.after).toEqual({
      id,
      email,
      name: 'Omar Gheriani',
      role: 'sales',
      disabled: false,
      passwordChangeWanted: false,
      createdAt: clock.now().toISOString(),
      updatedAt: clock.now().toISOString(),
    });
    expect(renamed).toMatchObject({
      before: { name: 'Omar Gheriani', role: 'sales' },
      after: { name: 'Omar G.', role: 'recruiter' },
    });
    expect(disabled).toMatchObject({ before: { disabled: false }, after: { disabled: true } });
    expect(deleted).toMatchObject({ after: null, before: { id, email, name: 'Omar G.', disabled: true } });
    for (const entry of entries) {
      expect(Object.keys({ ...entry.before, ...entry.after })).not.toContain('passwordHash');
    }
  });

  it('records a new password, by the person with the old one or through their link, and never the password', async () => {
    const { id, email } = await person();
    await as(await signIn(email))
      .post('/api/auth/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
      .expect(204);
    const invited = (
      await as(await owner())
        .post('/api/auth/users', {
          email: `audit-${(counter += 1)}@example.test`,
          name: 'Salma',
          role: 'editor',
        })
        .expect(201)
    ).body as CreatedAccount;
    const linkToken = new URL(invited.setPasswordUrl ?? '').hash.slice('#token='.length);
    secrets.add(linkToken);
    await http()
      .post('/api/auth/password/set')
      .set('X-Forwarded-For', ADDRESS)
      .send({ token: linkToken, password: NEW_PASSWORD })
      .expect(204);

    expect(await entriesOf(id, 'password_change')).toEqual([
      expect.objectContaining({
        actor: { id, email },
        before: null,
        after: null,
        details: { via: 'current_password' },
      }),
    ]);
    expect(await entriesOf(invited.id, 'password_change')).toEqual([
      expect.objectContaining({
        actor: { id: invited.id, email: invited.email },
        address: ADDRESS,
        details: { via: 'set_password_link' },
      }),
    ]);
  });

  it('records two-step turned on, each second step (code, recovery code, wrong code), off, and an owner’s reset', async () => {
    const { id, email } = await person();
    const token = await signIn(email);
    const { secret } = (await as(token).post('/api/auth/two-step/enrol').expect(200))
      .body as TwoStepEnrolment;
    secrets.add(secret);
    const { recoveryCodes } = (
      await as(token)
        .post('/api/auth/two-step/confirm', { code: codeAt(secret, clock.now()) })
        .expect(200)
    ).body as TwoStepRecoveryCodes;
    for (const code of recoveryCodes) secrets.add(code);
    advance(30);
    const challenge = async () => {
      const answer = (await login(email).expect(200)).body as TwoStepChallenge;
      secrets.add(answer.challenge);
      return answer.challenge;
    };
    const second = async (code: string, status: number) => {
      const answer = await http()
        .post('/api/auth/login/two-step')
        .set('X-Forwarded-For', ADDRESS)
        .set('User-Agent', BROWSER)
        .send({ challenge: await challenge(), code })
        .expect(status);
      if (status === 200) secrets.add((answer.body as AccountLoginResult).token);
      return answer.body as AccountLoginResult;
    };
    const wrong = codeAt(secret, new Date(clock.now().getTime() - 3600_000));
    await second(wrong, 401);
    await second(codeAt(secret, clock.now()), 200);
    const { token: later } = await second(recoveryCodes[0] ?? '', 200);
    await as(later).delete('/api/auth/two-step', { currentPassword: PASSWORD }).expect(204);
    await as(later).post('/api/auth/two-step/enrol').expect(200);
    const again = (await as(later).post('/api/auth/two-step/enrol').expect(200)).body as TwoStepEnrolment;
    secrets.add(again.secret);
    await as(later)
      .post('/api/auth/two-step/confirm', { code: codeAt(again.secret, clock.now()) })
      .expect(200);
    await as(await owner())
      .delete(`/api/auth/users/${id}/two-step`)
      .expect(204);

    const entries = await audit(`entity=account:${id}`);
    const by = await ownerId();
    expect(
      entries
        .filter((entry) => entry.action !== 'create')
        .map(({ action, actor, details }) => ({ action, actor: actor.id, details })),
    ).toEqual([
      { action: 'two_step_reset', actor: by, details: null },
      { action: 'two_step_on', actor: id, details: null },
      { action: 'two_step_off', actor: id, details: null },
      {
        action: 'sign_in',
        actor: id,
        details: { method: 'recovery_code', rememberMe: false, userAgent: BROWSER },
      },
      { action: 'sign_in', actor: id, details: { method: 'code', rememberMe: false, userAgent: BROWSER } },
      {
        action: 'sign_in_failed',
        actor: id,
        details: { step: 'two_step', reason: 'wrong_code', userAgent: BROWSER },
      },
      { action: 'two_step_on', actor: id, details: null },
      {
        action: 'sign_in',
        actor: id,
        details: { method: 'password', rememberMe: false, userAgent: BROWSER },
      },
    ]);
  });

  it('records the two-step policy with the roles required before and after', async () => {
    const token = await owner();
    await as(token)
      .put('/api/auth/two-step/policy', { requiredRoles: ['owner', 'recruiter'] })
      .expect(200);
    await as(token).put('/api/auth/two-step/policy', { requiredRoles: [] }).expect(200);

    const entries = await audit('entity=two_step_policy');
    expect(entries.map(({ entity, action, before, after }) => ({ entity, action, before, after }))).toEqual([
      {
        entity: { type: 'two_step_policy', id: null },
        action: 'update',
        before: { requiredRoles: ['owner', 'recruiter'] },
        after: { requiredRoles: [] },
      },
      {
        entity: { type: 'two_step_policy', id: null },
        action: 'update',
        // Nothing saved yet: the environment's default (none outside production).
        before: { requiredRoles: [] },
        after: { requiredRoles: ['owner', 'recruiter'] },
      },
    ]);
  });

  it('answers 400 VALIDATION.FAILED for bad query values', async () => {
    const token = await owner();
    for (const query of ['limit=0', 'limit=201', 'before=yesterday', 'entity=session', 'action=login']) {
      const { body } = await as(token).get(`/api/auth/audit?${query}`).expect(400);
      expect((body as ErrorEnvelope).code).toBe('VALIDATION.FAILED');
    }
  });

  it('is for owners only, and offers no way to change or delete an entry', async () => {
    const { email } = await person('recruiter');
    const { body } = await as(await signIn(email))
      .get('/api/auth/audit')
      .expect(403);
    expect((body as ErrorEnvelope).code).toBe('AUTH.FORBIDDEN');
    await http().get('/api/auth/audit').expect(401);
    const [entry] = await audit('action=sign_in');
    const ownerCalls = as(await owner());
    for (const method of ['patch', 'put', 'delete'] as const) {
      const call = ownerCalls[method];
      await call(`/api/auth/audit/${entry?.id ?? '1'}`, {}).expect(404);
    }
  });

  it('holds no password, token, link, secret or code in any entry', async () => {
    const all: AuditEntry[] = [];
    let before: string | undefined;
    do {
      const page = (
        await as(await owner())
          .get(`/api/auth/audit?limit=200${before ? `&before=${encodeURIComponent(before)}` : ''}`)
          .expect(200)
      ).body as AuditPage;
      all.push(...page.items);
      before = page.next;
    } while (before);

    expect(all.length).toBeGreaterThan(40);
    const text = JSON.stringify(all);
    expect([...secrets].filter((secret) => text.includes(secret))).toEqual([]);
    expect(text).not.toMatch(/scrypt|passwordHash|setPasswordUrl/i);
  });
});
