import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import { BRIEF_STATUSES, type ClientBrief, type ErrorEnvelope } from '@madar/shared';
import { expectAdminOnly } from './admin-checks';
import { createTestApp } from './test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('inquiries: managing briefs (PATCH /api/briefs/:id/status, DELETE /api/briefs/:id)', () => {
  let app: INestApplication<App>;
  let token: string;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    const started = await createTestApp();
    app = started.app;
    token = await started.signer.sign();
  });

  afterAll(async () => {
    await app.close();
  });

  const auth = () => `Bearer ${token}`;
  const listAsAdmin = async () =>
    (await http().get('/api/briefs?pageSize=100').set('Authorization', auth()).expect(200)).body
      .items as ClientBrief[];
  const submit = async (companyName: string) =>
    (
      await http()
        .post('/api/briefs')
        .send({
          companyName,
          industry: 'Telecommunications',
          contactName: 'Hana Elkikhia',
          email: 'hana@example.ly',
          projectType: 'telecommunications',
          description: 'Radio links between four towers.',
          goals: 'Coverage in the south of Benghazi.',
        })
        .expect(201)
    ).body as { id: string };
  const patchStatus = (id: string, body: unknown) =>
    http()
      .patch(`/api/briefs/${id}/status`)
      .set('Authorization', auth())
      .set('Content-Type', 'application/json')
      .send(typeof body === 'string' ? body : JSON.stringify(body));

  describe('status changes', () => {
    it('takes a brief new -> in-progress -> completed, each change kept', async () => {
      const { id } = await submit('Cyrene Telecom Services');

      for (const status of ['in-progress', 'completed'] as const) {
        const res = await patchStatus(id, { status }).expect(200);
        expect(res.body).toMatchObject({ id, status, companyName: 'Cyrene Telecom Services' });
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect((await listAsAdmin()).find((b) => b.id === id)?.status).toBe(status);
      }
    });

    it('allows any status from any other, including back to new', async () => {
      const { id } = await submit('Any Order Trading');
      for (const status of ['rejected', 'new', 'completed', 'in-progress', ...BRIEF_STATUSES]) {
        await patchStatus(id, { status }).expect(200);
      }
      expect((await listAsAdmin()).find((b) => b.id === id)?.status).toBe(BRIEF_STATUSES.at(-1));
    });

    it('changes nothing but the status', async () => {
      const { id } = await submit('Only Status Changes Ltd');
      const before = (await listAsAdmin()).find((b) => b.id === id);

      const res = await patchStatus(id, { status: 'rejected' }).expect(200);
      expect(res.body).toEqual({ ...before, status: 'rejected' });
    });

    it('answers 404 BRIEF.NOT_FOUND for an unknown id', async () => {
      const res = await patchStatus(UNKNOWN_ID, { status: 'completed' }).expect(404);
      expect(res.body).toEqual({
        statusCode: 404,
        code: 'BRIEF.NOT_FOUND',
        message: 'Brief not found',
        error: 'Not Found',
      });
    });

    it('refuses a caller without a valid admin token', async () => {
      const { id } = await submit('Unauthorised Change Co');
      await expectAdminOnly(app.getHttpServer(), 'patch', `/api/briefs/${id}/status`, token, {
        status: 'rejected',
      });
      expect((await listAsAdmin()).find((b) => b.id === id)?.status).toBe('new');
    });

    describe('refusing bad input, changing nothing', () => {
      let id: string;
      let before: ClientBrief[];

      beforeAll(async () => {
        ({ id } = await submit('Bad Input Holdings'));
      });

      beforeEach(async () => {
        before = await listAsAdmin();
      });

      afterEach(async () => {
        expect(await listAsAdmin()).toEqual(before);
      });

      const expect400 = async (body: unknown, expected: RegExp, code = 'VALIDATION.FAILED') => {
        const res = await patchStatus(id, body).expect(400);
        const envelope = res.body as ErrorEnvelope;
        expect(envelope).toMatchObject({ statusCode: 400, code, error: 'Bad Request' });
        const messages = Array.isArray(envelope.message) ? envelope.message : [envelope.message];
        expect(messages).toEqual(expect.arrayContaining([expect.stringMatching(expected)]));
      };

      it.each(['done', 'In-Progress', '', 'archived'])('rejects the status "%s"', async (status) => {
        await expect400({ status }, /^status must be one of the following values: new, in-progress/);
      });

      it('rejects a missing status', async () => {
        await expect400({}, /^status must be one of/);
      });

      it('rejects a status that is not a string', async () => {
        await expect400({ status: 2 }, /^status must be one of/);
        await expect400({ status: ['completed'] }, /^status must be one of/);
      });

      it('rejects an unknown extra field', async () => {
        await expect400(
          { status: 'completed', companyName: 'Renamed' },
          /^property companyName should not exist$/,
        );
      });

      it('rejects a body that is not JSON', async () => {
        await expect400('{"status": "completed"', /not valid JSON/, 'REQUEST.MALFORMED_JSON');
      });

      it('rejects an oversized body with 413', async () => {
        const res = await patchStatus(id, { status: 'completed', padding: 'x'.repeat(150_000) }).expect(413);
        expect(res.body).toMatchObject({ statusCode: 413, code: 'REQUEST.PAYLOAD_TOO_LARGE' });
      });
    });
  });

  describe('deleting', () => {
    it('removes the brief: 204, then gone from the list and no longer changeable', async () => {
      const { id } = await submit('Short-Lived Request Co');
      const count = (await listAsAdmin()).length;

      const res = await http().delete(`/api/briefs/${id}`).set('Authorization', auth()).expect(204);
      expect(res.text).toBe('');

      const after = await listAsAdmin();
      expect(after).toHaveLength(count - 1);
      expect(after.some((b) => b.id === id)).toBe(false);
      await patchStatus(id, { status: 'completed' }).expect(404);
    });

    it('answers 404 BRIEF.NOT_FOUND for an unknown id, and for one already deleted', async () => {
      const { id } = await submit('Deleted Twice Co');
      await http().delete(`/api/briefs/${id}`).set('Authorization', auth()).expect(204);

      for (const target of [id, UNKNOWN_ID, 'not-a-uuid']) {
        const res = await http().delete(`/api/briefs/${target}`).set('Authorization', auth()).expect(404);
        expect(res.body).toMatchObject({
          statusCode: 404,
          code: 'BRIEF.NOT_FOUND',
          message: 'Brief not found',
        });
      }
    });

    it('refuses a caller without a valid admin token, keeping the brief', async () => {
      const { id } = await submit('Kept Safe Co');
      await expectAdminOnly(app.getHttpServer(), 'delete', `/api/briefs/${id}`, token);
      expect((await listAsAdmin()).some((b) => b.id === id)).toBe(true);
    });
  });
});
