/**
 * The newsletter through the HTTP API, the visitor's side: the double opt-in sign-up and its
 * confirmation mail (caught by a recording transport), the signed confirm and unsubscribe links (303 to
 * the public pages, the one-click POST), the bad input a sign-up is refused with, and the links' secret.
 * The panel's side is in newsletter-admin.e2e-spec.ts.
 */
import type { ErrorEnvelope, Page } from '@madar/shared';
import { ConfigError } from '@madar/shared/node';
import { loadInquiriesConfig } from '../src/config';
import { newsletterApi } from './newsletter-api';

describe('inquiries: newsletter', () => {
  const { http, admin, subscribe, mailsTo, fresh, count, subscriber, link, signedUp } = newsletterApi();

  describe('POST /api/newsletter (double opt-in)', () => {
    it('stores a new address as pending and queues a confirmation in the page’s language with List-Unsubscribe headers', async () => {
      const before = await count();
      const email = fresh('huda');
      const res = await subscribe({ email, language: 'ar' }).expect(201);
      expect(res.body).toEqual({ success: true, subscribed: true });

      expect(await subscriber(email)).toMatchObject({ status: 'pending', language: 'ar' });
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.html).toContain('lang="ar" dir="rtl"');
      expect(mail?.headers).toEqual({
        'List-Unsubscribe': `<http://localhost:8080${link(mail, 'unsubscribe')}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      // Pending addresses are not readers yet.
      expect(await count()).toBe(before);
    });

    it('answers a repeated sign-up the same, without another mail inside the resend interval', async () => {
      const { email } = await signedUp();
      for (const again of [email, `  ${email.toUpperCase()}  `]) {
        expect((await subscribe({ email: again }).expect(201)).body).toEqual({
          success: true,
          subscribed: true,
        });
      }
      expect(await mailsTo(email)).toEqual([]);
    });

    it('sends nothing to a confirmed address and answers the same', async () => {
      const { email, mail } = await signedUp();
      await http().get(link(mail, 'confirm')).expect(303);
      const res = await subscribe({ email }).expect(201);
      expect(res.body).toEqual({ success: true, subscribed: true });
      expect(await mailsTo(email)).toEqual([]);
    });

    it('treats a seeded address as known', async () => {
      const before = await count();
      await subscribe({ email: 'IT.Manager@Sahara-Bank.ly' }).expect(201);
      expect(await count()).toBe(before);
      expect(await mailsTo('it.manager@sahara-bank.ly')).toEqual([]);
    });
  });

  describe('the confirm link', () => {
    it('confirms once, then says it already is, each time to the page in the subscriber’s language', async () => {
      const { email, mail } = await signedUp('ar');
      const before = await count();
      const first = await http().get(link(mail, 'confirm')).expect(303);
      expect(first.headers.location).toBe('/ar/newsletter/confirmed');
      expect(first.headers['cache-control']).toBe('no-store');
      expect(await count()).toBe(before + 1);
      const confirmed = await subscriber(email);
      expect(confirmed).toMatchObject({ status: 'confirmed' });

      const second = await http().get(link(mail, 'confirm')).expect(303);
      expect(second.headers.location).toBe('/ar/newsletter/already-confirmed');
      expect(await subscriber(email)).toEqual(confirmed);
      expect(await count()).toBe(before + 1);
    });

    it('sends a forged, altered or other-purpose token to the "link not valid" page, changing nothing', async () => {
      const { email, mail } = await signedUp();
      const confirmPath = link(mail, 'confirm');
      const unsubscribeToken = link(mail, 'unsubscribe').split('token=')[1]!;
      const before = await subscriber(email);
      for (const path of [
        `${confirmPath.slice(0, -2)}${confirmPath.endsWith('xx') ? 'yy' : 'xx'}`,
        `/api/newsletter/confirm?token=${unsubscribeToken}`,
        '/api/newsletter/confirm?token=00000000-0000-4000-8000-000000000000.forged',
        '/api/newsletter/confirm',
      ]) {
        const res = await http().get(path).expect(303);
        expect(res.headers.location).toBe('/newsletter/link-invalid');
      }
      const arabic = await http().get(`${confirmPath}x`).set('Accept-Language', 'ar-LY,ar;q=0.9').expect(303);
      expect(arabic.headers.location).toBe('/ar/newsletter/link-invalid');
      expect(await subscriber(email)).toEqual(before);
    });
  });

  describe('unsubscribing', () => {
    it('unsubscribes with the one-click POST a mail client sends, from no page of ours, the same answer twice', async () => {
      const { email, mail } = await signedUp();
      await http().get(link(mail, 'confirm')).expect(303);
      const before = await count();
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const res = await http()
          .post(link(mail, 'unsubscribe'))
          .set('Origin', 'https://mail.provider.example')
          .set('Content-Type', 'application/x-www-form-urlencoded')
          .send('List-Unsubscribe=One-Click')
          .expect(200);
        expect(res.body).toEqual({ success: true, status: 'unsubscribed' });
      }
      expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' });
      expect(await count()).toBe(before - 1);
    });

    it('unsubscribes a person following the link, to the page in their language', async () => {
      const { email, mail } = await signedUp('ar');
      const res = await http().get(link(mail, 'unsubscribe')).expect(303);
      expect(res.headers.location).toBe('/ar/newsletter/unsubscribed');
      expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' });
      expect((await http().get(link(mail, 'unsubscribe')).expect(303)).headers.location).toBe(
        '/ar/newsletter/unsubscribed',
      );
    });

    it('refuses a forged, altered or confirm token with 400 NEWSLETTER.TOKEN_INVALID, changing nothing', async () => {
      const { email, mail } = await signedUp();
      const before = await subscriber(email);
      const confirmToken = link(mail, 'confirm').split('token=')[1]!;
      const unsubscribeToken = link(mail, 'unsubscribe').split('token=')[1]!;
      // Its last character changed, always (a fixed 'A' left one token in 64 as it was).
      const altered = `${unsubscribeToken.slice(0, -1)}${unsubscribeToken.endsWith('A') ? 'B' : 'A'}`;
      for (const query of [`token=${confirmToken}`, `token=${altered}`, 'token=nonsense', '']) {
        const res = await http().post(`/api/newsletter/unsubscribe?${query}`).expect(400);
        expect(res.body).toMatchObject({
          statusCode: 400,
          code: 'NEWSLETTER.TOKEN_INVALID',
          error: 'Bad Request',
        } satisfies Partial<ErrorEnvelope>);
      }
      const person = await http().get(`/api/newsletter/unsubscribe?token=${confirmToken}`).expect(303);
      expect(person.headers.location).toBe('/newsletter/link-invalid');
      expect(await subscriber(email)).toEqual(before);
    });
  });

  describe('refusing bad input, storing nothing', () => {
    let before: number;

    beforeEach(async () => {
      before = (
        (await admin(http().get('/api/newsletter/subscribers').query({ pageSize: 1 })).expect(200))
          .body as Page<unknown>
      ).total;
    });

    afterEach(async () => {
      const after = (
        (await admin(http().get('/api/newsletter/subscribers').query({ pageSize: 1 })).expect(200))
          .body as Page<unknown>
      ).total;
      expect(after).toBe(before);
    });

    const expect400 = async (body: unknown, expected: RegExp, code = 'VALIDATION.FAILED') => {
      const res = await subscribe(body).expect(400);
      const envelope = res.body as ErrorEnvelope;
      expect(envelope).toMatchObject({ statusCode: 400, code, error: 'Bad Request' });
      const messages = Array.isArray(envelope.message) ? envelope.message : [envelope.message];
      expect(messages).toEqual(expect.arrayContaining([expect.stringMatching(expected)]));
    };

    it.each(['reader', 'reader@', '@example.ly', 'reader@example', '   ', 'a b@example.ly'])(
      'rejects the email "%s"',
      async (email) => {
        await expect400({ email }, /^email must be a valid email address$/);
      },
    );

    it('rejects a missing email and one that is not a string', async () => {
      await expect400({}, /^email must be a valid email address$/);
      await expect400({ email: 42 }, /^email must be a valid email address$/);
    });

    it('rejects a language the site does not have', async () => {
      await expect400({ email: 'lang@example.ly', language: 'fr' }, /^language must be one of/);
    });

    it('rejects an email over 254 characters', async () => {
      await expect400(
        { email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.ly` },
        /^email must be shorter than/,
      );
    });

    it('rejects an unknown extra field', async () => {
      await expect400({ email: 'extra@example.ly', name: 'Extra' }, /^property name should not exist$/);
    });

    it('rejects a body that is not JSON', async () => {
      await expect400('{"email": ', /not valid JSON/, 'REQUEST.MALFORMED_JSON');
    });

    it('rejects an oversized body with 413', async () => {
      const res = await subscribe({ email: 'big@example.ly', padding: 'x'.repeat(150_000) }).expect(413);
      expect(res.body).toMatchObject({ statusCode: 413, code: 'REQUEST.PAYLOAD_TOO_LARGE' });
    });
  });

  describe('NEWSLETTER_TOKEN_SECRET', () => {
    const base = { AUTH_JWKS_URL: 'http://auth:3001/api/auth/jwks' };
    const durable = { ...base, DATABASE_URL: 'postgres://madar:secret@postgres:5432/madar' };

    it('is required in durable mode: links in mails already sent must survive a restart', () => {
      expect(() => loadInquiriesConfig(durable)).toThrow(ConfigError);
      expect(() => loadInquiriesConfig(durable)).toThrow(/NEWSLETTER_TOKEN_SECRET is missing/);
      const secret = 'test-only-newsletter-secret-0123456789';
      expect(loadInquiriesConfig({ ...durable, NEWSLETTER_TOKEN_SECRET: secret }).newsletterTokenSecret).toBe(
        secret,
      );
    });

    it('refuses a short secret, and gives memory mode one of its own per run', () => {
      expect(() => loadInquiriesConfig({ ...base, NEWSLETTER_TOKEN_SECRET: 'short' })).toThrow(
        /NEWSLETTER_TOKEN_SECRET is invalid: use 32 characters or more/,
      );
      expect(loadInquiriesConfig(base).newsletterTokenSecret).not.toBe(
        loadInquiriesConfig(base).newsletterTokenSecret,
      );
    });
  });
});
