/**
 * Follow-up on applications in PostgreSQL mode: a note, an assignment with its notice, a reply and a
 * bulk deletion written to the service's own schema (notes table, outbox, audit log), as served again
 * after a restart on the same database.
 */
import request from 'supertest';
import type { JobApplication, LeadDetail, StaffMember } from '@madar/shared';
import { FakeStaffDirectory } from '@madar/shared/follow-up';
import { createTestDatabase, type TestDatabase } from '@madar/shared/testing';
import { pdf } from './fixtures/resume-files';
import { apply, FIELDS } from './support';
import { createTestApp, type TestApp } from './test-app';

const RANIA: StaffMember = {
  id: '5a1e5000-0000-4000-8000-000000000003',
  name: 'Rania Recruiter',
  email: 'rania@madar.example',
  role: 'recruiter',
};

describe('recruitment: follow-up on applications in PostgreSQL', () => {
  let database: TestDatabase;
  const directory = new FakeStaffDirectory([RANIA]);
  const boot = () => createTestApp({ env: { DATABASE_URL: database.url }, staffDirectory: directory });

  beforeAll(async () => {
    database = await createTestDatabase('recruitment_follow_up_e2e');
  });

  afterAll(async () => {
    await database.drop();
  });

  const as = (t: TestApp, req: request.Test) => req.set('Authorization', `Bearer ${t.token}`);

  it('keeps notes, the assignee, replies and the thread across a restart, and deletes in bulk', async () => {
    const first = await boot();
    let id: string;
    try {
      const http = () => request(first.app.getHttpServer());
      id = (
        (
          await apply(first.app, { ...FIELDS, language: 'ar' }, [{ bytes: pdf(), name: 'cv.pdf' }]).expect(
            201,
          )
        ).body as { id: string }
      ).id;
      await as(first, http().post(`/api/applications/${id}/notes`))
        .send({ text: 'Strong NOC background' })
        .expect(201);
      await as(first, http().patch(`/api/applications/${id}/assignee`))
        .send({ assigneeId: RANIA.id })
        .expect(200);
      await as(first, http().post(`/api/applications/${id}/replies`))
        .send({ subject: 'مقابلة', body: 'يسعدنا دعوتك إلى مقابلة.' })
        .expect(202);
    } finally {
      await first.close();
    }

    const second = await boot();
    try {
      const http = () => request(second.app.getHttpServer());
      const lead = (await as(second, http().get(`/api/applications/${id}`)).expect(200))
        .body as LeadDetail<JobApplication>;
      expect(lead).toMatchObject({ id, language: 'ar', assignee: { id: RANIA.id, name: RANIA.name } });
      expect(lead.notes.map((n) => n.text)).toEqual(['Strong NOC background']);
      const purposes = lead.thread.map((m) => m.purpose);
      // The submission's two mails share their transaction's time: their order between them is not kept.
      expect(purposes.slice(0, 2).sort()).toEqual(['confirmation', 'team']);
      expect(purposes.slice(2)).toEqual(['assignment', 'reply']);
      expect(lead.thread.at(-1)).toMatchObject({ language: 'ar', text: 'يسعدنا دعوتك إلى مقابلة.' });
      const draft = await as(second, http().get(`/api/applications/${id}/reply-templates/offer`)).expect(200);
      expect(draft.body).toMatchObject({ language: 'ar' });

      await as(second, http().post('/api/applications/bulk'))
        .send({ ids: [id], action: 'delete' })
        .expect(200);
      await as(second, http().get(`/api/applications/${id}/resume`)).expect(404);
      await as(second, http().get(`/api/applications/${id}`)).expect(404);
    } finally {
      await second.close();
    }
  });
});
