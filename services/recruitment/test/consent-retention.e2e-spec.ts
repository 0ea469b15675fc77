import request from 'supertest';
import { type AuditPage, CONSENT_TEXT_VERSION, type ErrorEnvelope, type JobApplication } from '@madar/shared';
import { FixedClock } from '@madar/shared/nest';
import { RetentionService } from '../src/retention/retention.service';
import { pdf } from './fixtures/resume-files';
import { apply, FIELDS, listApplications } from './support';
import { createTestApp, type TestApp } from './test-app';

const NOW = new Date('2026-11-20T10:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const CV = { bytes: pdf(), name: 'cv.pdf' };
/** A general application: the demo jobs are not seeded where the clock is moved. */
const GENERAL = { ...FIELDS, jobId: '' };

const read = async (t: TestApp, id: string) =>
  (
    await request(t.app.getHttpServer())
      .get(`/api/applications/${id}`)
      .set('Authorization', `Bearer ${t.token}`)
      .expect(200)
  ).body as JobApplication;

describe('recruitment: consent on the application form', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ clock: new FixedClock(NOW) });
  });

  afterAll(async () => {
    await t.close();
  });

  it('takes an application without consent, as older clients send it, and stores none', async () => {
    const res = await apply(t.app, FIELDS, [CV]).expect(201);
    const stored = await read(t, (res.body as { id: string }).id);
    expect(stored).not.toHaveProperty('consentGivenAt');
    expect(stored).not.toHaveProperty('consentVersion');
  });

  it('stores consent=true, as the form sends it, with the current text version and the time it arrived', async () => {
    const res = await apply(t.app, { ...FIELDS, consent: 'true' }, [CV]).expect(201);
    expect(await read(t, (res.body as { id: string }).id)).toMatchObject({
      consentGivenAt: NOW.toISOString(),
      consentVersion: CONSENT_TEXT_VERSION,
    });
  });

  it.each(['false', 'yes', 'on', ''])('refuses consent=%j with 400 and stores nothing', async (consent) => {
    const before = (await listApplications(t)).length;
    const res = await apply(t.app, { ...FIELDS, consent }, [CV]).expect(400);
    const envelope = res.body as ErrorEnvelope & { details: { field: string; rule: string }[] };
    expect(envelope).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED', error: 'Bad Request' });
    expect(envelope.details).toEqual([{ field: 'consent', rule: 'equals' }]);
    expect((await listApplications(t)).length).toBe(before);
  });
});

describe('recruitment: retention', () => {
  it('publishes the default period: one year', async () => {
    const t = await createTestApp();
    const res = await request(t.app.getHttpServer()).get('/api/recruitment/retention').expect(200);
    expect(res.body).toEqual({ applicationsDays: 365 });
    await t.close();
  });

  it('purges applications past their period with their resumes and an audit entry, younger ones kept', async () => {
    const clock = new FixedClock(NOW);
    const t = await createTestApp({
      clock,
      env: { RETENTION_APPLICATIONS_DAYS: '30', SEED_DEMO_DATA: 'false' },
    });
    const http = () => request(t.app.getHttpServer());
    const admin = (path: string) => http().get(path).set('Authorization', `Bearer ${t.token}`);
    expect((await http().get('/api/recruitment/retention').expect(200)).body).toEqual({
      applicationsDays: 30,
    });

    const old = (await apply(t.app, GENERAL, [CV]).expect(201)).body as { id: string };
    clock.set(new Date(NOW.getTime() + DAY_MS));
    const young = (await apply(t.app, GENERAL, [CV]).expect(201)).body as { id: string };

    // 30 days and an hour after the first: it is past its period, the second is a day younger.
    clock.set(new Date(NOW.getTime() + 30 * DAY_MS + 60 * 60 * 1000));
    expect(await t.app.get(RetentionService).purgeApplications()).toEqual({
      applications: 1,
      resumes: 1,
      notes: 0,
      mails: 2,
    });

    await admin(`/api/applications/${old.id}`).expect(404);
    await admin(`/api/applications/${old.id}/resume`).expect(404);
    await admin(`/api/applications/${young.id}`).expect(200);
    await admin(`/api/applications/${young.id}/resume`).expect(200);
    const log = (await admin('/api/recruitment/audit?action=purge').expect(200)).body as AuditPage;
    expect(log.items).toEqual([
      expect.objectContaining({
        actor: { id: 'system', email: 'system' },
        entity: { type: 'application', id: null },
        action: 'purge',
        details: {
          sentBefore: new Date(NOW.getTime() + 60 * 60 * 1000).toISOString(),
          applications: 1,
          resumes: 1,
          notes: 0,
          mails: 2,
        },
      }),
    ]);
    await t.close();
  });
});
