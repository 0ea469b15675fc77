/**
 * The outbox in PostgreSQL with pg-boss: a mail and its job commit with the record that caused them and
 * roll back with it; a mail server that is down leaves the mail queued with its error until a retry
 * sends it; two workers on one database send each mail once.
 */
import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DataSource } from '../data/data.module';
import { seedMarkerMigration } from '../data/database';
import { createTestDataSource } from '../testing/database';
import type { MailRetryPolicy, OutgoingMail } from './mail';
import { createMailOutboxTable, type MailDb, PostgresMailOutbox } from './outbox.pg-store';
import { RecordingTransport } from './testing';

interface Db extends MailDb {
  records: { id: string };
}

/** Retries a second apart, so a test sees one without waiting a minute. */
const FAST: MailRetryPolicy = { limit: 3, delaySeconds: 1, delayMaxSeconds: 1, expireSeconds: 30 };

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

async function database(): Promise<DataSource<Db>> {
  const { data, close } = await createTestDataSource<Db>({
    schema: 'mailing',
    migrations: {
      '0000_seed_marker': seedMarkerMigration,
      '0001_records': {
        up: (db) => sql`create table records (id text primary key)`.execute(db).then(() => undefined),
      },
      '0002_mail_outbox': { up: createMailOutboxTable },
    },
  });
  closers.push(close);
  return data;
}

async function running(data: DataSource<Db>, transport: RecordingTransport): Promise<PostgresMailOutbox> {
  // The outbox reads any service's DataSource (whose schema has its table) untyped, as in a service.
  const outbox = new PostgresMailOutbox(data as unknown as DataSource, {
    queueSchema: 'mailing_mail',
    policy: FAST,
    pollingIntervalSeconds: 0.5,
  });
  closers.push(() => outbox.stop());
  outbox.start(transport);
  await until(() => outbox.ready);
  return outbox;
}

/** Waits for `done`, checking twice a second; a hang guard, not a speed check. */
async function until(done: () => boolean | Promise<boolean>, ms = 25_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const mail = (recordId: string, to = 'sales@madar.example'): OutgoingMail => ({
  id: randomUUID(),
  record: { type: 'brief', id: recordId },
  purpose: 'team',
  language: 'en',
  to,
  subject: `New brief ${recordId}`,
  html: '<p>hi</p>',
  text: 'hi',
});

async function createRecord(
  data: DataSource<Db>,
  outbox: PostgresMailOutbox,
  id: string,
  mails: OutgoingMail[],
  fail = false,
) {
  await data.db.transaction().execute(async (trx: Transaction<Db>) => {
    await trx.insertInto('records').values({ id }).execute();
    await outbox.enqueueIn(trx, mails);
    if (fail) throw new Error('the record was refused after its mails were written');
  });
}

const jobs = async (db: Kysely<Db>) => {
  const { rows } = await sql<{
    n: string;
  }>`select count(*) as n from mailing_mail.job where name = 'mail'`.execute(db);
  return Number(rows[0]?.n);
};

describe('PostgresMailOutbox', () => {
  let data: DataSource<Db>;
  beforeAll(async () => {
    data = await database();
  });

  it('commits a mail and its job with the record, rolls both back with it, and sends what was committed', async () => {
    const transport = new RecordingTransport();
    const outbox = await running(data, transport);
    const kept = mail('kept');
    const dropped = mail('dropped');

    await createRecord(data, outbox, 'kept', [kept]);
    await expect(createRecord(data, outbox, 'dropped', [dropped], true)).rejects.toThrow('refused');

    expect(await outbox.listFor({ type: 'brief', id: 'dropped' })).toEqual([]);
    await until(() => transport.sent.some((sent) => sent.id === kept.id));
    expect(transport.sent.map((sent) => sent.id)).toEqual([kept.id]);
    // The transport names the sender in the mail's language.
    expect(transport.sent[0]?.language).toBe('en');
    expect(await jobs(data.db.withoutPlugins())).toBe(1);
    const [summary] = await outbox.listFor({ type: 'brief', id: 'kept' });
    expect(summary).toMatchObject({ id: kept.id, state: 'sent', attempts: 1 });
    expect(summary?.sentAt).toEqual(expect.any(String));
    await outbox.stop();
  });

  it('keeps a mail queued with its error while the mail server is down, and sends it on a retry', async () => {
    const transport = new RecordingTransport();
    transport.failWith = 'connect ECONNREFUSED 127.0.0.1:1025';
    const outbox = await running(data, transport);
    const queued = mail('while-down');
    await createRecord(data, outbox, 'while-down', [queued]);

    await until(async () => (await outbox.listFor({ type: 'brief', id: 'while-down' }))[0]?.attempts === 1);
    expect((await outbox.listFor({ type: 'brief', id: 'while-down' }))[0]).toMatchObject({
      state: 'queued',
      lastError: 'connect ECONNREFUSED 127.0.0.1:1025',
    });

    transport.failWith = undefined;
    await until(async () => (await outbox.listFor({ type: 'brief', id: 'while-down' }))[0]?.state === 'sent');
    expect(transport.sent.map((sent) => sent.id)).toEqual([queued.id]);
    await outbox.stop();
  });

  it('sends each mail once with two workers on one database, and resends one on request', async () => {
    const [first, second] = [new RecordingTransport(), new RecordingTransport()];
    const a = await running(data, first);
    const b = await running(data, second);
    const mails = Array.from({ length: 12 }, (_, n) => mail(`pair-${n}`));
    for (const [n, one] of mails.entries()) await createRecord(data, n % 2 ? a : b, `pair-${n}`, [one]);

    const sentIds = () => [...first.sent, ...second.sent].map((sent) => sent.id);
    await until(() => sentIds().length >= mails.length);
    // Let any duplicate that could still come arrive: every job is settled once both queues are idle.
    await until(
      async () =>
        (
          await sql<{
            n: string;
          }>`select count(*) as n from mailing_mail.job where name = 'mail' and state < 'completed'`.execute(
            data.db.withoutPlugins(),
          )
        ).rows[0]?.n === '0',
    );
    expect(sentIds().sort()).toEqual(mails.map((one) => one.id).sort());

    const again = await a.resend({ type: 'brief', id: 'pair-0' }, mails[0]!.id);
    expect(again).toMatchObject({ state: 'queued' });
    await until(() => sentIds().length === mails.length + 1);
    expect(await a.resend({ type: 'brief', id: 'pair-1' }, mails[0]!.id)).toBeUndefined();
  });
});
