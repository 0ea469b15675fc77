/**
 * A new brief's mails, in memory mode: the sales team's notification and the visitor's confirmation go
 * into the outbox with the brief, in the language of the visitor's page, and a mail server that is down
 * delays them without touching the submission.
 */
import { FakeStaffDirectory, LeadAssignees } from '@madar/shared/follow-up';
import { InMemoryAuditLog } from '@madar/shared/data';
import { InMemoryMailOutbox, readable, RecordingTransport, TEST_MAIL_SETTINGS } from '@madar/shared/mail';
import { FixedClock } from '@madar/shared/nest';
import { BriefsService } from './briefs.service';
import { InMemoryBriefsStore } from './briefs.store';
import type { CreateBriefDto } from './dto/create-brief.dto';

const NOW = new Date('2026-03-01T09:30:00.000Z');

const input = (overrides: Partial<CreateBriefDto> = {}): CreateBriefDto => ({
  companyName: 'Tripoli Data Systems',
  industry: 'Banking',
  contactName: 'Amal Shebani',
  email: 'amal@example.ly',
  projectType: 'software-development',
  description: 'A mobile banking app.',
  goals: 'Launch this year.',
  ...overrides,
});

function setup() {
  let now = NOW.getTime();
  const outbox = new InMemoryMailOutbox(undefined, () => now);
  const audit = new InMemoryAuditLog();
  const store = new InMemoryBriefsStore([], undefined, audit, outbox);
  const service = new BriefsService(
    store,
    new FixedClock(NOW),
    audit,
    TEST_MAIL_SETTINGS,
    new LeadAssignees(new FakeStaffDirectory()),
  );
  const transport = new RecordingTransport();
  return { outbox, store, service, transport, later: (ms: number) => (now += ms) };
}

describe('a new brief’s mails', () => {
  it('mails the sales team a summary with a link to the brief, and the visitor an English confirmation', async () => {
    const { outbox, service, transport } = setup();
    const { id } = await service.submit(input());

    expect(await outbox.sendDue(transport)).toBe(2);
    const [team, confirmation] = transport.sent;
    expect(team).toMatchObject({ to: 'sales@madar.example', replyTo: 'amal@example.ly' });
    expect(readable(team?.subject)).toBe('New brief: Tripoli Data Systems');
    expect(readable(team?.text)).toContain('A mobile banking app.');
    expect(readable(team?.text)).toContain(
      `http://localhost:8080/admin/dashboard/client-briefs?search=amal%40example.ly&open=${id}`,
    );
    expect(confirmation).toMatchObject({ to: 'amal@example.ly', subject: 'We received your project brief' });
    expect(readable(confirmation?.html)).toContain('lang="en" dir="ltr"');
    expect(readable(confirmation?.text)).toContain(id);
    expect(readable(confirmation?.text)).toContain('+218 21 555 0100');
    expect((await outbox.listFor({ type: 'brief', id })).map((mail) => [mail.purpose, mail.state])).toEqual([
      ['team', 'sent'],
      ['confirmation', 'sent'],
    ]);
  });

  it('confirms in Arabic, right to left, to a visitor who wrote from an Arabic page', async () => {
    const { outbox, service, transport } = setup();
    await service.submit(input({ language: 'ar' }));
    await outbox.sendDue(transport);

    const confirmation = transport.sent.find((mail) => mail.to === 'amal@example.ly');
    expect(readable(confirmation?.subject)).toBe('استلمنا طلب مشروعك');
    expect(readable(confirmation?.html)).toContain('lang="ar" dir="rtl"');
    expect(readable(confirmation?.text)).toContain('شكرًا لك يا Amal Shebani');
    // The team reads its notification in the site's default language whatever the visitor's.
    expect(transport.sent.find((mail) => mail.to === 'sales@madar.example')?.subject).toMatch(/^New brief/);
  });

  it('keeps the brief and its mails queued while the mail server is down, and sends them once it is back', async () => {
    const { outbox, service, store, transport, later } = setup();
    transport.failWith = 'connect ECONNREFUSED 127.0.0.1:1025';

    const { id } = await service.submit(input());
    expect(await store.get(id)).toBeDefined();
    await outbox.sendDue(transport);
    const queued = await outbox.listFor({ type: 'brief', id });
    expect(queued.map((mail) => [mail.state, mail.attempts, mail.lastError])).toEqual([
      ['queued', 1, 'connect ECONNREFUSED 127.0.0.1:1025'],
      ['queued', 1, 'connect ECONNREFUSED 127.0.0.1:1025'],
    ]);

    transport.failWith = undefined;
    expect(await outbox.sendDue(transport)).toBe(0); // not due before the first retry's delay
    later(60_000);
    expect(await outbox.sendDue(transport)).toBe(2);
    const sent = await outbox.listFor({ type: 'brief', id });
    expect(sent.map((mail) => [mail.state, mail.attempts, mail.lastError])).toEqual([
      ['sent', 2, undefined],
      ['sent', 2, undefined],
    ]);
  });

  it('refuses a brief whose mails no longer fit in memory, and keeps neither', async () => {
    const audit = new InMemoryAuditLog();
    const store = new InMemoryBriefsStore([], undefined, audit, new InMemoryMailOutbox(100));
    const service = new BriefsService(
      store,
      new FixedClock(NOW),
      audit,
      TEST_MAIL_SETTINGS,
      new LeadAssignees(new FakeStaffDirectory()),
    );

    await expect(service.submit(input())).rejects.toMatchObject({ code: 'STORAGE.FULL' });
    expect(await store.count()).toBe(0);
  });
});
