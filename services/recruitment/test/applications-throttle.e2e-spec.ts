import { apply, FIELDS, storedState } from './support';
import { createTestApp, type TestApp } from './test-app';

describe('recruitment service: POST /api/applications rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_WRITE_RATE_LIMIT: '10' } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers the 11th submission from one address within a minute with 429', async () => {
    const before = await storedState(t);
    // Refused submissions count too: the limit guards the work of reading the form, not only storing it.
    for (let i = 0; i < 10; i += 1) await apply(t.app, FIELDS).expect(400);

    const res = await apply(t.app, FIELDS).expect(429);

    expect(res.body).toMatchObject({
      statusCode: 429,
      code: 'REQUEST.THROTTLED',
      error: 'Too Many Requests',
    });
    expect(await storedState(t)).toEqual(before);
  });
});
