/**
 * The outbox port and its memory side. A store writes a record's mails with the record, in the same
 * step (memory: appended before the record is kept, both or neither; PostgreSQL: in the record's
 * transaction, outbox.pg-store.ts); a worker sends them and records each attempt, so staff see every
 * mail's state on its record and can send it again. A mail server that is down only delays mail.
 */
import { Logger } from '@nestjs/common';
import type { MailState, MailSummary } from '../contracts/mail';
import type { PersonalDataMail } from '../contracts/personal-data';
import { type AuditLog, type AuditSelection, memoryJournal, type NewAuditEntry } from '../data/audit-log';
import { MemoryBudget, recordBytes } from '../data/memory-budget';
import {
  errorText,
  MAIL_RETRY,
  type MailRecordRef,
  type MailRetryPolicy,
  type OutgoingMail,
  retryDelayMs,
} from './mail';
import type { MailTransport } from './transport';

export abstract class MailOutbox {
  /** The record's mails, oldest first. */
  abstract listFor(record: MailRecordRef): Promise<MailSummary[]>;
  /**
   * Queues the record's mail again (whatever its state); undefined when the record has no such mail.
   * With `audit`, its entry is written with the change: both or neither.
   */
  abstract resend(record: MailRecordRef, mailId: string, audit?: MailAudit): Promise<MailSummary | undefined>;
  /**
   * A person's mails: those to their address and those about their records (the team's notice of a
   * brief holds what they wrote), oldest first.
   */
  abstract mailsOf(person: AuditSelection): Promise<PersonalDataMail[]>;
  /** Deletes those mails (a person's erasure), sent or not: a deleted queued mail is never sent. */
  abstract forget(person: AuditSelection): Promise<number>;
  /** Starts sending through `transport` (the service's worker). */
  abstract start(transport: MailTransport): void;
  abstract stop(): Promise<void>;
  /** How many mails wait to be sent and how many were given up on (the metrics' outbox gauge). */
  abstract depth(): Promise<{ queued: number; failed: number }>;
}

/** The audit entry of a change to a mail, and the service's log (memory mode appends to it). */
export interface MailAudit {
  entry: NewAuditEntry;
  log: AuditLog;
}

/** What a memory store appends a record's mails to, synchronously, as part of keeping the record. */
export interface MailJournal {
  /** Throws (STORAGE.FULL) and keeps nothing when the mails do not fit. */
  enqueue(mails: readonly OutgoingMail[]): void;
}

interface StoredMail {
  mail: OutgoingMail;
  state: MailState;
  attempts: number;
  lastError?: string;
  createdAt: string;
  sentAt?: string;
  /** Epoch ms of the next attempt while queued. */
  dueAt: number;
  /** Retries left in this round (a resend starts a new round). */
  retriesLeft: number;
  bytes: number;
}

/** Whether `mail` is one of a person's (see MailOutbox.mailsOf). */
export const isPersonsMail = (mail: Pick<OutgoingMail, 'to' | 'record'>, person: AuditSelection): boolean =>
  mail.to.toLowerCase() === person.email ||
  person.records.some((record) => record.type === mail.record.type && record.id === mail.record.id);

export const toPersonalDataMail = (stored: {
  mail: Pick<OutgoingMail, 'id' | 'record' | 'purpose' | 'to' | 'subject' | 'text' | 'language'>;
  state: MailState;
  createdAt: string;
  sentAt?: string | null;
}): PersonalDataMail => ({
  id: stored.mail.id,
  record: { ...stored.mail.record },
  purpose: stored.mail.purpose,
  to: stored.mail.to,
  subject: stored.mail.subject,
  text: stored.mail.text,
  language: stored.mail.language,
  state: stored.state,
  createdAt: stored.createdAt,
  ...(stored.sentAt ? { sentAt: stored.sentAt } : {}),
});

export const toMailSummary = (stored: {
  mail: Pick<OutgoingMail, 'id' | 'purpose' | 'to' | 'subject' | 'language'>;
  state: MailState;
  attempts: number;
  lastError?: string | null;
  createdAt: string;
  sentAt?: string | null;
}): MailSummary => ({
  id: stored.mail.id,
  purpose: stored.mail.purpose,
  to: stored.mail.to,
  subject: stored.mail.subject,
  language: stored.mail.language,
  state: stored.state,
  attempts: stored.attempts,
  ...(stored.lastError ? { lastError: stored.lastError } : {}),
  createdAt: stored.createdAt,
  ...(stored.sentAt ? { sentAt: stored.sentAt } : {}),
});

/**
 * The in-process queue of memory mode (no queue engine needed: the process is the only replica and
 * keeps nothing across a restart anyway), with pg-boss's retry policy. Within a byte cap like every
 * memory store: past it the oldest mails already sent or failed make room, and when only queued mail
 * is left the new record is refused with its mails (STORAGE.FULL), never kept without them.
 */
export class InMemoryMailOutbox extends MailOutbox implements MailJournal {
  private readonly logger = new Logger('Mail');
  private readonly mails = new Map<string, StoredMail>();
  private readonly budget: MemoryBudget;
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private transport?: MailTransport;

  constructor(
    maxBytes = Number.POSITIVE_INFINITY,
    private readonly now: () => number = Date.now,
    private readonly policy: MailRetryPolicy = MAIL_RETRY,
    private readonly pollMs = 1000,
  ) {
    super();
    this.budget = new MemoryBudget(maxBytes);
  }

  enqueue(mails: readonly OutgoingMail[]): void {
    for (const mail of mails) {
      if (this.mails.has(mail.id)) throw new Error(`A mail with id ${mail.id} is already queued`);
    }
    const sized = mails.map((mail) => ({ mail, bytes: recordBytes(mail) }));
    const needed = sized.reduce((sum, { bytes }) => sum + bytes, 0);
    this.makeRoom(needed);
    this.budget.reserve(needed);
    const createdAt = new Date(this.now()).toISOString();
    for (const { mail, bytes } of sized) {
      this.mails.set(mail.id, {
        mail: structuredClone(mail),
        state: 'queued',
        attempts: 0,
        createdAt,
        dueAt: this.now(),
        retriesLeft: this.policy.limit,
        bytes,
      });
    }
    this.kick();
  }

  /** Drops the oldest finished mails until `bytes` more fit (or none is left to drop). */
  private makeRoom(bytes: number): void {
    if (this.budget.usedBytes + bytes <= this.budget.maxBytes) return;
    for (const [id, stored] of this.mails) {
      if (this.budget.usedBytes + bytes <= this.budget.maxBytes) return;
      if (stored.state === 'queued') continue;
      this.budget.release(stored.bytes);
      this.mails.delete(id);
    }
  }

  listFor(record: MailRecordRef): Promise<MailSummary[]> {
    const items = [...this.mails.values()]
      .filter(({ mail }) => mail.record.type === record.type && mail.record.id === record.id)
      .map(toMailSummary);
    return Promise.resolve(items);
  }

  resend(record: MailRecordRef, mailId: string, audit?: MailAudit): Promise<MailSummary | undefined> {
    const stored = this.mails.get(mailId);
    if (!stored || stored.mail.record.type !== record.type || stored.mail.record.id !== record.id) {
      return Promise.resolve(undefined);
    }
    // The entry first: when it cannot be written, the mail stays as it was.
    if (audit) memoryJournal(audit.log).append(audit.entry);
    Object.assign(stored, { state: 'queued', dueAt: this.now(), retriesLeft: this.policy.limit });
    delete stored.lastError;
    this.kick();
    return Promise.resolve(toMailSummary(stored));
  }

  depth(): Promise<{ queued: number; failed: number }> {
    const counts = { queued: 0, failed: 0 };
    for (const { state } of this.mails.values()) if (state !== 'sent') counts[state] += 1;
    return Promise.resolve(counts);
  }

  mailsOf(person: AuditSelection): Promise<PersonalDataMail[]> {
    const found = [...this.mails.values()].filter(({ mail }) => isPersonsMail(mail, person));
    return Promise.resolve(found.map(toPersonalDataMail));
  }

  forget(person: AuditSelection): Promise<number> {
    return Promise.resolve(this.forgetNow(person));
  }

  /** `forget` at once, for an erasure made in the same step as the person's records. */
  forgetNow(person: AuditSelection): number {
    let gone = 0;
    for (const [id, stored] of this.mails) {
      if (!isPersonsMail(stored.mail, person)) continue;
      this.budget.release(stored.bytes);
      this.mails.delete(id);
      gone += 1;
    }
    return gone;
  }

  start(transport: MailTransport): void {
    this.transport = transport;
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.transport = undefined;
    await this.running;
  }

  private kick(): void {
    if (this.transport && !this.running) {
      this.running = this.sendDue().finally(() => (this.running = undefined));
    }
  }

  /**
   * Sends every queued mail that is due, one at a time; how many were sent. The worker's tick, and
   * what tests call to run the queue without waiting.
   */
  async sendDue(transport = this.transport): Promise<number> {
    if (!transport) return 0;
    let sent = 0;
    for (const stored of [...this.mails.values()]) {
      if (stored.state !== 'queued' || stored.dueAt > this.now()) continue;
      stored.attempts += 1;
      try {
        await transport.send(stored.mail);
        Object.assign(stored, { state: 'sent', sentAt: new Date(this.now()).toISOString() });
        delete stored.lastError;
        sent += 1;
      } catch (err) {
        stored.lastError = errorText(err);
        const retry = this.policy.limit - stored.retriesLeft;
        if (stored.retriesLeft > 0) {
          stored.retriesLeft -= 1;
          stored.dueAt = this.now() + retryDelayMs(retry, this.policy);
        } else {
          stored.state = 'failed';
        }
        this.logger.warn(`mail ${stored.mail.id} not sent (attempt ${stored.attempts}): ${stored.lastError}`);
      }
    }
    return sent;
  }
}

/**
 * The journal a memory store appends to: the service's outbox itself, which memory mode makes an
 * `InMemoryMailOutbox`. Anything else means the stores and the outbox disagree on the mode.
 */
export function memoryMailJournal(outbox: MailOutbox): MailJournal {
  if (!(outbox instanceof InMemoryMailOutbox)) throw new Error('memory stores need the in-memory outbox');
  return outbox;
}
