/**
 * The newsletter's e2e specs share one way in: the service booted with a recording mail transport, a
 * staff token, and the steps a visitor and the panel take (sign up, read the mails, follow a link, look a
 * subscriber up). `newsletterApi()` registers its own beforeAll and afterAll in the calling describe.
 */
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { NewsletterSubscription, Page } from '@madar/shared';
import { InMemoryMailOutbox, type MailMessage, MailOutbox, RecordingTransport } from '@madar/shared/mail';
import { createTestApp } from './test-app';

export function newsletterApi() {
  let app: INestApplication<App>;
  let token: string;
  const transport = new RecordingTransport();
  let serial = 0;

  beforeAll(async () => {
    const created = await createTestApp({ mailTransport: transport });
    app = created.app;
    token = await created.signer.sign();
  });

  afterAll(async () => {
    await app.close();
  });

  const http = () => request(app.getHttpServer());
  const admin = (req: request.Test) => req.set('Authorization', `Bearer ${token}`);
  const subscribe = (body: unknown) =>
    http()
      .post('/api/newsletter')
      .set('Content-Type', 'application/json')
      .send(typeof body === 'string' ? body : JSON.stringify(body));
  /** The mails to `to` sent since the last call. */
  const mailsTo = async (to: string): Promise<MailMessage[]> => {
    await app.get<MailOutbox, InMemoryMailOutbox>(MailOutbox).sendDue(transport);
    const mine = transport.sent.filter((mail) => mail.to === to);
    transport.sent.splice(0, transport.sent.length, ...transport.sent.filter((mail) => mail.to !== to));
    return mine;
  };
  const fresh = (name: string) => `${name}.${(serial += 1)}@example.ly`;

  return {
    http,
    admin,
    subscribe,
    mailsTo,
    fresh,
    server: () => app.getHttpServer(),
    token: () => token,
    count: async () =>
      ((await admin(http().get('/api/newsletter/count')).expect(200)).body as { total: number }).total,
    subscriber: async (email: string): Promise<NewsletterSubscription | undefined> => {
      const res = await admin(http().get('/api/newsletter/subscribers').query({ search: email })).expect(200);
      return (res.body as Page<NewsletterSubscription>).items.find((s) => s.email === email);
    },
    /** The path and query of a link of the mail (`/api/newsletter/<purpose>?token=…`). */
    link: (mail: MailMessage | undefined, purpose: 'confirm' | 'unsubscribe'): string => {
      const found = new RegExp(`http://localhost:8080(/api/newsletter/${purpose}\\?token=[\\w.-]+)`).exec(
        mail?.text ?? '',
      );
      if (!found?.[1]) throw new Error(`no ${purpose} link`);
      return found[1];
    },
    async signedUp(language?: 'en' | 'ar') {
      const email = fresh('reader');
      await subscribe({ email, ...(language && { language }) }).expect(201);
      const [mail] = await mailsTo(email);
      return { email, mail };
    },
  };
}
