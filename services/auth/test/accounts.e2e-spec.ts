/**
 * Staff accounts through the HTTP API, in memory mode: an owner manages them, everybody else is
 * refused (403 by auth itself), the last active owner can never go, and a change of role, disabling or
 * deleting refuses the account's tokens at once (they are on the sign-out list every service reads).
 */
import type { INestApplication } from '@nestjs/common';
import { decodeJwt } from 'jose';
import request from 'supertest';
import type { App } from 'supertest/types';
import type {
  Account,
  AccountLoginResult,
  CreatedAccount,
  ErrorEnvelope,
  Page,
  StaffSession,
} from '@madar/shared';
import { FixedClock } from '@madar/shared/nest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp } from './test-app';

const GOOD_PASSWORD = 'Olive grove at dawn 1987';
let counter = 0;
const uniqueEmail = (label: string) => `${label}-${(counter += 1)}@example.test`;

function helpers(app: () => INestApplication<App>) {
  const http = () => request(app().getHttpServer());
  const login = (email: string, password: string) => http().post('/api/auth/login').send({ email, password });
  const signIn = async (email: string, password: string) =>
    ((await login(email, password).expect(200)).body as AccountLoginResult).token;
  const as = (token: string) => ({
    get: (path: string) => http().get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body?: object) =>
      http().post(path).set('Authorization', `Bearer ${token}`).send(body),
    patch: (path: string, body: object) =>
      http().patch(path).set('Authorization', `Bearer ${token}`).send(body),
    delete: (path: string) => http().delete(path).set('Authorization', `Bearer ${token}`),
  });
  const owner = () => signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
  /** A new account with a password, signed in. */
  const person = async (role: string, name = 'Salma Ben Ali') => {
    const email = uniqueEmail(role);
    const created = await as(await owner())
      .post('/api/auth/users', { email, name, role, password: GOOD_PASSWORD })
      .expect(201);
    return { account: created.body as CreatedAccount, email, token: await signIn(email, GOOD_PASSWORD) };
  };
  return { http, login, signIn, as, owner, person };
}

const linkToken = (url: string) => new URL(url).hash.replace(/^#token=/, '');

describe('auth: staff accounts', () => {
  let app: INestApplication<App>;
  const { http, login, signIn, as, owner, person } = helpers(() => app);

  beforeAll(async () => {
    ({ app } = await createTestApp());
  });

  afterAll(async () => {
    await app.close();
  });

  it('creates an account with a password; its sign-in asks for a new password but is not refused', async () => {
    const email = uniqueEmail('Recruiter');
    const res = await as(await owner())
      .post('/api/auth/users', { email, name: 'Salma Ben Ali', role: 'recruiter', password: GOOD_PASSWORD })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: email.toLowerCase(),
      name: 'Salma Ben Ali',
      role: 'recruiter',
      disabled: false,
      passwordChangeWanted: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const signedIn = (await login(email.toUpperCase(), GOOD_PASSWORD).expect(200)).body as AccountLoginResult;
    const id = (res.body as Account).id;
    expect(signedIn).toEqual({
      token: expect.any(String),
      user: { id, email: email.toLowerCase(), name: 'Salma Ben Ali', role: 'recruiter' },
      passwordChangeWanted: true,
    });
    expect(decodeJwt(signedIn.token)).toMatchObject({ sub: id, role: 'recruiter', name: 'Salma Ben Ali' });
    await as(signedIn.token)
      .get('/api/auth/me')
      .expect(200, { id, email: email.toLowerCase(), name: 'Salma Ben Ali', role: 'recruiter' });
    const listed = await as(await owner())
      .get(`/api/auth/users/${id}`)
      .expect(200);
    expect((listed.body as Account).lastSignInAt).toEqual(expect.any(String));
  });

  it('invites without a password: the set-password link works once, then the person signs in', async () => {
    const email = uniqueEmail('sales');
    const res = await as(await owner())
      .post('/api/auth/users', { email, name: 'Omar Salem', role: 'sales' })
      .expect(201);
    const created = res.body as CreatedAccount;
    expect(created.setPasswordUrl).toMatch(/^http:\/\/localhost:8080\/admin\/set-password#token=[\w-]{43}$/);
    expect(Date.parse(created.setPasswordExpiresAt!) - Date.parse(created.createdAt)).toBe(72 * 3600 * 1000);
    await login(email, GOOD_PASSWORD).expect(401);

    const token = linkToken(created.setPasswordUrl!);
    // A password against the policy leaves the link usable.
    const weak = await http().post('/api/auth/password/set').send({ token, password: 'omar' }).expect(400);
    expect((weak.body as ErrorEnvelope).details).toEqual(
      expect.arrayContaining([
        { field: 'password', rule: 'minLength', params: { min: 12 } },
        { field: 'password', rule: 'containsName' },
      ]),
    );
    await http().post('/api/auth/password/set').send({ token, password: GOOD_PASSWORD }).expect(204);
    const again = await http()
      .post('/api/auth/password/set')
      .send({ token, password: GOOD_PASSWORD })
      .expect(400);
    expect(again.body).toMatchObject({ code: 'ACCOUNT.LINK_INVALID' });

    const signedIn = (await login(email, GOOD_PASSWORD).expect(200)).body as AccountLoginResult;
    expect(signedIn).not.toHaveProperty('passwordChangeWanted');
    await http()
      .post('/api/auth/password/set')
      .send({ token: 'made-up', password: GOOD_PASSWORD })
      .expect(400);
  });

  it.each([
    ['an invalid email', { email: 'not-an-email', name: 'A', role: 'sales' }, 'email', 'isEmail'],
    ['an unknown role', { email: 'x@example.test', name: 'A', role: 'admin' }, 'role', 'isIn'],
    ['an empty name', { email: 'x@example.test', name: ' ', role: 'sales' }, 'name', 'isNotEmpty'],
    [
      'an unknown field',
      { email: 'x@example.test', name: 'A', role: 'sales', admin: true },
      'admin',
      'unknownField',
    ],
    [
      'a common password',
      { email: 'x@example.test', name: 'A', role: 'sales', password: 'password1234' },
      'password',
      'commonPassword',
    ],
  ])('refuses to create an account with %s (400 with details)', async (_case, body, field, rule) => {
    const res = await as(await owner())
      .post('/api/auth/users', body)
      .expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED' });
    expect((res.body as ErrorEnvelope).details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, rule })]),
    );
  });

  it('refuses a second account for the same email in any case (409)', async () => {
    const token = await owner();
    const email = uniqueEmail('twice');
    await as(token).post('/api/auth/users', { email, name: 'One', role: 'editor' }).expect(201);
    const res = await as(token)
      .post('/api/auth/users', { email: email.toUpperCase(), name: 'Two', role: 'sales' })
      .expect(409);
    expect(res.body).toMatchObject({ statusCode: 409, code: 'ACCOUNT.EMAIL_TAKEN', error: 'Conflict' });
  });

  it('lets only an owner manage accounts: 401 without a token, 403 AUTH.FORBIDDEN for other roles', async () => {
    const { token, account } = await person('editor');
    await http().get('/api/auth/users').expect(401);
    const attempts = [
      as(token).get('/api/auth/users'),
      as(token).get(`/api/auth/users/${account.id}`),
      as(token).post('/api/auth/users', { email: 'y@example.test', name: 'Y', role: 'owner' }),
      as(token).patch(`/api/auth/users/${account.id}`, { role: 'owner' }),
      as(token).delete(`/api/auth/users/${account.id}`),
      as(token).get(`/api/auth/users/${account.id}/sessions`),
      as(token).delete(`/api/auth/users/${account.id}/sessions`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ statusCode: 403, code: 'AUTH.FORBIDDEN', error: 'Forbidden' });
    }
  });

  it('pages, searches and sorts the accounts, refusing an unknown sort', async () => {
    const token = await owner();
    const mark = `zq${Date.now()}`;
    for (const name of [`${mark} Basma`, `${mark} Ali`, `${mark} Carim`]) {
      await as(token)
        .post('/api/auth/users', { email: uniqueEmail('list'), name, role: 'sales' })
        .expect(201);
    }
    const res = await as(token).get(`/api/auth/users?search=${mark}&pageSize=2&sort=name:desc`).expect(200);
    const page = res.body as Page<Account>;
    expect(page.total).toBe(3);
    expect(page.items.map((a) => a.name)).toEqual([`${mark} Carim`, `${mark} Basma`]);
    expect(page.items[0]).not.toHaveProperty('passwordHash');
    await as(token).get('/api/auth/users?sort=password:asc').expect(400);
  });

  it('renames, and answers 404 for an unknown account and 400 for an invalid change', async () => {
    const token = await owner();
    const { account } = await person('editor');
    const res = await as(token)
      .patch(`/api/auth/users/${account.id}`, { name: 'Renamed Person' })
      .expect(200);
    expect(res.body).toMatchObject({ id: account.id, name: 'Renamed Person', role: 'editor' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await as(token).patch(`/api/auth/users/${id}`, { name: 'X' }).expect(404);
      expect(missing.body).toMatchObject({ code: 'ACCOUNT.NOT_FOUND' });
      await as(token).delete(`/api/auth/users/${id}`).expect(404);
      await as(token).get(`/api/auth/users/${id}/sessions`).expect(404);
    }
    const invalid = await as(token)
      .patch(`/api/auth/users/${account.id}`, { role: 'boss', disabled: 'yes' })
      .expect(400);
    expect((invalid.body as ErrorEnvelope).details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'role' }),
        expect.objectContaining({ field: 'disabled' }),
      ]),
    );
  });

  it('disabling refuses the account’s tokens at once and its sign-in like a wrong password', async () => {
    const { token, account, email } = await person('sales');
    await as(token).get('/api/auth/me').expect(200);

    await as(await owner())
      .patch(`/api/auth/users/${account.id}`, { disabled: true })
      .expect(200);

    expect((await as(token).get('/api/auth/me').expect(401)).body).toMatchObject({
      code: 'AUTH.TOKEN_INVALID',
    });
    // What the other services are told about the token (memory mode; with Redis they read the same list).
    await http()
      .get(`/api/auth/revocations/${decodeJwt(token).jti}`)
      .expect(200, { revoked: true });
    const refused = await login(email, GOOD_PASSWORD).expect(401);
    expect(refused.body).toEqual((await login(email, 'Not the password 42').expect(401)).body);

    await as(await owner())
      .patch(`/api/auth/users/${account.id}`, { disabled: false })
      .expect(200);
    await signIn(email, GOOD_PASSWORD);
  });

  it('a new role refuses the old tokens; the next sign-in carries the new role', async () => {
    const { token, account, email } = await person('sales');
    await as(await owner())
      .patch(`/api/auth/users/${account.id}`, { role: 'recruiter' })
      .expect(200);
    await as(token).get('/api/auth/me').expect(401);
    expect(decodeJwt(await signIn(email, GOOD_PASSWORD)).role).toBe('recruiter');
  });

  it('deletes an account: 204, its tokens refused, then 404', async () => {
    const { token, account, email } = await person('editor');
    await as(await owner())
      .delete(`/api/auth/users/${account.id}`)
      .expect(204);
    await as(token).get('/api/auth/me').expect(401);
    await login(email, GOOD_PASSWORD).expect(401);
    await as(await owner())
      .get(`/api/auth/users/${account.id}`)
      .expect(404);
  });

  it('lists the active staff for any signed-in member, by role', async () => {
    const { token, account } = await person('editor', 'Staff Lister');
    const all = await as(token).get('/api/auth/staff').expect(200);
    expect(all.body).toEqual(
      expect.arrayContaining([
        { id: account.id, name: 'Staff Lister', email: account.email, role: 'editor' },
      ]),
    );
    const owners = (await as(token).get('/api/auth/staff?role=owner').expect(200)).body as { role: string }[];
    expect(owners.length).toBeGreaterThan(0);
    expect(owners.every((member) => member.role === 'owner')).toBe(true);
    await as(token).get('/api/auth/staff?role=admin').expect(400);
    await http().get('/api/auth/staff').expect(401);
  });

  it('shows a person their sessions and signs them out everywhere', async () => {
    const { token, email, account } = await person('sales');
    const other = await signIn(email, GOOD_PASSWORD);
    const res = await as(token).get('/api/auth/sessions').expect(200);
    const sessions = res.body as StaffSession[];
    expect(sessions).toHaveLength(2);
    expect(sessions.find((s) => s.current)?.id).toBe(decodeJwt(token).jti);
    expect(sessions.find((s) => s.id === decodeJwt(other).jti)).toMatchObject({
      current: false,
      address: expect.any(String),
      expiresAt: expect.any(String),
    });

    await as(token).delete('/api/auth/sessions').expect(204);
    await as(token).get('/api/auth/me').expect(401);
    await as(other).get('/api/auth/me').expect(401);

    // An owner does the same for someone else.
    const again = await signIn(email, GOOD_PASSWORD);
    const ownerToken = await owner();
    const listed = await as(ownerToken).get(`/api/auth/users/${account.id}/sessions`).expect(200);
    expect((listed.body as StaffSession[]).map((s) => s.id)).toEqual([decodeJwt(again).jti]);
    await as(ownerToken).delete(`/api/auth/users/${account.id}/sessions`).expect(204);
    await as(again).get('/api/auth/me').expect(401);
    await as(ownerToken).get('/api/auth/me').expect(200);
  });

  it('changes one’s own password: the current one required, the policy applied, other sessions out', async () => {
    const { token, email } = await person('editor', 'Huda Karim');
    const other = await signIn(email, GOOD_PASSWORD);
    const wrong = await as(token)
      .post('/api/auth/password', {
        currentPassword: 'not it at all 1',
        newPassword: 'Another long phrase 2026',
      })
      .expect(400);
    expect(wrong.body).toMatchObject({ code: 'ACCOUNT.WRONG_PASSWORD' });
    const weak = await as(token)
      .post('/api/auth/password', { currentPassword: GOOD_PASSWORD, newPassword: 'huda' })
      .expect(400);
    expect((weak.body as ErrorEnvelope).details).toEqual(
      expect.arrayContaining([
        { field: 'newPassword', rule: 'minLength', params: { min: 12 } },
        { field: 'newPassword', rule: 'containsName' },
      ]),
    );
    await as(token)
      .post('/api/auth/password', { currentPassword: GOOD_PASSWORD, newPassword: 'Another long phrase 2026' })
      .expect(204);
    await as(token).get('/api/auth/me').expect(200);
    await as(other).get('/api/auth/me').expect(401);
    await login(email, GOOD_PASSWORD).expect(401);
    const signedIn = (await login(email, 'Another long phrase 2026').expect(200)).body as AccountLoginResult;
    expect(signedIn).not.toHaveProperty('passwordChangeWanted');
  });

  it('publishes the account routes in its OpenAPI document', async () => {
    const doc = (await http().get('/openapi.json').expect(200)).body as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/users',
        '/api/auth/users/{id}',
        '/api/auth/users/{id}/sessions',
        '/api/auth/staff',
        '/api/auth/password',
        '/api/auth/password/set',
        '/api/auth/sessions',
      ]),
    );
  });
});

describe('auth: the last active owner', () => {
  let app: INestApplication<App>;
  const { as, owner, signIn } = helpers(() => app);

  beforeAll(async () => {
    ({ app } = await createTestApp());
  });

  afterAll(async () => {
    await app.close();
  });

  it('cannot be demoted, disabled or deleted (409), until another owner exists', async () => {
    const token = await owner();
    const me = (await as(token).get('/api/auth/me').expect(200)).body as { id: string };
    for (const res of [
      await as(token).patch(`/api/auth/users/${me.id}`, { role: 'editor' }),
      await as(token).patch(`/api/auth/users/${me.id}`, { disabled: true }),
      await as(token).delete(`/api/auth/users/${me.id}`),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'ACCOUNT.LAST_OWNER', error: 'Conflict' });
    }

    const email = uniqueEmail('second-owner');
    const second = await as(token)
      .post('/api/auth/users', { email, name: 'Second Owner', role: 'owner', password: GOOD_PASSWORD })
      .expect(201);
    await as(token).patch(`/api/auth/users/${me.id}`, { role: 'editor' }).expect(200);
    // Demoted: the token that did it is signed out, and the new owner is now the last one.
    await as(token).get('/api/auth/me').expect(401);
    const secondToken = await signIn(email, GOOD_PASSWORD);
    await as(secondToken)
      .delete(`/api/auth/users/${(second.body as Account).id}`)
      .expect(409);
  });
});

describe('auth: set-password links expire', () => {
  let app: INestApplication<App>;
  const clock = new FixedClock(new Date());
  const { http, as, owner } = helpers(() => app);

  beforeAll(async () => {
    ({ app } = await createTestApp({}, { clock }));
  });

  afterAll(async () => {
    await app.close();
  });

  it('refuses a link 72 hours after it was made', async () => {
    const start = new Date();
    clock.set(start);
    const created = (
      await as(await owner())
        .post('/api/auth/users', { email: uniqueEmail('late'), name: 'Late Comer', role: 'sales' })
        .expect(201)
    ).body as CreatedAccount;
    clock.set(new Date(start.getTime() + 72 * 3600 * 1000));
    const res = await http()
      .post('/api/auth/password/set')
      .send({ token: linkToken(created.setPasswordUrl!), password: GOOD_PASSWORD })
      .expect(400);
    expect(res.body).toMatchObject({ code: 'ACCOUNT.LINK_INVALID' });
  });
});
