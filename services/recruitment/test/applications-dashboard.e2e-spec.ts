import type { ActivityItem, StatSummary, WeeklyCount } from '@madar/shared';
import { FixedClock } from '@madar/shared/nest';
import request from 'supertest';
import { SAMPLE_APPLICATIONS } from '../src/applications/applications.seed';
import { pdf } from './fixtures/resume-files';
import { apply, FIELDS } from './support';
import { createTestApp, type TestApp } from './test-app';

const T = new Date('2026-06-15T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(T.getTime() + days * DAY_MS);

/** A service booted at T, dated by `clock`, optionally with one more application submitted at T. */
async function bootAt(clock: FixedClock, withSubmission: boolean): Promise<TestApp> {
  // The seed is dated back from the clock at boot, so with a fixed clock its figures are known.
  const t = await createTestApp({ clock });
  if (withSubmission) await apply(t.app, FIELDS, [{ bytes: pdf(), name: 'cv.pdf' }]).expect(201);
  return t;
}

function get<T>(t: TestApp, path: string): Promise<T> {
  return request(t.app.getHttpServer())
    .get(path)
    .set('Authorization', `Bearer ${t.token}`)
    .expect(200)
    .then((res) => res.body as T);
}

it('knows the seed the figures below are computed from', () => {
  expect(SAMPLE_APPLICATIONS.map((a) => a.daysAgo)).toEqual([
    1.4, 3.6, 6.2, 10.5, 15.3, 23.8, 34.1, 44.7, 53.9,
  ]);
});

describe('recruitment service: GET /api/applications/stats', () => {
  const clock = new FixedClock(T);
  let t: TestApp;
  const stats = () => get<StatSummary>(t, '/api/applications/stats');

  beforeAll(async () => {
    t = await bootAt(clock, false);
  });

  afterAll(async () => {
    await t.close();
  });

  it('compares the last 30 days with the 30 before, by the clock', async () => {
    // Six in the last 30 days against three before: +100 %.
    expect(await stats()).toEqual({ total: 9, change: 100, isPositive: true });

    await apply(t.app, FIELDS, [{ bytes: pdf(), name: 'cv.pdf' }]).expect(201);
    // Seven against three.
    expect(await stats()).toEqual({ total: 10, change: 133.3, isPositive: true });

    clock.set(at(20));
    // Ages 20 (the new one), 21.4, 23.6, 26.2 against 30.5, 35.3, 43.8, 54.1: no change.
    expect(await stats()).toEqual({ total: 10, change: 0, isPositive: true });

    clock.set(at(40));
    // Nothing in the last 30 days against six (ages 40 to 55.3): -100 %.
    expect(await stats()).toEqual({ total: 10, change: 100, isPositive: false });
  });
});

describe('recruitment service: GET /api/applications/activity', () => {
  let t: TestApp;
  const activity = (query = '') => get<ActivityItem[]>(t, `/api/applications/activity${query}`);

  beforeAll(async () => {
    t = await bootAt(new FixedClock(T), true);
  });

  afterAll(async () => {
    await t.close();
  });

  it('lists the latest five applications by default, newest first', async () => {
    const items = await activity();

    expect(items).toHaveLength(5);
    const times = items.map((item) => item.timestamp);
    expect(times).toEqual([...times].sort().reverse());
    expect(items[0]).toEqual({
      id: expect.any(String),
      type: 'job',
      action: 'applied',
      title: { en: FIELDS.name, ar: FIELDS.name },
      description: { en: FIELDS.position, ar: FIELDS.position },
      timestamp: T.toISOString(),
      record: { kind: 'application', id: items[0]?.id },
    });
    expect(items[1]).toMatchObject({
      id: '5f8c8f66-675a-4b90-a3e4-c6187bd54cc5',
      record: { kind: 'application', id: '5f8c8f66-675a-4b90-a3e4-c6187bd54cc5' },
      title: { en: 'Mohamed Al-Fitouri', ar: 'Mohamed Al-Fitouri' },
      timestamp: new Date(T.getTime() - Math.round(1.4 * DAY_MS)).toISOString(),
    });
  });

  it('honours ?limit=', async () => {
    expect(await activity('?limit=2')).toHaveLength(2);
    expect(await activity('?limit=50')).toHaveLength(10);
  });

  it.each(['?limit=0', '?limit=51', '?limit=two', '?limit=1.5', '?since=today'])(
    'refuses %s with 400',
    async (query) => {
      const res = await request(t.app.getHttpServer())
        .get(`/api/applications/activity${query}`)
        .set('Authorization', `Bearer ${t.token}`)
        .expect(400);

      expect(res.body).toMatchObject({ code: 'VALIDATION.FAILED' });
    },
  );
});

describe('recruitment service: GET /api/applications/activity, status changes', () => {
  const clock = new FixedClock(T);
  let t: TestApp;

  beforeAll(async () => {
    t = await bootAt(clock, false);
  });

  afterAll(async () => {
    await t.close();
  });

  it('says which staff member moved an application, and to what, only to the roles that work on careers', async () => {
    const recruiter = await t.signer.sign({ role: 'recruiter', sub: 'acc-sara', email: 'sara@madar.ly' });
    const [latest] = await get<ActivityItem[]>(t, '/api/applications/activity?limit=1');
    clock.set(new Date(T.getTime() + 60_000));
    await request(t.app.getHttpServer())
      .patch(`/api/applications/${latest?.id ?? ''}/status`)
      .set('Authorization', `Bearer ${recruiter}`)
      .send({ status: 'interview' })
      .expect(200);

    const res = await request(t.app.getHttpServer())
      .get('/api/applications/activity?limit=2')
      .set('Authorization', `Bearer ${recruiter}`)
      .expect(200);
    const [moved, arrived] = res.body as ActivityItem[];
    expect(moved).toEqual({
      id: expect.stringMatching(new RegExp(`^${latest?.id}:status:`)) as unknown,
      type: 'job',
      action: 'status-changed',
      title: latest?.title,
      description: latest?.description,
      timestamp: new Date(T.getTime() + 60_000).toISOString(),
      actor: { id: 'acc-sara', email: 'sara@madar.ly' },
      status: 'interview',
      // The item's own id is the list's key; the record is what the panel opens.
      record: { kind: 'application', id: latest?.id },
    });
    expect(arrived).toEqual(latest);
    expect(arrived).not.toHaveProperty('actor');

    for (const role of ['editor', 'sales']) {
      const other = await t.signer.sign({ role });
      const refused = await request(t.app.getHttpServer())
        .get('/api/applications/activity')
        .set('Authorization', `Bearer ${other}`)
        .expect(403);
      expect(refused.body).toMatchObject({ statusCode: 403, code: 'AUTH.FORBIDDEN' });
    }
  });
});

describe('recruitment service: GET /api/applications/weekly', () => {
  const clock = new FixedClock(T);
  let t: TestApp;
  const weekly = (query = '') => get<WeeklyCount[]>(t, `/api/applications/weekly${query}`);

  beforeAll(async () => {
    t = await bootAt(clock, true);
  });

  afterAll(async () => {
    await t.close();
  });

  it('counts the applications of each of the last eight weeks, oldest first, by the clock', async () => {
    const weeks = await weekly();

    // Ages 0 (the submission), 1.4, 3.6, 6.2 | 10.5 | 15.3 | 23.8 | 34.1 | 44.7 | 53.9 days.
    expect(weeks.map((w) => w.count)).toEqual([1, 1, 0, 1, 1, 1, 1, 4]);
    expect(weeks.map((w) => w.start)).toEqual(
      Array.from({ length: 8 }, (_, i) => new Date(T.getTime() - (8 - i) * 7 * DAY_MS).toISOString()),
    );
  });

  it('honours ?weeks= and moves with the clock', async () => {
    expect((await weekly('?weeks=1')).map((w) => w.count)).toEqual([4]);
    expect(await weekly('?weeks=26')).toHaveLength(26);

    clock.set(at(7));
    expect((await weekly('?weeks=2')).map((w) => w.count)).toEqual([3, 1]);
    clock.set(T);
  });

  it.each(['?weeks=0', '?weeks=27', '?weeks=two', '?weeks=1.5', '?from=today'])(
    'refuses %s with 400',
    async (query) => {
      const res = await request(t.app.getHttpServer())
        .get(`/api/applications/weekly${query}`)
        .set('Authorization', `Bearer ${t.token}`)
        .expect(400);

      expect(res.body).toMatchObject({ code: 'VALIDATION.FAILED' });
    },
  );
});
