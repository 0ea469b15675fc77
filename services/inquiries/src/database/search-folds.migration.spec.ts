import { DataSource, type DataSettings, type Migrations } from '@madar/shared/data';
import { ReadinessService } from '@madar/shared/nest';
import { createTestDatabase, type TestDatabase } from '@madar/shared/testing';
import { PostgresBriefsStore } from '../briefs/briefs.pg-store';
import { toBriefRow } from '../briefs/briefs.row';
import { brief } from '../briefs/briefs.store.contract';
import { toMessageRow } from '../contact/contact.row';
import { PostgresContactStore } from '../contact/contact.pg-store';
import { message } from '../contact/contact.store.contract';
import { migrations } from './migrations';
import { type BriefsTable, type ContactMessagesTable, type InquiriesDb, SCHEMA } from './schema';
import type { Insertable } from 'kysely';

// The schema as it stood before 0003, when the search columns were only lower-cased.
const beforeFolds = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0003'));
const BRIEF = '00000000-0000-4000-8000-000000000001';
const MESSAGE = '00000000-0000-4000-8000-000000000002';

async function open(url: string, upTo: Migrations): Promise<DataSource<InquiriesDb>> {
  const settings: DataSettings = {
    databaseUrl: url,
    databasePoolMax: 2,
    seedDemoData: false,
    memoryStoreMaxBytes: Number.POSITIVE_INFINITY,
  };
  const data = new DataSource<InquiriesDb>(
    { schema: SCHEMA, migrations: upTo, settings },
    new ReadinessService(),
  );
  await data.migrate();
  return data;
}

describe('migration 0003: search forgives Arabic spelling', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(SCHEMA);
  });
  afterAll(() => database.drop());

  it('folds the briefs and messages stored before it, so they are found by the bare spelling', async () => {
    const old = await open(database.url, beforeFolds);
    // Rows as that schema held them: without the columns later migrations added.
    const {
      language: _l,
      assigneeId: _a,
      assigneeName: _n,
      assignedAt: _t,
      consentGivenAt: _c,
      consentVersion: _v,
      ...briefRow
    } = toBriefRow(brief(BRIEF, { companyName: 'مستشفى الشفاء', industry: 'إدارة' }));
    await old.db
      .insertInto('briefs')
      .values(briefRow as Insertable<BriefsTable>)
      .execute();
    const {
      status: _s,
      language: _ml,
      assigneeId: _ma,
      assigneeName: _mn,
      assignedAt: _mt,
      consentGivenAt: _mc,
      consentVersion: _mv,
      ...messageRow
    } = toMessageRow(message(2, { subject: 'عرض سعر للألياف' }));
    await old.db
      .insertInto('contactMessages')
      .values(messageRow as Insertable<ContactMessagesTable>)
      .execute();
    await old.close();

    const data = await open(database.url, migrations);
    try {
      const list = { page: 1, pageSize: 20 } as const;
      const briefs = async (search: string) =>
        (
          await new PostgresBriefsStore(data).list({
            ...list,
            sort: { field: 'submittedAt', direction: 'desc' },
            search,
          })
        ).items.map((b) => b.id);
      expect(await briefs('مستشفي')).toEqual([BRIEF]);
      expect(await briefs('اداره')).toEqual([BRIEF]);
      const messages = await new PostgresContactStore(data).list({
        ...list,
        sort: { field: 'receivedAt', direction: 'desc' },
        search: 'للالياف',
      });
      expect(messages.items.map((m) => m.id)).toEqual([MESSAGE]);
    } finally {
      await data.close();
    }
  });
});
