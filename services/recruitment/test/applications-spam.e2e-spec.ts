import request from 'supertest';
import { SPAM_CLOCK_SKEW_MS } from '@madar/shared';
import { FixedClock } from '@madar/shared/nest';
import { exe, pdf } from './fixtures/resume-files';
import { apply, FIELDS, listApplications, storedState } from './support';
import { createTestApp, type TestApp } from './test-app';

const NOW = new Date('2026-03-02T10:00:00.000Z');
const SECOND = 1000;
const shownAgo = (ms: number) => String(NOW.getTime() - ms);
const resume = () => [{ bytes: pdf(), name: 'cv.pdf' }];

describe('recruitment service: POST /api/applications refuses spam quietly', () => {
  let t: TestApp;

  beforeAll(async () => {
    // A known "now", for the times the forms were shown.
    t = await createTestApp({ clock: new FixedClock(NOW) });
  });

  afterAll(async () => {
    await t.close();
  });

  /** Applies; expects the 201 a taken application gets; returns whether anything was stored. */
  async function submit(fields: Record<string, string>, uploads = resume()): Promise<boolean> {
    const before = await storedState(t);
    const res = await apply(t.app, fields, uploads).expect(201);
    expect(res.body).toEqual({ success: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const after = await storedState(t);
    const { id } = res.body as { id: string };
    if (after.ids.includes(id)) return true;
    expect(after).toEqual(before);
    return false;
  }

  it('answers a filled honeypot as a success and stores neither the application nor its resume', async () => {
    expect(
      await submit({ ...FIELDS, website: 'https://cheap-pills.example', startedAt: shownAgo(60 * SECOND) }),
    ).toBe(false);
  });

  it('answers an application sent within the minimum fill time as a success and stores nothing', async () => {
    expect(await submit({ ...FIELDS, website: '', startedAt: shownAgo(SECOND) })).toBe(false);
  });

  it('answers a shown-time further ahead than a fast clock could be as a success and stores nothing', async () => {
    expect(await submit({ ...FIELDS, startedAt: String(NOW.getTime() + SPAM_CLOCK_SKEW_MS + SECOND) })).toBe(
      false,
    );
  });

  it('answers spam before any other check: no resume, an unknown job or a file that is no resume', async () => {
    expect(await submit({ ...FIELDS, website: 'x' }, [])).toBe(false);
    expect(await submit({ ...FIELDS, jobId: 'no-such-job', startedAt: shownAgo(SECOND) })).toBe(false);
    expect(await submit({ ...FIELDS, name: '', website: 'x' }, [{ bytes: exe(), name: 'cv.pdf' }])).toBe(
      false,
    );
  });

  it('stores an application without startedAt (an old page, an API client)', async () => {
    expect(await submit({ ...FIELDS })).toBe(true);
  });

  it('stores a normal application, honeypot empty and shown long enough ago, the trap fields not kept', async () => {
    expect(await submit({ ...FIELDS, website: '', startedAt: shownAgo(90 * SECOND) })).toBe(true);
    const [newest] = await listApplications(t);
    expect(newest).not.toHaveProperty('website');
    expect(newest).not.toHaveProperty('startedAt');
  });

  it('refuses a startedAt that is no time in milliseconds, as any invalid field', async () => {
    const res = await apply(t.app, { ...FIELDS, startedAt: 'soon' }, resume()).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION.FAILED' });
  });

  it('documents the quiet refusal in the OpenAPI document', async () => {
    const document = (await request(t.app.getHttpServer()).get('/openapi.json').expect(200)).body as {
      paths: Record<string, { post?: { summary?: string; description?: string } }>;
    };
    const operation = document.paths['/api/applications']?.post;
    expect(operation?.summary).toMatch(/^Apply/);
    expect(operation?.description).toMatch(/refused quietly.*before validation/s);
  });
});
