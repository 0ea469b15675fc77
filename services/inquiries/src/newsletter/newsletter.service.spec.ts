/**
 * The double opt-in and the unsubscribe links in memory mode: a sign-up's confirmation mail in the
 * page's language with the one-click unsubscribe headers, the resend interval, the signed links.
 */
import { InMemoryAuditLog } from '@madar/shared/data';
import { InMemoryMailOutbox, readable, RecordingTransport, TEST_MAIL_SETTINGS } from '@madar/shared/mail';
import type { MailMessage } from '@madar/shared/mail';
import { AppError, FixedClock } from '@madar/shared/nest';
import { NewsletterTokens } from './newsletter-tokens';
import { createSeedSubscriptions } from './newsletter.seed';
import { CONFIRMATION_RESEND_INTERVAL_MS, normalizeEmail, NewsletterService } from './newsletter.service';
import { InMemoryNewsletterStore } from './newsletter.store';

const NOW = new Date('2026-05-10T08:00:00.000Z');
const SECRET = 'spec-only-newsletter-secret-0123456789';

function setup(seed = createSeedSubscriptions(NOW)) {
  const clock = new FixedClock(NOW);
  const outbox = new InMemoryMailOutbox(undefined, () => clock.now().getTime());
  const audit = new InMemoryAuditLog();
  const store = new InMemoryNewsletterStore(seed, undefined, outbox, audit);
  const tokens = new NewsletterTokens(SECRET);
  const service = new NewsletterService(store, clock, audit, TEST_MAIL_SETTINGS, tokens);
  const transport = new RecordingTransport();
  /** The mails sent since the last call. */
  const sent = async (): Promise<MailMessage[]> => {
    await outbox.sendDue(transport);
    return transport.sent.splice(0);
  };
  const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));
  return { clock, store, service, tokens, sent, later };
}

/** The token of a link (`?token=…`) in a mail's plain text. */
function tokenIn(mail: MailMessage | undefined, purpose: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`/api/newsletter/${purpose}\\?token=([\\w.-]+)`).exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no ${purpose} link in the mail`);
  return match[1];
}

/**
 * `text` with its last character changed, always: a fixed replacement ('0', 'x') left one id in 16, or one
 * signature in 64, as it was, and the "refused" token then passed.
 */
const otherLastCharacter = (text: string) => `${text.slice(0, -1)}${text.endsWith('0') ? '1' : '0'}`;

const statusOf = async (store: InMemoryNewsletterStore, email: string) =>
  (await store.list({ page: 1, pageSize: 100, search: email, sort: { field: 'email', direction: 'asc' } }))
    .items[0];

describe('NewsletterService: signing up', () => {
  it('stores a new address as pending and mails a confirmation with one-click unsubscribe headers', async () => {
    const { service, store, sent } = setup([]);
    expect(await service.subscribe({ email: ' Amal@Example.LY ' })).toEqual({
      success: true,
      subscribed: true,
    });

    const subscriber = await statusOf(store, 'amal@example.ly');
    expect(subscriber).toMatchObject({ email: 'amal@example.ly', status: 'pending', language: 'en' });
    const [mail, ...others] = await sent();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to: 'amal@example.ly',
      subject: 'Please confirm your newsletter subscription',
    });
    expect(readable(mail?.html)).toContain('lang="en" dir="ltr"');
    const unsubscribe = `http://localhost:8080/api/newsletter/unsubscribe?token=${tokenIn(mail, 'unsubscribe')}`;
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail?.html).toContain(`href="${unsubscribe}"`);
    expect(mail?.html).toContain(
      `href="http://localhost:8080/api/newsletter/confirm?token=${tokenIn(mail, 'confirm')}"`,
    );
    // Only confirmed addresses count.
    expect(await service.count()).toEqual({ total: 0 });
  });

  it('writes the confirmation in Arabic, right to left, for a sign-up from an Arabic page', async () => {
    const { service, sent } = setup([]);
    await service.subscribe({ email: 'huda@example.ly', language: 'ar' });
    const [mail] = await sent();
    expect(readable(mail?.subject)).toBe('يرجى تأكيد اشتراكك في النشرة الإخبارية');
    expect(mail?.html).toContain('lang="ar" dir="rtl"');
    expect(readable(mail?.text)).toContain(
      'تأكيد اشتراكي: http://localhost:8080/api/newsletter/confirm?token=',
    );
    expect(readable(mail?.text)).toContain(
      'إلغاء الاشتراك في النشرة الإخبارية: http://localhost:8080/api/newsletter/unsubscribe?token=',
    );
  });

  it('re-sends to a pending address at most once per interval, and never to a confirmed one', async () => {
    const { service, sent, later } = setup([]);
    await service.subscribe({ email: 'omar@example.ly' });
    expect(await sent()).toHaveLength(1);

    later(CONFIRMATION_RESEND_INTERVAL_MS - 1000);
    await service.subscribe({ email: 'OMAR@example.ly' });
    expect(await sent()).toHaveLength(0);

    later(1000);
    await service.subscribe({ email: 'omar@example.ly', language: 'ar' });
    const [again] = await sent();
    expect(again?.html).toContain('lang="ar" dir="rtl"');

    await service.confirm(tokenIn(again, 'confirm'));
    later(CONFIRMATION_RESEND_INTERVAL_MS * 10);
    expect(await service.subscribe({ email: 'omar@example.ly' })).toEqual({
      success: true,
      subscribed: true,
    });
    expect(await sent()).toHaveLength(0);
    expect(await service.count()).toEqual({ total: 1 });
  });

  it('normalises an address by trimming and lower-casing it', () => {
    expect(normalizeEmail(' Salma.BenAli@Leptis-Eng.LY ')).toBe('salma.benali@leptis-eng.ly');
  });
});

describe('NewsletterService: the signed links', () => {
  async function signedUp(language: 'en' | 'ar' = 'en') {
    const context = setup([]);
    await context.service.subscribe({ email: 'reader@example.ly', language });
    const [mail] = await context.sent();
    return { ...context, mail };
  }

  it('confirms once with the confirm link, and says so the second time', async () => {
    const { service, store, mail, later } = await signedUp('ar');
    expect(await service.confirm(tokenIn(mail, 'confirm'))).toEqual({ page: 'confirmed', language: 'ar' });
    const confirmed = await statusOf(store, 'reader@example.ly');
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmedAt: NOW.toISOString() });

    later(60_000);
    expect(await service.confirm(tokenIn(mail, 'confirm'))).toEqual({
      page: 'alreadyConfirmed',
      language: 'ar',
    });
    expect(await statusOf(store, 'reader@example.ly')).toEqual(confirmed);
    expect(await service.count()).toEqual({ total: 1 });
  });

  it('unsubscribes with the unsubscribe link, the same answer twice, and then refuses the old confirm link', async () => {
    const { service, store, mail } = await signedUp();
    await service.confirm(tokenIn(mail, 'confirm'));
    const unsubscribe = tokenIn(mail, 'unsubscribe');
    expect(await service.unsubscribe(unsubscribe)).toEqual({ page: 'unsubscribed', language: 'en' });
    expect(await service.unsubscribe(unsubscribe)).toEqual({ page: 'unsubscribed', language: 'en' });
    expect(await statusOf(store, 'reader@example.ly')).toMatchObject({ status: 'unsubscribed' });
    expect(await service.count()).toEqual({ total: 0 });
    expect(await service.confirm(tokenIn(mail, 'confirm'))).toEqual({ page: 'linkInvalid', language: 'en' });
  });

  it.each([
    [
      'forged with another secret',
      (t: NewsletterTokens, id: string) => new NewsletterTokens(`${SECRET}-other`).sign('confirm', id),
    ],
    ['signed for the other purpose', (t: NewsletterTokens, id: string) => t.sign('unsubscribe', id)],
    [
      'with its signature altered',
      (t: NewsletterTokens, id: string) => otherLastCharacter(t.sign('confirm', id)),
    ],
    [
      'naming another subscriber',
      (t: NewsletterTokens, id: string) => `${otherLastCharacter(id)}.${t.sign('confirm', id).split('.')[1]}`,
    ],
    ['empty', () => ''],
    ['not a string', () => ['a', 'b']],
  ])('refuses a confirm token %s, changing nothing', async (_name, make) => {
    const { service, store, tokens } = await signedUp();
    const before = await statusOf(store, 'reader@example.ly');
    const token = make(tokens, before!.id);
    const refused = await service.confirm(token).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).getStatus()).toBe(400);
    expect((refused as AppError).code).toBe('NEWSLETTER.TOKEN_INVALID');
    expect(await statusOf(store, 'reader@example.ly')).toEqual(before);
  });

  it('refuses a confirm token as an unsubscribe token, changing nothing', async () => {
    const { service, store, mail } = await signedUp();
    await expect(service.unsubscribe(tokenIn(mail, 'confirm'))).rejects.toMatchObject({
      code: 'NEWSLETTER.TOKEN_INVALID',
    });
    expect(await statusOf(store, 'reader@example.ly')).toMatchObject({ status: 'pending' });
  });
});

describe('seed newsletter subscriptions', () => {
  it('holds distinct, normalised addresses from the last 60 days, most of them confirmed', () => {
    const seeds = createSeedSubscriptions(NOW);
    expect(new Set(seeds.map((s) => s.email)).size).toBe(seeds.length);
    expect(new Set(seeds.map((s) => s.id)).size).toBe(seeds.length);
    expect(seeds.filter((s) => s.status === 'confirmed').length).toBeGreaterThanOrEqual(3);
    for (const { email, subscribedAt } of seeds) {
      expect(email).toBe(normalizeEmail(email));
      const age = (NOW.getTime() - Date.parse(subscribedAt)) / 86_400_000;
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(60);
    }
  });
});
