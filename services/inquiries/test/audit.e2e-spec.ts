/**
 * The inquiries audit log through the API: each admin write and export is recorded with who, from where
 * and what changed, and GET /api/inquiries/audit serves it to owners only, newest first, a page at a time.
 */
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { AuditEntry, AuditPage, ErrorEnvelope } from '@madar/shared';
import { TEST_STAFF, type TestSigner } from '@madar/shared/testing';
import { createTestApp } from './test-app';

const ADDRESS = '198.51.100.23';

describe('inquiries: audit log (GET /api/inquiries/audit)', () => {
  let app: INestApplication<App>;
  let signer: TestSigner;
  let owner: string;
  let sales: string;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    ({ app, signer } = await createTestApp());
    owner = `Bearer ${await signer.sign()}`;
    sales = `Bearer ${await signer.sign({ sub: 'acc-sales', email: 'sales@example.test', role: 'sales' })}`;
  });

  afterAll(async () => {
    await app.close();
  });

  const submitBrief = async () =>
    (
      await http()
        .post('/api/briefs')
        .send({
          companyName: 'Sabratha Logistics',
          industry: 'Transport',
          contactName: 'Omar Gheriani',
          email: 'omar@example.ly',
          projectType: 'networking',
          description: 'Wi-Fi across two warehouses.',
          goals: 'Scanners online everywhere.',
        })
        .expect(201)
    ).body as { id: string };
  const audit = async (query: string, token = owner) =>
    (await http().get(`/api/inquiries/audit?${query}`).set('Authorization', token).expect(200))
      .body as AuditPage;

  it('records a status change by the staff member who made it, from the address the gateway forwarded', async () => {
    const { id } = await submitBrief();
    await http()
      .patch(`/api/briefs/${id}/status`)
      .set('Authorization', sales)
      .set('X-Forwarded-For', ADDRESS)
      .send({ status: 'completed' })
      .expect(200);

    const { items } = await audit(`entity=brief:${id}`);
    expect(items).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        actor: { id: 'acc-sales', email: 'sales@example.test' },
        address: ADDRESS,
        entity: { type: 'brief', id },
        action: 'status',
        before: { status: 'new' },
        after: { status: 'completed' },
        details: null,
      },
    ]);
  });

  it('records a deletion with the whole brief as it was, and nothing for a public submission', async () => {
    const { id } = await submitBrief();
    expect((await audit(`entity=brief:${id}`)).items).toEqual([]);
    await http().delete(`/api/briefs/${id}`).set('Authorization', owner).expect(204);

    const [entry] = (await audit(`entity=brief:${id}`)).items;
    expect(entry).toMatchObject({ action: 'delete', actor: { id: TEST_STAFF.id }, after: null });
    expect(entry?.before).toMatchObject({ id, companyName: 'Sabratha Logistics', status: 'new' });
  });

  it('records a CSV export with its filter', async () => {
    await http().get('/api/briefs/export?status=new&search=tripoli').set('Authorization', owner).expect(200);

    const [entry] = (await audit('action=export')).items;
    expect(entry).toMatchObject({
      entity: { type: 'brief', id: null },
      before: null,
      after: null,
      details: { status: 'new', search: 'tripoli', sort: 'submittedAt:desc' },
    });
  });

  it('filters by actor (id or email), entity and action, newest first, and pages with next', async () => {
    const { id } = await submitBrief();
    for (const status of ['in-progress', 'completed', 'rejected'] as const) {
      await http().patch(`/api/briefs/${id}/status`).set('Authorization', sales).send({ status }).expect(200);
    }

    const first = await audit(`actor=SALES@example.test&entity=brief:${id}&limit=2`);
    expect(first.items.map((entry) => entry.after)).toEqual([
      { status: 'rejected' },
      { status: 'completed' },
    ]);
    expect(first.next).toEqual(expect.any(String));
    const second = await audit(
      `actor=acc-sales&entity=brief:${id}&limit=2&before=${encodeURIComponent(first.next ?? '')}`,
    );
    expect(second.items.map((entry) => entry.after)).toEqual([{ status: 'in-progress' }]);
    expect(second.next).toBeUndefined();
    expect((await audit('action=status&actor=nobody@example.test')).items).toEqual([]);
  });

  it('answers 400 VALIDATION.FAILED for bad query values', async () => {
    for (const query of [
      'limit=0',
      'limit=201',
      'limit=ten',
      'before=yesterday',
      'entity=invoice',
      'action=edit',
      'page=2',
    ]) {
      const { body } = await http()
        .get(`/api/inquiries/audit?${query}`)
        .set('Authorization', owner)
        .expect(400);
      expect((body as ErrorEnvelope).code).toBe('VALIDATION.FAILED');
    }
  });

  it('is for owners only, and offers no way to change or delete an entry', async () => {
    const { body } = await http().get('/api/inquiries/audit').set('Authorization', sales).expect(403);
    expect((body as ErrorEnvelope).code).toBe('AUTH.FORBIDDEN');
    await http().get('/api/inquiries/audit').expect(401);
    const [entry] = (await audit('limit=1')).items as [AuditEntry];
    for (const method of ['patch', 'put', 'delete'] as const) {
      await http()[method](`/api/inquiries/audit/${entry.id}`).set('Authorization', owner).expect(404);
      await http()[method]('/api/inquiries/audit').set('Authorization', owner).expect(404);
    }
  });
});
