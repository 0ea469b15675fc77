/**
 * Privacy requests on auth, in memory and on PostgreSQL: the export holds a staff member's account
 * (never its password hash) and its history; erasing the address is refused while an account signs in
 * with it, and once the account is deleted redacts its history (sign-ins, refused sign-ins, changes)
 * and writes one `erase` entry. Owners only.
 */
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type {
  AccountLoginResult,
  AuditPage,
  CreatedAccount,
  PersonalDataErasure,
  PersonalDataExport,
} from '@madar/shared';
import { DataSource } from '@madar/shared/data';
import { emailDigest } from '@madar/shared/personal-data';
import { createTestDatabase, type TestDatabase } from '@madar/shared/testing';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp } from './test-app';

const PERSON = 'salma.personal@example.test';
const PASSWORD = 'Olive grove at dawn 1987';

describe.each([
  ['in memory', false],
  ['on PostgreSQL', true],
])('auth: personal data %s', (_mode, durable) => {
  let database: TestDatabase | undefined;
  let app: INestApplication<App>;
  let owner: string;
  let account: CreatedAccount;
  let editor: string;
  const http = () => request(app.getHttpServer());
  const as = (req: request.Test, bearer = owner) => req.set('Authorization', `Bearer ${bearer}`);
  const signIn = async (email: string, password: string) =>
    ((await http().post('/api/auth/login').send({ email, password }).expect(200)).body as AccountLoginResult)
      .token;
  const exportOf = async (email: string) =>
    (await as(http().post('/api/auth/personal-data/export')).send({ email }).expect(200))
      .body as PersonalDataExport;
  const erase = (email: string) => as(http().post('/api/auth/personal-data/erase')).send({ email });

  beforeAll(async () => {
    if (durable) database = await createTestDatabase('auth_personal');
    ({ app } = (await createTestApp(database ? { DATABASE_URL: database.url } : {})) as {
      app: INestApplication<App>;
    });
    if (durable) await app.get(DataSource).whenReady;
    owner = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    account = (
      await as(http().post('/api/auth/users'))
        .send({ email: PERSON, name: 'Salma Ben Ali', role: 'editor', password: PASSWORD })
        .expect(201)
    ).body as CreatedAccount;
    editor = await signIn(PERSON.toUpperCase(), PASSWORD);
    await http().post('/api/auth/login').send({ email: PERSON, password: 'not her password' }).expect(401);
  });

  afterAll(async () => {
    await app.close();
    await database?.drop();
  });

  it('exports the account without its secrets, and its history', async () => {
    const data = await exportOf(PERSON.toUpperCase());

    expect(data.records.accounts).toEqual([
      expect.objectContaining({ id: account.id, email: PERSON, name: 'Salma Ben Ali', role: 'editor' }),
    ]);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|scrypt:|secret/i);
    expect(data.audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['create', 'sign_in', 'sign_in_failed']),
    );
    expect(data.notes).toEqual([]);
    expect(data.mails).toEqual([]);
  });

  it('is for owners: 403 for the other roles, 401 without a token', async () => {
    const res = await as(http().post('/api/auth/personal-data/export'), editor)
      .send({ email: PERSON })
      .expect(403);
    expect(res.body).toMatchObject({ code: 'AUTH.FORBIDDEN' });
    await as(http().post('/api/auth/personal-data/erase'), editor).send({ email: PERSON }).expect(403);
    await http().post('/api/auth/personal-data/erase').send({ email: PERSON }).expect(401);
  });

  it('answers 400 VALIDATION.FAILED to a bad address', async () => {
    const res = await erase('salma at example').expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED' });
  });

  it('refuses to erase the address of an account, then erases its history once it is deleted', async () => {
    const refused = await erase(PERSON).expect(409);
    expect(refused.body).toMatchObject({ statusCode: 409, code: 'PERSONAL_DATA.STAFF_ACCOUNT' });
    expect((await exportOf(PERSON)).records.accounts).toHaveLength(1);

    await as(http().delete(`/api/auth/users/${account.id}`)).expect(204);
    const { erased } = (await erase(PERSON).expect(200)).body as PersonalDataErasure;
    expect(erased.accounts).toBe(0);
    expect(erased.auditEntries).toBeGreaterThanOrEqual(4);

    expect(await exportOf(PERSON)).toMatchObject({ records: { accounts: [] }, audit: [] });
    const log = (
      (await as(http().get('/api/auth/audit')).query({ limit: '200' }).expect(200)).body as AuditPage
    ).items;
    const history = log.filter((entry) => entry.entity.id === account.id);
    expect(history.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['create', 'sign_in', 'delete']),
    );
    expect(history.find((entry) => entry.action === 'create')?.after).toMatchObject({
      email: '[erased]',
      name: '[erased]',
      role: '[erased]',
    });
    expect(log.filter((entry) => entry.action === 'erase')).toEqual([
      expect.objectContaining({ details: { emailSha256: emailDigest(PERSON), erased } }),
    ]);
    expect(JSON.stringify(log).toLowerCase()).not.toContain(PERSON);
    expect(JSON.stringify(log)).not.toContain('Salma');
  });
});
