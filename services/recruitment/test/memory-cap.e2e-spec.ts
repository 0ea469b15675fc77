import type { ErrorEnvelope } from '@madar/shared';
import request from 'supertest';
import { pdf, pdfOfSize } from './fixtures/resume-files';
import { apply, downloadResume, FIELDS, storedState } from './support';
import { createTestApp, type TestApp } from './test-app';

const KB = 1024;

describe('recruitment service: memory mode caps', () => {
  describe('resumes (MEMORY_RESUMES_MAX_MB)', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ env: { MEMORY_RESUMES_MAX_MB: '1' } });
    });

    afterAll(async () => {
      await t.close();
    });

    it('refuses a submission past the cap with 503 STORAGE.FULL, stores nothing, and answers on', async () => {
      const first = pdfOfSize(600 * KB);
      const { id } = (await apply(t.app, FIELDS, [{ bytes: first, name: 'cv.pdf' }]).expect(201)).body as {
        id: string;
      };
      const before = await storedState(t);

      const res = await apply(t.app, FIELDS, [{ bytes: pdfOfSize(600 * KB), name: 'cv.pdf' }]).expect(503);

      expect(res.body).toEqual<ErrorEnvelope>({
        statusCode: 503,
        code: 'STORAGE.FULL',
        message: expect.any(String) as string,
        error: 'Service Unavailable',
      });
      expect(await storedState(t)).toEqual(before);
      await request(t.app.getHttpServer()).get('/health').expect(200);
      await request(t.app.getHttpServer()).get('/api/jobs').expect(200);
      expect((await downloadResume(t, id)).equals(first)).toBe(true);
      // What still fits is taken.
      await apply(t.app, FIELDS, [{ bytes: pdf(), name: 'cv.pdf' }]).expect(201);
    });

    it('takes a large resume again once an application is deleted', async () => {
      const { items } = (
        await request(t.app.getHttpServer())
          .get('/api/applications?search=nour.alhuni&sort=submittedAt:asc')
          .set('Authorization', `Bearer ${t.token}`)
          .expect(200)
      ).body as { items: { id: string }[] };
      await request(t.app.getHttpServer())
        .delete(`/api/applications/${items[0]?.id ?? ''}`)
        .set('Authorization', `Bearer ${t.token}`)
        .expect(204);

      await apply(t.app, FIELDS, [{ bytes: pdfOfSize(600 * KB), name: 'cv.pdf' }]).expect(201);
    });
  });

  describe('applications (MEMORY_STORE_MAX_MB)', () => {
    let t: TestApp;

    beforeAll(async () => {
      // The seed is kept past a cap of 0; every new submission is refused.
      t = await createTestApp({ env: { MEMORY_STORE_MAX_MB: '0' } });
    });

    afterAll(async () => {
      await t.close();
    });

    it('refuses a submission with 503 STORAGE.FULL and keeps neither the application nor its resume', async () => {
      const before = await storedState(t);

      const res = await apply(t.app, FIELDS, [{ bytes: pdf(), name: 'cv.pdf' }]).expect(503);

      expect(res.body).toMatchObject({ code: 'STORAGE.FULL' });
      expect(await storedState(t)).toEqual(before);
      expect(before.ids).toHaveLength(9);
    });
  });
});
