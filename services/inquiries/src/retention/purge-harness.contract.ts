/** The two worlds the purge contract runs in: memory (one journal, outbox and notes) and PostgreSQL. */
import { InMemoryAuditLog, PostgresAuditLog, type DataSource } from '@madar/shared/data';
import { InMemoryLeadNotesStore, PostgresLeadNotesStore } from '@madar/shared/follow-up';
import { InMemoryMailOutbox } from '@madar/shared/mail';
import { type LeadLeftovers, memoryLeftovers } from '@madar/shared/privacy';
import { createTestDataSource } from '@madar/shared/testing';
import { migrations } from '../database/migrations';
import { type InquiriesDb, SCHEMA } from '../database/schema';
import type { PurgeHarness, PurgeWorld } from './purge.contract';

type MemoryStore<R> = PurgeWorld<R>['store'];

export function memoryPurgeHarness<R>(
  build: (audit: InMemoryAuditLog, outbox: InMemoryMailOutbox, leftovers: LeadLeftovers) => MemoryStore<R>,
): PurgeHarness<R> {
  return {
    world: () => {
      const audit = new InMemoryAuditLog();
      const outbox = new InMemoryMailOutbox();
      const notes = new InMemoryLeadNotesStore(Number.POSITIVE_INFINITY, audit, outbox);
      return Promise.resolve({
        store: build(audit, outbox, memoryLeftovers(notes, outbox)),
        notes,
        audit,
        addMail: (mail) => Promise.resolve(outbox.enqueue([mail])),
        mailCount: async (lead) => (await outbox.listFor(lead)).length,
      });
    },
  };
}

export function postgresPurgeHarness<R>(
  build: (data: DataSource<InquiriesDb>) => MemoryStore<R>,
): PurgeHarness<R> {
  const closers: (() => Promise<void>)[] = [];
  return {
    async world() {
      const source = await createTestDataSource<InquiriesDb>({ schema: SCHEMA, migrations });
      closers.push(() => source.close());
      const { data } = source;
      return {
        store: build(data),
        notes: new PostgresLeadNotesStore(data as DataSource),
        audit: new PostgresAuditLog(data as DataSource),
        // The outbox's own table, written as a submission's transaction writes it (its pg-boss job aside).
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
    },
    close: async () => {
      await Promise.all(closers.map((close) => close()));
    },
  };
}
