/**
 * Follow-up on job applications: the application with its notes and thread, notes, assignees (with a
 * faked staff directory: only roles with careers may be given one), replies in the applicant's language
 * through the outbox, bulk status changes and deletions (resumes included), the assignee filter, and
 * the reply templates filled in the applicant's language; each change audited.
 */
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { JobApplication, LeadDetail, MailSummary, Page, ReplyDraft, StaffMember } from '@madar/shared';
import { FakeStaffDirectory } from '@madar/shared/follow-up';
import { InMemoryMailOutbox, MailOutbox, readable, RecordingTransport } from '@madar/shared/mail';
import type { TestSigner } from '@madar/shared/testing';
import { InMemoryResumeStore, ResumeStore } from '../src/resumes/resumes.store';
import { pdf } from './fixtures/resume-files';
import { apply, FIELDS } from './support';
import { createTestApp } from './test-app';

const RANIA: StaffMember = {
  id: '5a1e5000-0000-4000-8000-000000000003',
  name: 'Rania Recruiter',
  email: 'rania@madar.example',
  role: 'recruiter',
};
const OMAR: StaffMember = {
  id: '5a1e5000-0000-4000-8000-000000000002',
  name: 'Omar Owner',
  email: 'omar@madar.example',
  role: 'owner',
};
const SALWA: StaffMember = {
  id: '5a1e5000-0000-4000-8000-000000000001',
  name: 'Salwa Ben Ali',
  email: 'salwa@madar.example',
  role: 'sales',
};
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('recruitment: follow-up on applications', () => {
  let app: INestApplication<App>;
  let signer: TestSigner;
  let token: string;
  const directory = new FakeStaffDirectory();
  const transport = new RecordingTransport();
  const http = () => request(app.getHttpServer());
  const as = (req: request.Test, bearer = token) => req.set('Authorization', `Bearer ${bearer}`);

  beforeAll(async () => {
    ({ app, signer } = await createTestApp({ staffDirectory: directory, mailTransport: transport }));
    // Signed in as Omar, an owner the directory lists.
    token = await signer.sign({ sub: OMAR.id, name: OMAR.name, email: OMAR.email, role: 'owner' });
  });

  beforeEach(() => {
    directory.staff = [RANIA, OMAR, SALWA];
    directory.down = false;
  });

  afterAll(async () => {
    await app.close();
  });

  const submit = async (fields: Record<string, string> = {}) =>
    (
      (await apply(app, { ...FIELDS, ...fields }, [{ bytes: pdf(), name: 'cv.pdf' }]).expect(201)).body as {
        id: string;
      }
    ).id;
  const detail = async (id: string) =>
    (await as(http().get(`/api/applications/${id}`)).expect(200)).body as LeadDetail<JobApplication>;
  const assign = (id: string, assigneeId: unknown) =>
    as(http().patch(`/api/applications/${id}/assignee`)).send({ assigneeId });
  const template = (id: string, name: string) =>
    as(http().get(`/api/applications/${id}/reply-templates/${name}`));
  const auditOf = async (id: string) =>
    (
      (
        await as(http().get('/api/recruitment/audit'))
          .query({ entity: `application:${id}` })
          .expect(200)
      ).body as { items: { action: string; details: unknown }[] }
    ).items.map((e) => e.action);
  /** The mails sent since the last call. */
  const sentMails = async () => {
    await app.get<MailOutbox, InMemoryMailOutbox>(MailOutbox).sendDue(transport);
    return transport.sent.splice(0);
  };

  describe('GET /api/applications/:id', () => {
    it('answers the application with its language, resume, no assignee, no notes and its mails', async () => {
      const id = await submit({ language: 'ar' });
      const lead = await detail(id);
      expect(lead).toMatchObject({
        id,
        language: 'ar',
        resumeUrl: `/api/applications/${id}/resume`,
        resumeName: 'cv.pdf',
        notes: [],
      });
      expect(lead.assignee).toBeUndefined();
      expect(lead.thread.map((m) => m.purpose)).toEqual(['team', 'confirmation']);
    });

    it('answers 404 APPLICATION.NOT_FOUND for an unknown id, and never reads a fixed path as one', async () => {
      expect((await as(http().get(`/api/applications/${UNKNOWN_ID}`)).expect(404)).body).toMatchObject({
        statusCode: 404,
        code: 'APPLICATION.NOT_FOUND',
      });
      await as(http().get('/api/applications/stats')).expect(200);
      await as(http().get('/api/applications/weekly')).expect(200);
    });
  });

  it('keeps notes with their author, oldest first, audited; refuses an empty one and an unknown application', async () => {
    const id = await submit();
    const note = await as(http().post(`/api/applications/${id}/notes`))
      .send({ text: '  Strong NOC background.  ' })
      .expect(201);
    expect(note.body).toMatchObject({
      text: 'Strong NOC background.',
      author: { id: OMAR.id, name: OMAR.name },
    });
    await as(http().post(`/api/applications/${id}/notes`))
      .send({ text: 'Call on Sunday' })
      .expect(201);
    expect((await detail(id)).notes.map((n) => n.text)).toEqual(['Strong NOC background.', 'Call on Sunday']);
    expect((await auditOf(id)).filter((a) => a === 'note')).toHaveLength(2);

    expect(
      (
        await as(http().post(`/api/applications/${id}/notes`))
          .send({ text: ' ' })
          .expect(400)
      ).body.code,
    ).toBe('VALIDATION.FAILED');
    await as(http().post(`/api/applications/${UNKNOWN_ID}/notes`))
      .send({ text: 'hello' })
      .expect(404);
  });

  describe('assignee', () => {
    it('gives an application to a recruiter, mails them a link to the applications, audits it, takes it back', async () => {
      const id = await submit({ name: 'Assigned Applicant', email: 'assigned@example.ly' });
      await sentMails();
      const res = await assign(id, RANIA.id).expect(200);
      expect(res.body).toMatchObject({
        id,
        resumeUrl: `/api/applications/${id}/resume`,
        assignee: { id: RANIA.id, name: RANIA.name },
      });

      const [notice, ...others] = await sentMails();
      expect(others).toEqual([]);
      expect(notice?.to).toBe(RANIA.email);
      expect(readable(notice?.subject)).toBe('Assigned to you: Assigned Applicant');
      expect(notice?.text).toContain(
        'http://localhost:8080/admin/dashboard/careers?tab=applications&search=assigned%40example.ly',
      );
      expect((await detail(id)).assignee).toMatchObject({ id: RANIA.id });

      expect((await assign(id, null).expect(200)).body.assignee).toBeUndefined();
      expect((await auditOf(id)).filter((a) => a === 'assign')).toHaveLength(2);
    });

    it('refuses a role without careers, an unknown account (LEAD.ASSIGNEE_INVALID) and a malformed id', async () => {
      const id = await submit();
      for (const who of [SALWA.id, UNKNOWN_ID]) {
        const res = await assign(id, who).expect(400);
        expect(res.body).toMatchObject({ statusCode: 400, code: 'LEAD.ASSIGNEE_INVALID' });
      }
      expect((await assign(id, 'not-an-id').expect(400)).body.code).toBe('VALIDATION.FAILED');
      await assign(UNKNOWN_ID, RANIA.id).expect(404);
      expect((await detail(id)).assignee).toBeUndefined();
      expect(await auditOf(id)).not.toContain('assign');
    });

    it('filters the list and the export by assignee: me, none or an account id', async () => {
      const mine = await submit({ email: 'mine@example.ly' });
      const theirs = await submit({ email: 'theirs@example.ly' });
      await assign(mine, OMAR.id).expect(200);
      await assign(theirs, RANIA.id).expect(200);
      const ids = async (assignee: string) =>
        (
          (await as(http().get('/api/applications')).query({ assignee, pageSize: 100 }).expect(200))
            .body as Page<JobApplication>
        ).items.map((a) => a.id);

      expect(await ids('me')).toEqual([mine]);
      expect(await ids(RANIA.id)).toEqual([theirs]);
      const none = await ids('none');
      expect(none).not.toContain(mine);
      expect(none).not.toContain(theirs);
      await as(http().get('/api/applications')).query({ assignee: 'someone' }).expect(400);

      const csv = await as(http().get('/api/applications/export')).query({ assignee: 'me' }).expect(200);
      expect(csv.text).toContain('mine@example.ly');
      expect(csv.text).not.toContain('theirs@example.ly');
      expect(csv.text.split('\r\n')[0]).toMatch(/,Language,Assigned to,Consent given,Consent text version$/);
      expect(csv.text).toContain(',en,Omar Owner');
    });
  });

  it('queues a reply in the applicant’s language with the staff member as Reply-To, in the thread, audited', async () => {
    const id = await submit({ language: 'ar', name: 'سلمى بن عمران', email: 'salma@example.ly' });
    await sentMails();
    const res = await as(http().post(`/api/applications/${id}/replies`))
      .send({ subject: 'مقابلة', body: 'يسعدنا دعوتك إلى مقابلة يوم الأحد.' })
      .expect(202);
    const queued = res.body as MailSummary;
    expect(queued).toMatchObject({
      purpose: 'reply',
      to: 'salma@example.ly',
      language: 'ar',
      sentBy: { id: OMAR.id, name: OMAR.name },
    });

    const [mail] = await sentMails();
    expect(mail).toMatchObject({ to: 'salma@example.ly', replyTo: OMAR.email, subject: 'مقابلة' });
    expect(readable(mail?.html)).toMatch(/<html lang="ar" dir="rtl"/);
    expect(readable(mail?.text)).toContain('مرحبًا سلمى بن عمران');
    expect((await detail(id)).thread.find((m) => m.id === queued.id)).toMatchObject({ state: 'sent' });
    expect(await auditOf(id)).toContain('reply');
  });

  describe('bulk', () => {
    const bulk = (body: object) => as(http().post('/api/applications/bulk')).send(body);

    it('sets one status on many applications, skipping unknown ids, each change audited', async () => {
      const [a, b] = [await submit(), await submit()];
      expect(
        (await bulk({ ids: [a, b, UNKNOWN_ID], action: 'status', status: 'in-review' }).expect(200)).body,
      ).toEqual({
        updated: 2,
      });
      for (const id of [a, b]) {
        expect((await detail(id)).status).toBe('in-review');
        expect(await auditOf(id)).toContain('status');
      }
    });

    it('deletes many applications with their resumes, each deletion audited', async () => {
      const [a, b] = [await submit(), await submit()];
      const resumes = app.get<ResumeStore, InMemoryResumeStore>(ResumeStore);
      expect(await resumes.get(a)).toBeDefined();
      expect((await bulk({ ids: [a, b], action: 'delete' }).expect(200)).body).toEqual({ deleted: 2 });
      for (const id of [a, b]) {
        await as(http().get(`/api/applications/${id}`)).expect(404);
        await as(http().get(`/api/applications/${id}/resume`)).expect(404);
        expect(await resumes.get(id)).toBeUndefined();
        expect(await auditOf(id)).toEqual(['delete']);
      }
    });

    it('refuses a status of another kind, a status without one, and a delete with one', async () => {
      const id = await submit();
      for (const body of [
        { ids: [id], action: 'status', status: 'completed' },
        { ids: [id], action: 'status' },
        { ids: [id], action: 'delete', status: 'rejected' },
      ]) {
        expect((await bulk(body).expect(400)).body).toMatchObject({ code: 'VALIDATION.FAILED' });
      }
      expect((await detail(id)).status).toBe('new');
    });
  });

  describe('reply templates', () => {
    it('fills a template in English with the name, the job’s title and the company', async () => {
      const id = await submit({ language: 'en', name: 'Nour Al-Huni' });
      const draft = (await template(id, 'interview').expect(200)).body as ReplyDraft;
      expect(draft).toEqual({
        subject: 'Interview for the NOC Technician position at Madar Technologies',
        body: expect.stringContaining('Nour Al-Huni') as string,
        language: 'en',
      });
      expect(draft.body).toContain('the NOC Technician position at Madar Technologies');
    });

    it('fills a template in Arabic with the job’s Arabic title', async () => {
      const id = await submit({ language: 'ar', name: 'هدى الترهوني' });
      for (const name of ['interview', 'rejection', 'offer']) {
        const draft = (await template(id, name).expect(200)).body as ReplyDraft;
        expect(draft.language).toBe('ar');
        expect(`${draft.subject}\n${draft.body}`).toContain('فني مركز عمليات الشبكة');
        expect(`${draft.subject}\n${draft.body}`).toContain('مدار للتقنية');
        expect(draft.body).toContain('هدى الترهوني');
      }
    });

    it('uses the position as typed for a general application', async () => {
      const general = { ...FIELDS, position: 'Radio Planner' } as Record<string, string>;
      delete general.jobId;
      const id = (
        (await apply(app, general, [{ bytes: pdf(), name: 'cv.pdf' }]).expect(201)).body as { id: string }
      ).id;
      const draft = (await template(id, 'rejection').expect(200)).body as ReplyDraft;
      expect(draft.subject).toBe('Your application for the Radio Planner position at Madar Technologies');
    });

    it('refuses an unknown template (400 VALIDATION.FAILED) and an unknown application (404)', async () => {
      const id = await submit();
      const res = await template(id, 'promotion').expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED', error: 'Bad Request' });
      expect(res.body.details).toEqual([expect.objectContaining({ field: 'template', rule: 'isIn' })]);
      expect((await template(UNKNOWN_ID, 'offer').expect(404)).body.code).toBe('APPLICATION.NOT_FOUND');
    });
  });
});
