/**
 * A client brief's life through the gateway: submitted by a visitor, moved new -> in-progress ->
 * completed by the admin (each change visible in the list), then deleted for good.
 */
import type { ClientBrief, CreatedResult, Page } from '@madar/shared';
import { admin, getJson, sendJson } from './support/gateway';

const BRIEF = {
  companyName: 'Sahara Star Logistics',
  industry: 'Logistics and freight',
  contactName: 'Khaled Al-Mabrouk',
  email: 'k.almabrouk@example.ly',
  projectType: 'networking',
  description: 'Link our Tripoli warehouse and the Misrata port office on one secure network.',
  goals: 'One network, central monitoring, and no more lost shipment records between sites.',
  timeline: 'medium',
  budget: 'medium',
};

async function listed(id: string): Promise<ClientBrief | undefined> {
  const { response, body } = await getJson<Page<ClientBrief>>('/api/briefs?pageSize=100', admin());
  expect(response.status).toBe(200);
  return body.items.find((brief) => brief.id === id);
}

describe('a client brief', () => {
  it('goes new -> in-progress -> completed, each change listed, and is deleted', async () => {
    const submitted = await sendJson<CreatedResult>('POST', '/api/briefs', BRIEF);
    expect(submitted.response.status).toBe(201);
    expect(submitted.body).toEqual({ success: true, id: expect.any(String) });
    const id = submitted.body?.id ?? '';

    const fresh = await listed(id);
    expect(fresh).toMatchObject({ ...BRIEF, id, status: 'new' });
    expect(Date.parse(fresh?.submittedAt ?? '')).not.toBeNaN();

    for (const status of ['in-progress', 'completed'] as const) {
      const changed = await sendJson<ClientBrief>('PATCH', `/api/briefs/${id}/status`, { status }, admin());
      expect(changed.response.status).toBe(200);
      expect(changed.body).toMatchObject({ id, status });
      // The list shows the change, and nothing else of the brief moved.
      expect(await listed(id)).toEqual({ ...fresh, status });
    }

    const deleted = await sendJson('DELETE', `/api/briefs/${id}`, undefined, admin());
    expect(deleted.response.status).toBe(204);
    expect(deleted.body).toBeNull();
    expect(await listed(id)).toBeUndefined();

    const late = await sendJson('PATCH', `/api/briefs/${id}/status`, { status: 'rejected' }, admin());
    expect(late.response.status).toBe(404);
    expect(late.body).toMatchObject({ statusCode: 404, code: 'BRIEF.NOT_FOUND' });
  });
});
