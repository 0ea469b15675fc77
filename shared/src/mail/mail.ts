/**
 * What the outbox holds and how hard it tries: a mail is written, fully rendered, in the same
 * transaction as the record that caused it (a brief, a contact message, an application), then sent by a
 * worker that retries with exponential backoff for more than a day before it calls the mail failed.
 */
import type { Language } from '../languages';
import type { MailPurpose, MailRecordType } from '../contracts/mail';

/** The record a mail belongs to, by the audit log's names. */
export interface MailRecordRef {
  type: MailRecordType;
  id: string;
}

/** A mail as it leaves the outbox: what the transport needs. */
export interface MailMessage {
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** A stable Message-ID seed, so a mail sent twice (a crash after the server took it) reads as one. */
  id: string;
  /**
   * Extra headers, kept with the mail in the outbox: a newsletter mail's List-Unsubscribe and
   * List-Unsubscribe-Post (RFC 8058), which mail clients turn into their own unsubscribe button.
   */
  headers?: Record<string, string>;
  /** The language it is written in: an Arabic mail names its sender in Arabic too (transport.ts). */
  language?: Language;
}

/** A mail as a store writes it into the outbox with its record. */
export interface OutgoingMail extends MailMessage {
  record: MailRecordRef;
  purpose: MailPurpose;
  language: Language;
}

/**
 * The retry policy of both queues (pg-boss in durable mode, the in-process queue in memory mode).
 * pg-boss waits between half and all of `delay · 2^n` seconds before retry n (capped at `delayMax`),
 * so even at the short end 40 retries span more than a day: about 1.1 h doubling up to the cap, then
 * 33 retries at least an hour apart. `expire` is how long one attempt may run before it counts as
 * failed (a worker killed mid-send leaves its job to be retried, never lost).
 */
export const MAIL_RETRY = {
  limit: 40,
  delaySeconds: 60,
  delayMaxSeconds: 3600,
  expireSeconds: 120,
} as const;

export type MailRetryPolicy = { [K in keyof typeof MAIL_RETRY]: number };

/** The wait before retry `retryCount` (0 for the first retry): the upper end of pg-boss's. */
export function retryDelayMs(retryCount: number, policy: MailRetryPolicy = MAIL_RETRY): number {
  const seconds = Math.min(policy.delayMaxSeconds, policy.delaySeconds * 2 ** Math.min(16, retryCount));
  return seconds * 1000;
}

/** The shortest total wait over every retry pg-boss may choose (half of each doubled delay, capped). */
export function shortestRetrySpanMs(policy: MailRetryPolicy = MAIL_RETRY): number {
  let total = 0;
  for (let n = 0; n < policy.limit; n += 1) {
    total += Math.min(policy.delayMaxSeconds, (policy.delaySeconds * 2 ** Math.min(16, n)) / 2) * 1000;
  }
  return total;
}

/** The error text staff see: one line, bounded (a mail server's reply can be long). */
export function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.replace(/\s+/g, ' ').trim().slice(0, 500) || 'unknown error';
}
