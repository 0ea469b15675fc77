/**
 * The outbox in PostgreSQL. Each mail is a row of `mails` in the service's own schema (what staff see:
 * state, attempts, last error) and a job of pg-boss, the queue engine, in a schema of its own
 * (`<service>_mail`); a store writes both in the transaction of the record that caused the mail
 * (`enqueueIn`), so the record, its mails and their jobs commit together or not at all. pg-boss fetches
 * a job for one worker only (SKIP LOCKED), retries with exponential backoff for more than a day
 * (MAIL_RETRY), and hands a job whose worker died mid-send to another once it expires; the worker
 * locks the mail's row while it sends, so a resend racing a retry still sends once.
 */
import { Logger } from '@nestjs/common';
import { type ColumnType, type Kysely, sql, type Transaction } from 'kysely';
import { fromKysely, type JobWithMetadata, PgBoss } from 'pg-boss';
import type { MailPurpose, MailRecordType, MailState, MailSummary } from '../contracts/mail';
import type { PersonalDataMail } from '../contracts/personal-data';
import type { AuditSelection } from '../data/audit-log';
import type { Language } from '../languages';
import type { DataSource } from '../data/data.module';
import { type AuditDb, insertAuditEntry } from '../data/audit-log.pg-store';
import { backoffMs, isUuid } from '../data/database';
import { storageUnavailable } from '../data/storage-errors';
import { errorText, MAIL_RETRY, type MailRecordRef, type MailRetryPolicy, type OutgoingMail } from './mail';
import { type MailAudit, MailOutbox, toMailSummary, toPersonalDataMail } from './outbox';
import type { MailTransport } from './transport';

export interface MailsTable {
  id: string;
  recordType: MailRecordType;
  recordId: string;
  purpose: MailPurpose;
  language: Language;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  state: MailState;
  attempts: number;
  lastError: string | null;
  /** Set by the database when the mail is written. */
  createdAt: ColumnType<Date, Date | string | undefined, never>;
  sentAt: Date | null;
  /**
   * A mail's extra headers (MailMessage.headers), as JSON; only in a schema that ran
   * addMailHeadersColumn (inquiries, for the newsletter), so it is written only when a mail has some.
   */
  headers?: ColumnType<Record<string, string> | null, string | null, never>;
}

/** The tables a service's schema type gains with the outbox. */
export interface MailDb {
  mails: MailsTable;
}

/** The migration step of every service that sends mail: the outbox table. */
export async function createMailOutboxTable(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mails (
      id uuid primary key,
      record_type text not null,
      record_id text not null,
      purpose text not null,
      language text not null,
      to_address text not null,
      reply_to text,
      subject text not null,
      html text not null,
      text text not null,
      state text not null default 'queued',
      attempts integer not null default 0,
      last_error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )`.execute(db);
  await sql`create index mails_record_idx on mails (record_type, record_id, created_at)`.execute(db);
}

/** The migration step of a service whose mails carry extra headers (MailMessage.headers). */
export async function addMailHeadersColumn(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mails add column headers jsonb`.execute(db);
}

/** pg-boss's schema of a service's mail queue: its own schema + `_mail`. */
export const mailQueueSchema = (schema: string): string => `${schema}_mail`;

/** How long the migrate step waits for pg-boss's background index builds before it leaves them. */
const BACKGROUND_MIGRATION_WAIT_MS = 5 * 60_000;

/**
 * The migrate step's part for the queue (`npm run migrate`, the migration Job): pg-boss installs or
 * migrates its schema in `queueSchema`, finishes the background steps of that migration (index builds
 * it runs concurrently), and stops; returns how many of those failed (pg-boss retries them at the next
 * run). Replicas started with MIGRATE_ON_START=false then only check the schema's version.
 */
export async function prepareMailQueueSchema(url: string, queueSchema: string): Promise<number> {
  const boss = new PgBoss({
    connectionString: url,
    schema: queueSchema,
    max: 2,
    application_name: `madar-${queueSchema}-migrate`,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  const errors: Error[] = [];
  boss.on('error', (err: Error) => errors.push(err));
  await boss.start();
  let failed: number;
  try {
    failed = await backgroundStepsDone(boss, Date.now() + BACKGROUND_MIGRATION_WAIT_MS);
  } finally {
    await boss.stop({ graceful: true, timeout: 10_000 });
  }
  if (errors[0]) throw errors[0];
  return failed;
}

/** Waits while pg-boss has background migration steps pending or running (until `deadline`); the failed count. */
async function backgroundStepsDone(boss: PgBoss, deadline: number): Promise<number> {
  for (;;) {
    const status = await boss.getBamStatus();
    const open = status.some((s) => (s.status === 'pending' || s.status === 'in_progress') && s.count > 0);
    if (!open || Date.now() > deadline) return status.find((s) => s.status === 'failed')?.count ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** How long a write waits for the queue to start before it answers 503. */
const START_WAIT_MS = 10_000;

/** pg-boss's queue of the service's mails. */
export const MAIL_QUEUE = 'mail';

interface MailJob {
  mailId: string;
}

export interface PostgresMailOutboxOptions {
  /** pg-boss's own schema (the service's schema + `_mail`). */
  queueSchema: string;
  policy?: MailRetryPolicy;
  /** How often an idle worker looks for due jobs. */
  pollingIntervalSeconds?: number;
}

interface SummaryRow {
  id: string;
  purpose: MailPurpose;
  language: Language;
  toAddress: string;
  subject: string;
  state: MailState;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

const toSummary = (row: SummaryRow): MailSummary =>
  toMailSummary({
    mail: {
      id: row.id,
      purpose: row.purpose,
      to: row.toAddress,
      subject: row.subject,
      language: row.language,
    },
    state: row.state,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  });

const SUMMARY_COLUMNS = [
  'id',
  'purpose',
  'language',
  'toAddress',
  'subject',
  'state',
  'attempts',
  'lastError',
  'createdAt',
  'sentAt',
] as const;

function personsMails(db: Kysely<MailDb>, { records, email }: AuditSelection) {
  return db
    .selectFrom('mails')
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['toAddress']), '=', email),
        ...records.map((record) =>
          eb.and([eb('recordType', '=', record.type as MailRecordType), eb('recordId', '=', record.id)]),
        ),
      ]),
    );
}

/**
 * Deletes a person's mails (MailOutbox.mailsOf) in `db`, an erasure's transaction; how many went. Their
 * queued jobs stay and find no mail to send (`deliver` ends quietly on a missing row).
 */
export async function deleteMailsIn<DB extends MailDb>(
  db: Kysely<DB>,
  person: AuditSelection,
): Promise<number> {
  const mails = db as unknown as Kysely<MailDb>;
  const result = await mails
    .deleteFrom('mails')
    .where('id', 'in', personsMails(mails, person).select('id'))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export class PostgresMailOutbox extends MailOutbox {
  private readonly logger = new Logger('Mail');
  private readonly policy: MailRetryPolicy;
  private boss?: PgBoss;
  private started = false;
  private stopped = false;
  private retryTimer?: NodeJS.Timeout;
  /** Settles once the queue runs (never, if it is stopped first). */
  private readonly whenStarted: Promise<void>;
  private markStarted: () => void = () => undefined;

  constructor(
    private readonly data: DataSource,
    private readonly options: PostgresMailOutboxOptions,
  ) {
    super();
    this.policy = options.policy ?? MAIL_RETRY;
    this.whenStarted = new Promise((resolve) => (this.markStarted = resolve));
  }

  /**
   * pg-boss starts a moment after the database is migrated (it installs or updates its own schema): a
   * record written in that moment waits for it, a bounded while, rather than being refused.
   */
  private async startedBoss(): Promise<PgBoss> {
    if (!this.started) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        this.whenStarted,
        new Promise((resolve) => (timer = setTimeout(resolve, START_WAIT_MS))),
      ]).finally(() => clearTimeout(timer));
    }
    if (!this.boss || !this.started) throw storageUnavailable();
    return this.boss;
  }

  private get db(): Kysely<MailDb> {
    // Every sending service's schema gains the table with its migration; the DataSource here is untyped.
    return this.data.db;
  }

  /** Whether jobs can be queued: pg-boss is installed and running. */
  get ready(): boolean {
    return this.started;
  }

  /**
   * Writes `mails` and their jobs in `trx`, the transaction of the record that caused them. 503 while
   * the queue is not running yet (the first seconds of a start), so nothing is stored without its mail.
   */
  async enqueueIn<DB extends MailDb>(trx: Transaction<DB>, mails: readonly OutgoingMail[]): Promise<void> {
    if (mails.length === 0) return;
    const boss = await this.startedBoss();
    const tx = trx as unknown as Transaction<MailDb>;
    await tx
      .insertInto('mails')
      .values(
        mails.map((mail) => ({
          id: mail.id,
          recordType: mail.record.type,
          recordId: mail.record.id,
          purpose: mail.purpose,
          language: mail.language,
          toAddress: mail.to,
          replyTo: mail.replyTo ?? null,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          state: 'queued' as const,
          attempts: 0,
          lastError: null,
          sentAt: null,
          ...(mail.headers && { headers: JSON.stringify(mail.headers) }),
        })),
      )
      .execute();
    // pg-boss writes its job through the same transaction; raw SQL, so without the name plugins.
    const db = fromKysely(tx.withoutPlugins());
    for (const mail of mails) await boss.send(MAIL_QUEUE, { mailId: mail.id } satisfies MailJob, { db });
  }

  async listFor(record: MailRecordRef): Promise<MailSummary[]> {
    const rows = await this.db
      .selectFrom('mails')
      .select(SUMMARY_COLUMNS)
      .where('recordType', '=', record.type)
      .where('recordId', '=', record.id)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    return rows.map(toSummary);
  }

  /** One grouped count of the mails not sent, on each scrape of the metrics. */
  async depth(): Promise<{ queued: number; failed: number }> {
    const rows = await this.db
      .selectFrom('mails')
      .select(['state', (eb) => eb.fn.countAll<string>().as('count')])
      .where('state', 'in', ['queued', 'failed'])
      .groupBy('state')
      .execute();
    const count = (state: MailState) => Number(rows.find((row) => row.state === state)?.count ?? 0);
    return { queued: count('queued'), failed: count('failed') };
  }

  async resend(record: MailRecordRef, mailId: string, audit?: MailAudit): Promise<MailSummary | undefined> {
    if (!isUuid(mailId)) return undefined;
    const boss = await this.startedBoss();
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('mails')
        .set({ state: 'queued', lastError: null })
        .where('id', '=', mailId)
        .where('recordType', '=', record.type)
        .where('recordId', '=', record.id)
        .returning(SUMMARY_COLUMNS)
        .executeTakeFirst();
      if (!row) return undefined;
      // Every sending service's schema holds the audit log too (its migrations create both).
      if (audit) await insertAuditEntry(trx as unknown as Transaction<AuditDb>, audit.entry);
      await boss.send(MAIL_QUEUE, { mailId } satisfies MailJob, { db: fromKysely(trx.withoutPlugins()) });
      return toSummary(row);
    });
  }

  async mailsOf(person: AuditSelection): Promise<PersonalDataMail[]> {
    const rows = await personsMails(this.db, person)
      .select([
        'id',
        'recordType',
        'recordId',
        'purpose',
        'toAddress',
        'subject',
        'text',
        'language',
        'state',
        'createdAt',
        'sentAt',
      ])
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    return rows.map((row) =>
      toPersonalDataMail({
        mail: {
          id: row.id,
          record: { type: row.recordType, id: row.recordId },
          purpose: row.purpose,
          to: row.toAddress,
          subject: row.subject,
          text: row.text,
          language: row.language,
        },
        state: row.state,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      }),
    );
  }

  forget(person: AuditSelection): Promise<number> {
    return deleteMailsIn(this.db, person);
  }

  start(transport: MailTransport): void {
    void this.data.whenReady.then(() => this.startWithRetry(transport, 0));
  }

  private async startWithRetry(transport: MailTransport, attempt: number): Promise<void> {
    if (this.stopped) return;
    try {
      await this.startBoss(transport);
    } catch (err) {
      const delay = backoffMs(attempt);
      this.logger.warn(`mail queue not started (${errorText(err)}); retrying in ${delay} ms`);
      await this.boss?.stop({ graceful: false }).catch(() => undefined);
      this.boss = undefined;
      if (!this.stopped) {
        this.retryTimer = setTimeout(() => void this.startWithRetry(transport, attempt + 1), delay);
      }
    }
  }

  private async startBoss(transport: MailTransport): Promise<void> {
    const url = this.data.settings.queueDatabaseUrl ?? this.data.settings.databaseUrl;
    if (!url) throw new Error('the PostgreSQL outbox needs DATABASE_URL');
    const boss = new PgBoss({
      connectionString: url,
      schema: this.options.queueSchema,
      // Its own two connections: one worker polling, one for maintenance and sends outside a record's
      // transaction (resends go through the service's pool).
      max: 2,
      application_name: `madar-${this.options.queueSchema}`,
      // pg-boss installs and migrates its schema at start unless told not to: with MIGRATE_ON_START=false
      // the migrate step before the rollout did (prepareMailQueueSchema), and a replica only checks it,
      // retrying below until it is there, so an old replica never meets a schema it cannot read.
      migrate: this.data.settings.migrateOnStart !== false,
    });
    boss.on('error', (err: Error) => this.logger.warn(`mail queue: ${errorText(err)}`));
    this.boss = boss;
    await boss.start();
    const { policy } = this;
    await boss.createQueue(MAIL_QUEUE, {
      retryLimit: policy.limit,
      retryDelay: policy.delaySeconds,
      retryBackoff: true,
      retryDelayMax: policy.delayMaxSeconds,
      expireInSeconds: policy.expireSeconds,
      // Jobs outlive their retries by a margin, then pg-boss deletes them; the mail's row stays.
      retentionSeconds: 3 * 24 * 3600,
    });
    await boss.work(
      MAIL_QUEUE,
      {
        batchSize: 1,
        includeMetadata: true,
        pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2,
      },
      async ([job]: JobWithMetadata<MailJob>[]) => {
        if (!job) return;
        await this.deliver(job.data.mailId, transport, job.retryCount >= job.retryLimit);
      },
    );
    this.started = true;
    this.markStarted();
    this.logger.log(`mail queue ready (schema ${this.options.queueSchema})`);
  }

  /**
   * One attempt at one mail, its row locked until the attempt is recorded: a mail already sent is not
   * sent again by a second job (a resend racing a retry). A failure is recorded, then thrown, so pg-boss
   * retries the job; on the last retry the mail is marked failed.
   */
  async deliver(mailId: string, transport: MailTransport, lastTry: boolean): Promise<void> {
    const failure = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('mails')
        .selectAll()
        .where('id', '=', mailId)
        .forUpdate()
        .executeTakeFirst();
      if (!row || row.state === 'sent') return undefined;
      let error: string | undefined;
      try {
        await transport.send({
          id: row.id,
          to: row.toAddress,
          ...(row.replyTo && { replyTo: row.replyTo }),
          subject: row.subject,
          html: row.html,
          text: row.text,
          ...(row.headers && { headers: row.headers }),
          language: row.language,
        });
      } catch (err) {
        error = errorText(err);
      }
      await trx
        .updateTable('mails')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          ...(error === undefined
            ? { state: 'sent' as const, sentAt: new Date(), lastError: null }
            : { state: lastTry ? ('failed' as const) : ('queued' as const), lastError: error }),
        }))
        .where('id', '=', mailId)
        .execute();
      return error;
    });
    if (failure !== undefined) {
      this.logger.warn(`mail ${mailId} not sent: ${failure}`);
      throw new Error(failure);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.started = false;
    await this.boss?.stop({ graceful: true, timeout: 10_000 }).catch(() => undefined);
    this.boss = undefined;
  }
}
