/**
 * What every lead store's `purge` and consent columns promise, run unchanged against memory and
 * PostgreSQL for briefs (briefs.purge.spec.ts) and contact messages (contact.purge.spec.ts): a purge
 * deletes what was sent before the cut-off with its notes and mails, nothing younger, and leaves one
 * audit entry of counts only.
 */
import { randomUUID } from 'node:crypto';
import { CONSENT_TEXT_VERSION, type LeadKind } from '@madar/shared';
import type { AuditLog } from '@madar/shared/data';
import type { LeadNotesStore, LeadRef } from '@madar/shared/follow-up';
import type { OutgoingMail } from '@madar/shared/mail';
import type { PurgeCounts } from '@madar/shared/privacy';

export interface PurgeWorld<R> {
  store: {
    create: (record: R) => Promise<unknown>;
    get: (id: string) => Promise<R | undefined>;
    purge: (cutoff: Date, at: Date) => Promise<PurgeCounts>;
  };
  notes: LeadNotesStore;
  audit: AuditLog;
  /** Puts a mail of the lead in the outbox, as its submission would have. */
  addMail: (mail: OutgoingMail) => Promise<void>;
  mailCount: (lead: LeadRef) => Promise<number>;
}

export interface PurgeHarness<R> {
  world(): Promise<PurgeWorld<R>>;
  close?(): Promise<void>;
}

export interface PurgeSubject<R> {
  kind: LeadKind;
  /** The counts' key for the records themselves: `briefs`, `messages`. */
  countKey: string;
  /** A record with this id, sent at this time. */
  record(id: string, sentAt: string): R;
  /** The same record with a consent given. */
  withConsent(record: R, at: string): R;
}

const STAMP = {
  actor: { id: 'acc-1', email: 'omar@madar.example' },
  address: '10.0.0.1',
  at: '2026-02-01T09:00:00.000Z',
};
const CUTOFF = new Date('2026-03-01T00:00:00.000Z');
const NOW = new Date('2028-03-01T00:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;

const mailOf = (lead: LeadRef): OutgoingMail => ({
  id: randomUUID(),
  record: lead,
  purpose: 'confirmation',
  language: 'en',
  to: 'sender@example.ly',
  subject: 'We have it',
  html: '<p>We have it</p>',
  text: 'We have it',
});

export function describePurgeContract<R extends { id: string }>(
  name: string,
  subject: PurgeSubject<R>,
  harness: PurgeHarness<R>,
): void {
  describe(`${subject.kind} purge and consent (${name})`, () => {
    afterAll(async () => {
      await harness.close?.();
    });

    it('stores the consent a record was sent with and reads it back', async () => {
      const { store } = await harness.world();
      const given = subject.withConsent(
        subject.record(randomUUID(), '2026-02-01T10:00:00.000Z'),
        '2026-02-01T10:00:00.000Z',
      );
      const without = subject.record(randomUUID(), '2026-02-01T10:00:00.000Z');
      await store.create(given);
      await store.create(without);

      expect(await store.get(given.id)).toMatchObject({
        consentGivenAt: '2026-02-01T10:00:00.000Z',
        consentVersion: CONSENT_TEXT_VERSION,
      });
      const read = await store.get(without.id);
      expect(read).toBeDefined();
      expect(read).not.toHaveProperty('consentGivenAt');
      expect(read).not.toHaveProperty('consentVersion');
    });

    it('deletes what was sent before the cut-off with its notes and mails, keeps one a day younger, audits counts only', async () => {
      const { store, notes, audit, addMail, mailCount } = await harness.world();
      const old = subject.record(randomUUID(), new Date(CUTOFF.getTime() - 12 * HOUR_MS).toISOString());
      const young = subject.record(randomUUID(), new Date(CUTOFF.getTime() + 12 * HOUR_MS).toISOString());
      for (const record of [old, young]) {
        const lead = { type: subject.kind, id: record.id };
        await store.create(record);
        await addMail(mailOf(lead));
        await notes.addNote(
          lead,
          {
            id: randomUUID(),
            text: 'Called back',
            author: { id: 'acc-1', name: 'Omar' },
            createdAt: STAMP.at,
          },
          STAMP,
        );
      }

      expect(await store.purge(CUTOFF, NOW)).toEqual({ [subject.countKey]: 1, notes: 1, mails: 1 });

      const [oldLead, youngLead] = [old, young].map((record) => ({ type: subject.kind, id: record.id }));
      expect(await store.get(old.id)).toBeUndefined();
      expect(await notes.notes(oldLead!)).toEqual([]);
      expect(await mailCount(oldLead!)).toBe(0);
      expect(await store.get(young.id)).toBeDefined();
      expect(await notes.notes(youngLead!)).toHaveLength(1);
      expect(await mailCount(youngLead!)).toBe(1);

      const { items } = await audit.list({ limit: 10, action: 'purge' });
      expect(items).toEqual([
        expect.objectContaining({
          at: NOW.toISOString(),
          actor: { id: 'system', email: 'system' },
          entity: { type: subject.kind, id: null },
          before: null,
          after: null,
          details: { sentBefore: CUTOFF.toISOString(), [subject.countKey]: 1, notes: 1, mails: 1 },
        }),
      ]);
    });

    it('deletes nothing and writes no entry when nothing was sent before the cut-off', async () => {
      const { store, audit } = await harness.world();
      const young = subject.record(randomUUID(), new Date(CUTOFF.getTime() + HOUR_MS).toISOString());
      await store.create(young);

      expect(await store.purge(CUTOFF, NOW)).toEqual({ [subject.countKey]: 0, notes: 0, mails: 0 });
      expect(await store.get(young.id)).toBeDefined();
      expect((await audit.list({ limit: 10, action: 'purge' })).items).toEqual([]);
    });
  });
}
