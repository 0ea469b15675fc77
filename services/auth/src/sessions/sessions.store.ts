/**
 * Every token auth issues, recorded as a session (its jti, whose it is, when it ends, from which
 * browser and address), so a person can see where they are signed in and every token of an account
 * can be signed out at once. A row goes when its token is signed out or has expired. Memory and
 * PostgreSQL implement the port; one contract suite runs against both. A sign-in's and a sign-out's
 * audit entry is written with the session's row: both happen or neither does.
 */
import { type AuditJournal, InMemoryAuditLog, type NewAuditEntry, settle } from '@madar/shared/data';

export interface SessionRecord {
  /** The token's jti. */
  id: string;
  accountId: string;
  issuedAt: string;
  expiresAt: string;
  userAgent?: string;
  address?: string;
}

/** Longest user agent kept: enough to tell browsers apart, bounded whatever a client sends. */
export const USER_AGENT_MAX = 300;

export abstract class SessionStore {
  /** Records a new session, and forgets those expired by its issue time; `audit`: the sign-in's entry. */
  abstract add(session: SessionRecord, audit?: NewAuditEntry): Promise<void>;
  /** The account's sessions not expired at `now`, newest first. */
  abstract live(accountId: string, now: string): Promise<SessionRecord[]>;
  /** `audit`: the sign-out's entry, written even when no row was left (a token issued before sessions were kept). */
  abstract remove(ids: readonly string[], audit?: NewAuditEntry): Promise<void>;
}

const newestFirst = (a: SessionRecord, b: SessionRecord) =>
  b.issuedAt.localeCompare(a.issuedAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** Sessions in this process (memory mode); an entry is appended first, so one that fails changes nothing. */
export class InMemorySessionStore extends SessionStore {
  private readonly sessions = new Map<string, SessionRecord>();

  constructor(private readonly journal: AuditJournal = new InMemoryAuditLog()) {
    super();
  }

  add(session: SessionRecord, audit?: NewAuditEntry): Promise<void> {
    return settle(() => {
      if (audit) this.journal.append(audit);
      const now = Date.parse(session.issuedAt);
      for (const [id, s] of this.sessions) if (Date.parse(s.expiresAt) <= now) this.sessions.delete(id);
      this.sessions.set(session.id, { ...session });
    });
  }

  live(accountId: string, now: string): Promise<SessionRecord[]> {
    const at = Date.parse(now);
    const found = [...this.sessions.values()]
      .filter((s) => s.accountId === accountId && Date.parse(s.expiresAt) > at)
      .map((s) => ({ ...s }))
      .sort(newestFirst);
    return Promise.resolve(found);
  }

  remove(ids: readonly string[], audit?: NewAuditEntry): Promise<void> {
    return settle(() => {
      if (audit) this.journal.append(audit);
      for (const id of ids) this.sessions.delete(id);
    });
  }

  get size(): number {
    return this.sessions.size;
  }
}
