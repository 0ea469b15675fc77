/**
 * The newsletter through the HTTP API, the panel's side: its subscribers listed, searched, deleted
 * (audited) and exported as CSV, each refused without a staff token. The visitor's side is in
 * newsletter.e2e-spec.ts.
 */
import type { AuditPage, NewsletterSubscription, Page } from '@madar/shared';
import { expectAdminOnly } from './admin-checks';
import { newsletterApi } from './newsletter-api';

describe('inquiries: newsletter', () => {
  const { http, admin, count, subscriber, signedUp, server, token } = newsletterApi();

  describe('the panel’s subscribers', () => {
    it('lists a page filtered by status and searched, in the shared list shape', async () => {
      const { email } = await signedUp();
      const res = await admin(
        http()
          .get('/api/newsletter/subscribers')
          .query({ status: 'pending', search: email, sort: 'email:asc' }),
      ).expect(200);
      const page = res.body as Page<NewsletterSubscription>;
      expect(page).toMatchObject({ total: 1, page: 1, pageSize: 20 });
      expect(page.items[0]).toMatchObject({ email, status: 'pending', language: 'en' });
      expect(res.headers['cache-control']).toBe('private, no-store');

      const confirmed = (
        await admin(
          http().get('/api/newsletter/subscribers').query({ status: 'confirmed', pageSize: 100 }),
        ).expect(200)
      ).body as Page<NewsletterSubscription>;
      expect(confirmed.items.every((s) => s.status === 'confirmed')).toBe(true);
      expect(confirmed.total).toBe(await count());
    });

    it('refuses an unknown status or sort field with 400', async () => {
      for (const query of [{ status: 'gone' }, { sort: 'id:asc' }, { pageSize: 1000 }]) {
        const res = await admin(http().get('/api/newsletter/subscribers').query(query)).expect(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION.FAILED' });
      }
    });

    it('deletes a subscriber (204, audited), then answers 404', async () => {
      const { email } = await signedUp();
      const { id } = (await subscriber(email))!;
      await admin(http().delete(`/api/newsletter/subscribers/${id}`)).expect(204);
      expect(await subscriber(email)).toBeUndefined();
      const again = await admin(http().delete(`/api/newsletter/subscribers/${id}`)).expect(404);
      expect(again.body).toMatchObject({ statusCode: 404, code: 'NEWSLETTER.SUBSCRIBER_NOT_FOUND' });

      const audit = await admin(http().get(`/api/inquiries/audit?entity=newsletter_subscriber:${id}`)).expect(
        200,
      );
      expect((audit.body as AuditPage).items).toMatchObject([
        {
          action: 'delete',
          entity: { type: 'newsletter_subscriber', id },
          before: { email, status: 'pending' },
        },
      ]);
    });

    it('exports every subscriber matching the filter as CSV in the chosen language, audited', async () => {
      const { email } = await signedUp();
      const res = await admin(
        http().get('/api/newsletter/subscribers/export').query({ search: email, lang: 'ar' }),
      ).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toContain('newsletter-subscribers.csv');
      const lines = res.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines[0]).toContain('البريد الإلكتروني');
      expect(lines.slice(1)).toEqual([expect.stringContaining(email)]);
      expect(lines[1]).toContain('بانتظار التأكيد');

      const audit = await admin(
        http().get('/api/inquiries/audit?entity=newsletter_subscriber&action=export'),
      ).expect(200);
      expect((audit.body as AuditPage).items[0]).toMatchObject({ details: { search: email, status: null } });
    });

    it.each([
      ['get', '/api/newsletter/subscribers'],
      ['get', '/api/newsletter/subscribers/export'],
      ['delete', '/api/newsletter/subscribers/00000000-0000-4000-8000-000000000000'],
      ['get', '/api/newsletter/count'],
    ] as const)('refuses %s %s without a valid staff token', async (method, path) => {
      await expectAdminOnly(server(), method, path, token());
    });
  });
});
