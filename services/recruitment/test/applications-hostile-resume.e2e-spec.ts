import request from 'supertest';
import { INSPECTION_LIMITS } from '../src/resumes/inspection-pool';
import { hiddenHeadersPdf, objectStreamMemoryBombPdf } from './fixtures/hostile-resumes';
import { apply, FIELDS } from './support';
import { createTestApp, type TestApp } from './test-app';

/**
 * Files built to cost the inspection time or memory, sent as an attacker would: the service inspects
 * them in its worker threads (inspection-pool.ts, here from the TypeScript sources), answers every one,
 * and goes on answering other requests meanwhile.
 */
describe('recruitment service: POST /api/applications with files built to exhaust the inspection', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const jobs = () => request(t.app.getHttpServer()).get('/api/jobs');

  it('judges a 4.9 MB PDF of 999 hidden objects, each opening a string, and answers GET /api/jobs meanwhile', async () => {
    // It once made the inspection read the file to its end 999 times, and ran the service out of heap.
    const bytes = hiddenHeadersPdf();
    expect(bytes.length).toBeGreaterThan(4.5 * 1024 * 1024);

    const [application, list] = await Promise.all([
      apply(t.app, FIELDS, [{ bytes, name: 'cv.pdf' }]),
      jobs(),
    ]);

    expect(application.status).toBe(201); // harmless, once read in proportion to its size
    expect(list.status).toBe(200);
    await jobs().expect(200);
  });

  it('answers ten hostile files at once, each refused or turned away, and stays up', async () => {
    const bytes = objectStreamMemoryBombPdf();

    const [list, ...answers] = await Promise.all([
      jobs(),
      ...Array.from({ length: 10 }, () => apply(t.app, FIELDS, [{ bytes, name: 'cv.pdf' }])),
    ]);

    expect(list.status).toBe(200);
    const outcomes = answers.map(({ status, body }) => {
      const { code, details } = body as { code: string; details?: unknown };
      return status === 422 ? { status, code, details } : { status, code };
    });
    const refused = {
      status: 422,
      code: 'UPLOAD.UNSAFE_FILE',
      details: [{ field: 'resume', rule: 'inspectionBudget' }],
    };
    // Those the workers take at once and those that wait are refused; the rest told to come back later.
    for (const outcome of outcomes)
      expect([refused, { status: 429, code: 'REQUEST.THROTTLED' }]).toContainEqual(outcome);
    expect(outcomes.filter((outcome) => outcome.status === 422).length).toBeGreaterThanOrEqual(
      INSPECTION_LIMITS.workers + INSPECTION_LIMITS.maxWaiting,
    );
    await jobs().expect(200);
    // A hang guard: ten files inspected in worker threads are CPU-bound seconds each on a busy 2-core
    // machine running two test workers; what is checked is each answer, not the time.
  }, 120_000);
});
