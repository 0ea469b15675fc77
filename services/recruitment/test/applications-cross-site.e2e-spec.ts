import request from 'supertest';
import { pdf } from './fixtures/resume-files';
import { apply, FIELDS, storedState } from './support';
import { createTestApp, type TestApp } from './test-app';

const SITE = 'https://www.madar.ly';
const EVIL = 'https://evil.example';

describe('recruitment: applications only from the site, only as a multipart form', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_ORIGIN: SITE } });
  });

  afterAll(async () => {
    await t.close();
  });

  /** The form a browser sends: the fields and a good PDF. */
  const form = (headers: Record<string, string> = {}) =>
    apply(t.app, FIELDS, [{ bytes: pdf(), name: 'cv.pdf' }]).set(headers);

  async function refused(send: () => request.Test, status: number, code: string) {
    const before = await storedState(t);
    const res = await send().expect(status);
    expect(res.body).toMatchObject({ statusCode: status, code, message: expect.any(String) });
    expect(await storedState(t)).toEqual(before);
  }

  it("refuses another site's Origin with 403 REQUEST.CROSS_SITE, storing nothing (the resume included)", async () => {
    await refused(() => form({ Origin: EVIL }), 403, 'REQUEST.CROSS_SITE');
    await refused(() => form({ Origin: 'null' }), 403, 'REQUEST.CROSS_SITE');
  });

  it('refuses Sec-Fetch-Site cross-site or same-site with 403, whatever the Origin says', async () => {
    await refused(() => form({ 'Sec-Fetch-Site': 'cross-site' }), 403, 'REQUEST.CROSS_SITE');
    await refused(() => form({ 'Sec-Fetch-Site': 'same-site', Origin: SITE }), 403, 'REQUEST.CROSS_SITE');
  });

  it('refuses a form-encoded or text/plain body with 415, storing nothing', async () => {
    const http = () => request(t.app.getHttpServer()).post('/api/applications');
    const code = 'REQUEST.UNSUPPORTED_MEDIA_TYPE';
    await refused(() => http().set('Origin', SITE).type('form').send(FIELDS), 415, code);
    await refused(
      () => http().set('Content-Type', 'text/plain').send(new URLSearchParams(FIELDS).toString()),
      415,
      code,
    );
    await refused(() => http(), 415, code);
  });

  it("stores the form from the site's own page, with or without Sec-Fetch-Site", async () => {
    const before = (await storedState(t)).ids.length;
    await form({ Origin: SITE, 'Sec-Fetch-Site': 'same-origin' }).expect(201);
    await form({ Origin: SITE }).expect(201);
    expect((await storedState(t)).ids).toHaveLength(before + 2);
  });

  it('stores the form sent by no browser (no Origin, no Sec-Fetch-Site), as before', async () => {
    const before = (await storedState(t)).ids.length;
    await form().expect(201);
    expect((await storedState(t)).ids).toHaveLength(before + 1);
  });

  it('leaves the admin routes alone: a token works whatever the Origin', async () => {
    const [first] = (await storedState(t)).ids;
    await request(t.app.getHttpServer())
      .patch(`/api/applications/${first ?? ''}/status`)
      .set({ Authorization: `Bearer ${t.token}`, Origin: EVIL, 'Sec-Fetch-Site': 'cross-site' })
      .send({ status: 'in-review' })
      .expect(200);
  });
});

describe('recruitment: refused cross-site and non-multipart applications do not count against the budget', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_ORIGIN: SITE, PUBLIC_WRITE_RATE_LIMIT: '1' } });
  });

  afterAll(async () => {
    await t.close();
  });

  it("keeps the visitor's one application for the form their own browser sends", async () => {
    const visitor = { 'X-Forwarded-For': '198.51.100.41' };
    const cv = () => [{ bytes: pdf(), name: 'cv.pdf' }];
    await apply(t.app, FIELDS, cv())
      .set({ ...visitor, Origin: EVIL })
      .expect(403);
    await request(t.app.getHttpServer())
      .post('/api/applications')
      .set(visitor)
      .type('form')
      .send(FIELDS)
      .expect(415);
    await apply(t.app, FIELDS, cv())
      .set({ ...visitor, Origin: SITE })
      .expect(201);
    await apply(t.app, FIELDS, cv())
      .set({ ...visitor, Origin: SITE })
      .expect(429);
  });
});
