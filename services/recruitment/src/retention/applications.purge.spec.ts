/**
 * The applications store's purge and consent columns, in memory and in PostgreSQL: a purge deletes what
 * was sent before the cut-off with its resume, notes and mails, nothing younger, and leaves one audit
 * entry of counts only.
 */
import { randomUUID } from 'node:crypto';
import { CONSENT_TEXT_VERSION } from '@madar/shared';
import { type AuditLog, type DataSource, InMemoryAuditLog, PostgresAuditLog } from '@madar/shared/data';
import {
  InMemoryLeadNotesStore,
  type LeadNotesStore,
  type LeadRef,
  PostgresLeadNotesStore,
} from '@madar/shared/follow-up';
import { InMemoryMailOutbox, type OutgoingMail } from '@madar/shared/mail';
import { memoryLeftovers } from '@madar/shared/privacy';
import { createTestDataSource } from '@madar/shared/testing';
import { migrations } from '../database/migrations';
import { type RecruitmentDb, SCHEMA } from '../database/schema';
import { memoryStores, postgresStores, type RecruitmentStores } from '../database/stores';
import { application, resume } from '../testing/stores.fixtures';

interface World {
  stores: RecruitmentStores;
  notes: LeadNotesStore;
  audit: AuditLog;
  addMail(mail: OutgoingMail): Promise<void>;
  mailCount(lead: LeadRef): Promise<number>;
}

const STAMP = {
  actor: { id: 'acc-1', email: 'omar@madar.example' },
  address: '10.0.0.1',
  at: '2026-02-01T09:00:00.000Z',
};
const CUTOFF = new Date('2026-03-01T00:00:00.000Z');
const NOW = new Date('2027-03-01T00:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;

const mailOf = (lead: LeadRef): OutgoingMail => ({
  id: randomUUID(),
  record: lead,
  purpose: 'confirmation',
  language: 'en',
  to: 'nour@example.ly',
  subject: 'We have your application',
  html: '<p>We have it</p>',
  text: 'We have it',
});

function memoryWorld(): Promise<World> {
  const audit = new InMemoryAuditLog();
  const outbox = new InMemoryMailOutbox();
  const notes = new InMemoryLeadNotesStore(Number.POSITIVE_INFINITY, audit, outbox);
  return Promise.resolve({
    stores: memoryStores({ audit, mails: outbox, leftovers: memoryLeftovers(notes, outbox) }),
    notes,
    audit,
    addMail: (mail) => Promise.resolve(outbox.enqueue([mail])),
    mailCount: async (lead) => (await outbox.listFor(lead)).length,
  });
}

const closers: (() => Promise<void>)[] = [];

async function postgresWorld(): Promise<World> {
  const source = await createTestDataSource<RecruitmentDb>({ schema: SCHEMA, migrations });
  closers.push(() => source.close());
  const { data } = source;
  return {
    stores: postgresStores(data),
    notes: new PostgresLeadNotesStore(data as DataSource),
    audit: new PostgresAuditLog(data as DataSource),
    // The outbox's own table, as a submission's transaction writes it (its pg-boss job aside).
    addMail: async (mail) => {
      await data.db
        .insertInto('mails')
        .values({
          id: mail.id,
          recordType: mail.record.type,
          recordId: mail.record.id,
          purpose: mail.purpose,
          language: mail.language,
          toAddress: mail.to,
          replyTo: null,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          state: 'queued',
          attempts: 0,
          lastError: null,
          sentAt: null,
        })
        .execute();
    },
    mailCount: async (lead) => {
      const row = await data.db
        .selectFrom('mails')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('recordType', '=', lead.type)
        .where('recordId', '=', lead.id)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
});

describe.each([
  ['memory', memoryWorld],
  ['postgres', postgresWorld],
])('application purge and consent (%s)', (_name, world) => {
  it('stores the consent an application was sent with and reads it back', async () => {
    const { stores } = await world();
    const given = application(randomUUID(), {
      consentGivenAt: '2026-02-01T10:00:00.000Z',
      consentVersion: CONSENT_TEXT_VERSION,
    });
    const without = application(randomUUID());
    await stores.applications.create(given, resume());
    await stores.applications.create(without, resume());

    expect(await stores.applications.get(given.id)).toMatchObject({
      consentGivenAt: '2026-02-01T10:00:00.000Z',
      consentVersion: CONSENT_TEXT_VERSION,
    });
    const read = await stores.applications.get(without.id);
    expect(read).toBeDefined();
    expect(read).not.toHaveProperty('consentGivenAt');
  });

  it('deletes applications sent before the cut-off with resume, notes and mails, keeps one a day younger, audits counts only', async () => {
    const { stores, notes, audit, addMail, mailCount } = await world();
    const old = application(randomUUID(), {
      submittedAt: new Date(CUTOFF.getTime() - 12 * HOUR_MS).toISOString(),
    });
    const young = application(randomUUID(), {
      submittedAt: new Date(CUTOFF.getTime() + 12 * HOUR_MS).toISOString(),
    });
    for (const record of [old, young]) {
      const lead = { type: 'application' as const, id: record.id };
      await stores.applications.create(record, resume());
      await addMail(mailOf(lead));
      await notes.addNote(
        lead,
        { id: randomUUID(), text: 'Good fit', author: { id: 'acc-1', name: 'Omar' }, createdAt: STAMP.at },
        STAMP,
      );
    }

    expect(await stores.applications.purge(CUTOFF, NOW)).toEqual({
      applications: 1,
      resumes: 1,
      notes: 1,
      mails: 1,
    });

    const oldLead = { type: 'application' as const, id: old.id };
    const youngLead = { type: 'application' as const, id: young.id };
    expect(await stores.applications.get(old.id)).toBeUndefined();
    expect(await stores.resumes.get(old.id)).toBeUndefined();
    expect(await notes.notes(oldLead)).toEqual([]);
    expect(await mailCount(oldLead)).toBe(0);
    expect(await stores.applications.get(young.id)).toBeDefined();
    expect(await stores.resumes.get(young.id)).toBeDefined();
    expect(await notes.notes(youngLead)).toHaveLength(1);
    expect(await mailCount(youngLead)).toBe(1);

    const { items } = await audit.list({ limit: 10, action: 'purge' });
    expect(items).toEqual([
      expect.objectContaining({
        at: NOW.toISOString(),
        actor: { id: 'system', email: 'system' },
        entity: { type: 'application', id: null },
        before: null,
        after: null,
        details: { sentBefore: CUTOFF.toISOString(), applications: 1, resumes: 1, notes: 1, mails: 1 },
      }),
    ]);
  });

  it('deletes nothing and writes no entry when nothing was sent before the cut-off', async () => {
    const { stores, audit } = await world();
    const young = application(randomUUID(), {
      submittedAt: new Date(CUTOFF.getTime() + HOUR_MS).toISOString(),
    });
    await stores.applications.create(young, resume());

    expect(await stores.applications.purge(CUTOFF, NOW)).toEqual({
      applications: 0,
      resumes: 0,
      notes: 0,
      mails: 0,
    });
    expect(await stores.applications.get(young.id)).toBeDefined();
    expect((await audit.list({ limit: 10, action: 'purge' })).items).toEqual([]);
  });
});
