/**
 * The role table on the recruitment service itself: every operation of its OpenAPI document that takes
 * a staff token, called with a token of every role (see checkStaffAreas), and a draft job asked for by
 * a role without careers answered as to any visitor (not found), not refused.
 */
import request from 'supertest';
import type { Job, Page } from '@madar/shared';
import { checkStaffAreas, staffRouteLines } from '@madar/shared/testing';
import { createTestApp, type TestApp } from './test-app';

const text = (en: string, ar: string) => ({ en, ar });
const DRAFT_JOB = {
  title: text('Radio Network Planner', 'مخطط شبكات راديوية'),
  department: text('Telecommunications', 'الاتصالات'),
  location: text('Benghazi', 'بنغازي'),
  type: text('Full-time', 'دوام كامل'),
  description: text('Plan radio sites.', 'تخطيط مواقع الشبكات الراديوية.'),
  responsibilities: [text('Run coverage predictions', 'إعداد توقعات التغطية')],
  requirements: [text('Three years of radio planning', 'خبرة ثلاث سنوات في التخطيط الراديوي')],
  published: false,
};

describe('recruitment service: staff roles', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('lets every role into its areas only, on every staff route', async () => {
    const report = await checkStaffAreas(t.app, t.signer);

    console.log(
      `recruitment: ${report.routes.length} staff routes × 4 roles = ${report.checked} calls checked\n` +
        staffRouteLines(report).join('\n'),
    );
    expect(report.problems).toEqual([]);
    expect(report.routes.length).toBeGreaterThan(0);
  });

  it('shows a draft job to careers staff only; others get the public answer', async () => {
    const recruiter = `Bearer ${await t.signer.sign({ role: 'recruiter' })}`;
    const draft = (await http().post('/api/jobs').set('Authorization', recruiter).send(DRAFT_JOB).expect(201))
      .body as Job;
    const asRole = async (role: string) =>
      http()
        .get(`/api/jobs/${draft.id}?status=all`)
        .set('Authorization', `Bearer ${await t.signer.sign({ role })}`);

    expect((await asRole('recruiter')).body).toMatchObject({ id: draft.id, publishedAt: null });
    expect((await asRole('owner')).status).toBe(200);
    const visitor = await http().get(`/api/jobs/${draft.id}`);
    expect(visitor.status).toBe(404);
    for (const role of ['editor', 'sales']) {
      const res = await asRole(role);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(visitor.body);
    }
  });

  it('lists jobs for careers staff with status; others asking with status get the public list', async () => {
    const recruiter = `Bearer ${await t.signer.sign({ role: 'recruiter' })}`;
    const draft = (await http().post('/api/jobs').set('Authorization', recruiter).send(DRAFT_JOB).expect(201))
      .body as Job;
    const staffList = await http().get('/api/jobs?status=all').set('Authorization', recruiter).expect(200);
    expect((staffList.body as Page<Job>).items.map((job) => job.id)).toContain(draft.id);

    const visitor = await http().get('/api/jobs').expect(200);
    for (const role of ['editor', 'sales']) {
      const res = await http()
        .get('/api/jobs?status=all')
        .set('Authorization', `Bearer ${await t.signer.sign({ role })}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(visitor.body);
    }
  });
});
