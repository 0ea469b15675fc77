/**
 * What every LeadNotesStore promises, run unchanged against memory and PostgreSQL: notes per lead,
 * oldest first, each with its audit entry; a reply's mail in the outbox with its words and author kept
 * beside it. (One file: shared's build leaves out only `*.spec.ts`.)
 */
import { randomUUID } from 'node:crypto';
import type { LeadNote } from '../contracts/follow-up';
import { type AuditLog, type AuditStamp, InMemoryAuditLog } from '../data/audit-log';
import { createAuditLogTable, PostgresAuditLog } from '../data/audit-log.pg-store';
import { seedMarkerMigration } from '../data/database';
import type { OutgoingMail } from '../mail/mail';
import { InMemoryMailOutbox, type MailOutbox } from '../mail/outbox';
import { createMailOutboxTable, PostgresMailOutbox } from '../mail/outbox.pg-store';
import { RecordingTransport } from '../mail/testing';
import { createTestDataSource } from '../testing/database';
import { createLeadNotesTable, PostgresLeadNotesStore } from './notes.pg-store';
import { InMemoryLeadNotesStore, type LeadNotesStore, type LeadRef } from './notes.store';

interface LeadNotesStoreHarness {
  /** An empty store, the audit log it writes to and the outbox its replies go to. */
  create(): Promise<{ store: LeadNotesStore; audit: AuditLog; outbox: MailOutbox }>;
  close?(): Promise<void>;
}

const STAMP: AuditStamp = {
  actor: { id: 'acc-sales', email: 'sales@madar.example' },
  address: '10.0.0.1',
  at: '2026-02-01T09:00:00.000Z',
};

const lead = (): LeadRef => ({ type: 'brief', id: randomUUID() });

const note = (text: string, minute: number): LeadNote => ({
  id: randomUUID(),
  text,
  author: { id: 'acc-sales', name: 'Salwa Sales' },
  createdAt: `2026-02-01T09:${String(minute).padStart(2, '0')}:00.000Z`,
});

const replyMail = (to: LeadRef): OutgoingMail => ({
  id: randomUUID(),
  record: to,
  purpose: 'reply',
  language: 'ar',
  to: 'visitor@example.ly',
  replyTo: 'sales@madar.example',
  subject: 'بخصوص طلبك',
  html: '<p>مرحبًا</p>',
  text: 'مرحبًا',
});

function describeLeadNotesStoreContract(name: string, harness: LeadNotesStoreHarness): void {
  describe(`LeadNotesStore contract (${name})`, () => {
    afterAll(async () => {
      await harness.close?.();
    });

    it("keeps each lead's notes apart, oldest first, with their authors", async () => {
      const { store } = await harness.create();
      const [a, b] = [lead(), lead()];
      const second = await store.addNote(a, note('Called back, no answer', 5), STAMP);
      const first = note('Asked for a site visit', 1);
      await store.addNote(a, first, STAMP);
      await store.addNote(b, note('Another lead', 2), STAMP);

      expect(await store.notes(a)).toEqual([first, second]);
      expect((await store.notes(b)).map((n) => n.text)).toEqual(['Another lead']);
      expect(await store.notes({ type: 'contact_message', id: a.id })).toEqual([]);
    });

    it('writes an audit entry with each note', async () => {
      const { store, audit } = await harness.create();
      const to = lead();
      const written = note('Budget confirmed', 3);
      await store.addNote(to, written, STAMP);

      const { items } = await audit.list({ limit: 10, entityType: 'brief', entityId: to.id });
      expect(items).toEqual([
        expect.objectContaining({
          action: 'note',
          actor: STAMP.actor,
          entity: { type: 'brief', id: to.id },
          after: { id: written.id, text: 'Budget confirmed' },
        }),
      ]);
    });

    it('hands out copies', async () => {
      const { store } = await harness.create();
      const to = lead();
      await store.addNote(to, note('Original', 1), STAMP);
      const [got] = await store.notes(to);
      got!.text = 'changed by a caller';
      expect((await store.notes(to))[0]?.text).toBe('Original');
    });

    it("queues a reply's mail and keeps its words and author beside it, not among the notes", async () => {
      const { store, audit, outbox } = await harness.create();
      const to = lead();
      const mail = replyMail(to);
      await store.addReply(
        to,
        {
          mail,
          text: 'نعم، يمكننا الزيارة يوم الأحد.',
          sentBy: { id: 'acc-sales', name: 'Salwa' },
          createdAt: STAMP.at,
        },
        STAMP,
      );

      expect(await outbox.listFor(to)).toEqual([
        expect.objectContaining({ id: mail.id, purpose: 'reply', to: 'visitor@example.ly', state: 'queued' }),
      ]);
      expect(await store.replies(to)).toEqual(
        new Map([
          [mail.id, { text: 'نعم، يمكننا الزيارة يوم الأحد.', sentBy: { id: 'acc-sales', name: 'Salwa' } }],
        ]),
      );
      expect(await store.notes(to)).toEqual([]);
      const { items } = await audit.list({ limit: 10, entityType: 'brief', entityId: to.id });
      expect(items).toEqual([
        expect.objectContaining({ action: 'reply', details: expect.objectContaining({ mailId: mail.id }) }),
      ]);
    });

    it('keeps nothing of a reply whose mail cannot be queued', async () => {
      const { store, audit } = await harness.create();
      const to = lead();
      const mail = replyMail(to);
      const reply = { mail, text: 'first', sentBy: { id: 'a', name: 'A' }, createdAt: STAMP.at };
      await store.addReply(to, reply, STAMP);
      // The same mail again: the outbox refuses it, so neither its words nor an entry are kept.
      await expect(store.addReply(to, { ...reply, text: 'second' }, STAMP)).rejects.toThrow();
      expect([...(await store.replies(to)).values()].map((r) => r.text)).toEqual(['first']);
      expect((await audit.list({ limit: 10, entityId: to.id })).items).toHaveLength(1);
    });
  });
}

describeLeadNotesStoreContract('memory', {
  create: () => {
    const audit = new InMemoryAuditLog();
    const outbox = new InMemoryMailOutbox();
    return Promise.resolve({ store: new InMemoryLeadNotesStore(undefined, audit, outbox), audit, outbox });
  },
});

const closers: (() => Promise<void>)[] = [];

/** Waits for the queue to run (pg-boss installs its schema first); a hang guard, not a speed check. */
async function started(outbox: PostgresMailOutbox): Promise<void> {
  const deadline = Date.now() + 25_000;
  while (!outbox.ready) {
    if (Date.now() > deadline) throw new Error('the mail queue did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describeLeadNotesStoreContract('postgres', {
  async create() {
    const { data, close } = await createTestDataSource<unknown>({
      schema: 'leads',
      migrations: {
        '0000_seed_marker': seedMarkerMigration,
        '0001_audit_log': { up: createAuditLogTable },
        '0002_mail_outbox': { up: createMailOutboxTable },
        '0003_lead_notes': { up: createLeadNotesTable },
      },
    });
    const outbox = new PostgresMailOutbox(data, { queueSchema: 'leads_mail' });
    closers.push(close, () => outbox.stop());
    outbox.start(new RecordingTransport());
    await started(outbox);
    return {
      store: new PostgresLeadNotesStore(data, outbox),
      audit: new PostgresAuditLog(data),
      outbox,
    };
  },
  close: async () => {
    for (const close of closers.reverse()) await close();
  },
});
