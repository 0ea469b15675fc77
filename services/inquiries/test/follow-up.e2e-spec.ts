/**
 * Follow-up on briefs and contact messages: the lead with its notes and thread, notes, assignees (with
 * a faked staff directory), replies through the outbox, bulk changes, and the messages' status and
 * deletion, each audited.
 */
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import {
  BULK_MAX_IDS,
  type ClientBrief,
  type ContactMessage,
  type LeadDetail,
  type MailSummary,
  NOTE_LIMITS,
  type Page,
  type StaffMember,
} from '@madar/shared';
import { FakeStaffDirectory } from '@madar/shared/follow-up';
import { InMemoryMailOutbox, MailOutbox, readable, RecordingTransport } from '@madar/shared/mail';
import type { TestSigner } from '@madar/shared/testing';
import { createTestApp } from './test-app';

const SALWA: StaffMember = {
  id: '5a1e5000-0000-4000-8000-000000000001',
  name: 'Salwa Ben Ali',
  email: 'salwa@madar.example',
  role: 'sales',
};
const OMAR: StaffMember = {
  id: '5a1e5000-0000-4000-8000-000000000002',
  name: 'Omar Owner',
  email: 'omar@madar.example',
  role: 'owner',
};
const RANIA: StaffMember = {
  id: '5a1e5000-0000-4000-8000-000000000003',
  name: 'Rania Recruiter',
  email: 'rania@madar.example',
  role: 'recruiter',
};
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('inquiries: follow-up on briefs and messages', () => {
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
    directory.staff = [SALWA, OMAR, RANIA];
    directory.down = false;
  });

  afterAll(async () => {
    await app.close();
  });

  const submitBrief = async (language: 'en' | 'ar' = 'en', companyName = 'Cyrene Telecom Services') =>
    (
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
            language,
          })
          .expect(201)
      ).body as { id: string }
    ).id;
  const submitMessage = async () =>
    (
      (
        await http()
          .post('/api/contact')
          .send({
            name: 'Nadia Elmagrahi',
            email: 'nadia@example.ly',
            subject: 'Site survey',
            message: 'Could you visit next week?',
          })
          .expect(201)
      ).body as { id: string }
    ).id;
  const detail = async (kind: 'briefs' | 'contact', id: string) =>
    (await as(http().get(`/api/${kind}/${id}`)).expect(200)).body as LeadDetail<ClientBrief>;
  const assign = (kind: 'briefs' | 'contact', id: string, assigneeId: unknown, bearer = token) =>
    as(http().patch(`/api/${kind}/${id}/assignee`), bearer).send({ assigneeId });
  const auditOf = async (type: string, id: string) =>
    (
      (
        await as(http().get('/api/inquiries/audit'))
          .query({ entity: `${type}:${id}` })
          .expect(200)
      ).body as {
        items: { action: string; before: unknown; after: unknown; details: unknown }[];
      }
    ).items;
  /** The mails sent since the last call. */
  const sentMails = async () => {
    await app.get<MailOutbox, InMemoryMailOutbox>(MailOutbox).sendDue(transport);
    return transport.sent.splice(0);
  };

  describe('GET /api/<kind>/:id', () => {
    it('answers the brief with its language, no assignee, no notes and its mails oldest first', async () => {
      const id = await submitBrief('ar');
      const lead = await detail('briefs', id);
      expect(lead).toMatchObject({ id, language: 'ar', notes: [] });
      expect(lead.assignee).toBeUndefined();
      expect(lead.thread.map((m) => m.purpose)).toEqual(['team', 'confirmation']);
    });

    it('answers 404 with the kind’s code for an unknown id, and never reads a fixed path as one', async () => {
      expect((await as(http().get(`/api/briefs/${UNKNOWN_ID}`)).expect(404)).body).toMatchObject({
        code: 'BRIEF.NOT_FOUND',
      });
      expect((await as(http().get(`/api/contact/${UNKNOWN_ID}`)).expect(404)).body).toMatchObject({
        code: 'CONTACT.NOT_FOUND',
      });
      await as(http().get('/api/briefs/stats')).expect(200);
      await as(http().get('/api/contact/weekly')).expect(200);
    });
  });

  describe('notes', () => {
    it('keeps a trimmed note with its author from the token, oldest first, audited', async () => {
      const id = await submitBrief();
      const first = await as(http().post(`/api/briefs/${id}/notes`))
        .send({ text: '  Called back: wants a site visit.  ' })
        .expect(201);
      expect(first.body).toMatchObject({
        text: 'Called back: wants a site visit.',
        author: { id: OMAR.id, name: OMAR.name },
      });
      await as(http().post(`/api/briefs/${id}/notes`))
        .send({ text: 'Visit booked' })
        .expect(201);

      expect((await detail('briefs', id)).notes.map((n) => n.text)).toEqual([
        'Called back: wants a site visit.',
        'Visit booked',
      ]);
      expect((await auditOf('brief', id)).filter((e) => e.action === 'note')).toHaveLength(2);
    });

    it('refuses an empty or too long note (400) and a note on an unknown lead (404)', async () => {
      const id = await submitMessage();
      for (const text of ['   ', 'x'.repeat(NOTE_LIMITS.text + 1)]) {
        const res = await as(http().post(`/api/contact/${id}/notes`))
          .send({ text })
          .expect(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION.FAILED' });
      }
      await as(http().post(`/api/contact/${UNKNOWN_ID}/notes`))
        .send({ text: 'hello' })
        .expect(404);
      expect((await detail('contact', id)).notes).toEqual([]);
    });
  });

  describe('assignee', () => {
    it('gives a brief to a sales person, mails them a link into the panel, audits it, and takes it back', async () => {
      const id = await submitBrief();
      await sentMails();
      const res = await assign('briefs', id, SALWA.id).expect(200);
      expect(res.body).toMatchObject({ id, assignee: { id: SALWA.id, name: SALWA.name } });

      const [notice, ...others] = await sentMails();
      expect(others).toEqual([]);
      expect(notice?.to).toBe(SALWA.email);
      expect(readable(notice?.subject)).toBe('Assigned to you: Cyrene Telecom Services');
      expect(readable(notice?.text)).toContain('Omar Owner gave you the brief');
      expect(notice?.text).toContain(
        `http://localhost:8080/admin/dashboard/client-briefs?search=hana%40example.ly&open=${id}`,
      );
      expect((await detail('briefs', id)).thread.map((m) => m.purpose)).toContain('assignment');

      const taken = await assign('briefs', id, null).expect(200);
      expect(taken.body.assignee).toBeUndefined();
      expect(await sentMails()).toEqual([]);
      expect((await auditOf('brief', id)).filter((e) => e.action === 'assign')).toHaveLength(2);
    });

    it('takes a lead for the caller without mailing them about it, and audits it', async () => {
      const id = await submitBrief();
      await sentMails();
      const res = await assign('briefs', id, OMAR.id).expect(200);
      expect(res.body).toMatchObject({ id, assignee: { id: OMAR.id, name: OMAR.name } });
      expect(await sentMails()).toEqual([]);
      expect((await detail('briefs', id)).thread.map((m) => m.purpose)).not.toContain('assignment');
      expect((await auditOf('brief', id)).filter((e) => e.action === 'assign')).toHaveLength(1);
    });

    it('refuses a malformed id (400 VALIDATION.FAILED), an unknown account or a role without leads (LEAD.ASSIGNEE_INVALID)', async () => {
      const id = await submitMessage();
      expect((await assign('contact', id, 'not-an-id').expect(400)).body.code).toBe('VALIDATION.FAILED');
      expect((await assign('contact', id, undefined).expect(400)).body.code).toBe('VALIDATION.FAILED');
      for (const who of [UNKNOWN_ID, RANIA.id]) {
        const res = await assign('contact', id, who).expect(400);
        expect(res.body).toMatchObject({ statusCode: 400, code: 'LEAD.ASSIGNEE_INVALID' });
      }
      await assign('contact', UNKNOWN_ID, SALWA.id).expect(404);
    });

    it('answers 503 AUTH.UNAVAILABLE when the directory cannot be asked, and changes nothing', async () => {
      const id = await submitMessage();
      directory.down = true;
      expect((await assign('contact', id, SALWA.id).expect(503)).body.code).toBe('AUTH.UNAVAILABLE');
      // Reads never fail for it.
      expect((await detail('contact', id)).assignee).toBeUndefined();
    });

    it('answers a lead whose assignee left as unassigned, and clears it', async () => {
      const id = await submitBrief('en', 'Leaving Assignee Ltd');
      await assign('briefs', id, SALWA.id).expect(200);

      directory.down = true;
      expect((await detail('briefs', id)).assignee).toMatchObject({ id: SALWA.id });
      directory.down = false;
      directory.staff = [OMAR];
      expect((await detail('briefs', id)).assignee).toBeUndefined();
      // Cleared in the store: still unassigned once the person is listed again.
      directory.staff = [OMAR, SALWA];
      const list = await as(http().get('/api/briefs')).query({ search: 'Leaving Assignee' }).expect(200);
      expect((list.body as Page<ClientBrief>).items[0]?.assignee).toBeUndefined();
    });

    it('filters the lists by assignee: me, none or an account id', async () => {
      const mine = await submitMessage();
      const theirs = await submitMessage();
      await assign('contact', mine, OMAR.id).expect(200);
      await assign('contact', theirs, SALWA.id).expect(200);
      const ids = async (assignee: string) =>
        (
          (await as(http().get('/api/contact')).query({ assignee, pageSize: 100 }).expect(200))
            .body as Page<ContactMessage>
        ).items.map((m) => m.id);

      expect(await ids('me')).toEqual([mine]);
      expect(await ids(SALWA.id)).toEqual([theirs]);
      const none = await ids('none');
      expect(none).not.toContain(mine);
      expect(none).not.toContain(theirs);
      await as(http().get('/api/contact')).query({ assignee: 'someone' }).expect(400);
    });
  });

  describe('replies', () => {
    it('queues a reply in the lead’s language with the staff member as Reply-To, shown in the thread', async () => {
      const id = await submitBrief('ar');
      await sentMails();
      const res = await as(http().post(`/api/briefs/${id}/replies`))
        .send({ subject: 'بخصوص طلبك', body: 'نعم، يمكننا الزيارة يوم الأحد.\n\nمع التحية' })
        .expect(202);
      const queued = res.body as MailSummary;
      expect(queued).toMatchObject({
        purpose: 'reply',
        to: 'hana@example.ly',
        language: 'ar',
        // Queued in the outbox; the worker may have sent it already.
        state: expect.stringMatching(/^(queued|sent)$/),
        text: 'نعم، يمكننا الزيارة يوم الأحد.\n\nمع التحية',
        sentBy: { id: OMAR.id, name: OMAR.name },
      });

      const [mail] = await sentMails();
      expect(mail).toMatchObject({ to: 'hana@example.ly', replyTo: OMAR.email, subject: 'بخصوص طلبك' });
      expect(readable(mail?.html)).toMatch(/<html lang="ar" dir="rtl"/);
      expect(mail?.text).toContain('\u2068نعم، يمكننا الزيارة يوم الأحد.\u2069');
      expect(readable(mail?.text)).toContain('مرحبًا Hana Elkikhia');

      const thread = (await detail('briefs', id)).thread.find((m) => m.id === queued.id);
      expect(thread).toMatchObject({ state: 'sent', text: queued.text, sentBy: queued.sentBy });
      expect((await auditOf('brief', id)).map((e) => e.action)).toContain('reply');
    });

    it('refuses a reply without a subject or body (400) and to an unknown lead (404)', async () => {
      const id = await submitMessage();
      await as(http().post(`/api/contact/${id}/replies`))
        .send({ subject: 'Hi', body: ' ' })
        .expect(400);
      await as(http().post(`/api/contact/${id}/replies`))
        .send({ body: 'Hello' })
        .expect(400);
      await as(http().post(`/api/contact/${UNKNOWN_ID}/replies`))
        .send({ subject: 'Hi', body: 'Hello' })
        .expect(404);
    });
  });

  describe('bulk', () => {
    const bulk = (kind: 'briefs' | 'contact', body: object) =>
      as(http().post(`/api/${kind}/bulk`)).send(body);

    it('sets one status on many briefs, skipping unknown ids, each change audited', async () => {
      const [a, b] = [await submitBrief(), await submitBrief()];
      const res = await bulk('briefs', {
        ids: [a, b, UNKNOWN_ID],
        action: 'status',
        status: 'completed',
      }).expect(200);
      expect(res.body).toEqual({ updated: 2 });
      for (const id of [a, b]) {
        expect((await detail('briefs', id)).status).toBe('completed');
        expect((await auditOf('brief', id)).map((e) => e.action)).toContain('status');
      }
    });

    it('deletes many messages, each deletion audited', async () => {
      const [a, b] = [await submitMessage(), await submitMessage()];
      expect((await bulk('contact', { ids: [a, b], action: 'delete' }).expect(200)).body).toEqual({
        deleted: 2,
      });
      await as(http().get(`/api/contact/${a}`)).expect(404);
      expect((await auditOf('contact_message', b)).map((e) => e.action)).toEqual(['delete']);
    });

    it('refuses a status action without a status or with another kind’s, a delete with one, too many or repeated ids', async () => {
      const id = await submitMessage();
      const ids = Array.from(
        { length: BULK_MAX_IDS + 1 },
        (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      );
      for (const body of [
        { ids: [id], action: 'status' },
        { ids: [id], action: 'status', status: 'completed' },
        { ids: [id], action: 'delete', status: 'closed' },
        { ids, action: 'delete' },
        { ids: [id, id], action: 'delete' },
        { ids: [], action: 'delete' },
        { ids: ['nope'], action: 'delete' },
      ]) {
        const res = await bulk('contact', body).expect(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION.FAILED' });
      }
      await as(http().get(`/api/contact/${id}`)).expect(200);
    });
  });

  describe('contact messages: status and deletion', () => {
    it('starts new, changes status (audited), filters and sorts by it, and deletes (audited)', async () => {
      const id = await submitMessage();
      expect((await detail('contact', id)).status).toBe('new');
      const res = await as(http().patch(`/api/contact/${id}/status`))
        .send({ status: 'closed' })
        .expect(200);
      expect(res.body).toMatchObject({ id, status: 'closed' });
      await as(http().patch(`/api/contact/${id}/status`))
        .send({ status: 'completed' })
        .expect(400);

      const closed = await as(http().get('/api/contact'))
        .query({ status: 'closed', sort: 'status:asc', pageSize: 100 })
        .expect(200);
      expect((closed.body as Page<ContactMessage>).items.map((m) => m.id)).toContain(id);

      await as(http().delete(`/api/contact/${id}`)).expect(204);
      await as(http().delete(`/api/contact/${id}`)).expect(404);
      expect((await auditOf('contact_message', id)).map((e) => e.action)).toEqual(['delete', 'status']);
    });
  });

  it('audits a resend of a mail as mail_resend', async () => {
    const id = await submitMessage();
    const [first] = (await detail('contact', id)).thread;
    await as(http().post(`/api/contact/${id}/mails/${first!.id}/resend`)).expect(202);
    expect(await auditOf('contact_message', id)).toEqual([
      expect.objectContaining({ action: 'mail_resend', details: { mailId: first!.id } }),
    ]);
  });
});
