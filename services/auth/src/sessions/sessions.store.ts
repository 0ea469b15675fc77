/**
 * Every token auth issues, recorded as a session (its jti, whose it is, when it ends, from which
 * browser and address), so a person can see where they are signed in and every token of an account
 * can be signed out at once. A row goes when its token is signed out or has expired. Memory and
 * PostgreSQL implement the port; one contract suite runs against both.
 */
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
  /** Records a new session, and forgets those expired by its issue time. */
  abstract add(session: SessionRecord): Promise<void>;
  /** The account's sessions not expired at `now`, newest first. */
  abstract live(accountId: string, now: string): Promise<SessionRecord[]>;
  abstract remove(ids: readonly string[]): Promise<void>;
}

const newestFirst = (a: SessionRecord, b: SessionRecord) =>
  b.issuedAt.localeCompare(a.issuedAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** Sessions in this process (memory mode). */
export class InMemorySessionStore extends SessionStore {
  private readonly sessions = new Map<string, SessionRecord>();

  add(session: SessionRecord): Promise<void> {
    const now = Date.parse(session.issuedAt);
    for (const [id, s] of this.sessions) if (Date.parse(s.expiresAt) <= now) this.sessions.delete(id);
    this.sessions.set(session.id, { ...session });
    return Promise.resolve();
  }

  live(accountId: string, now: string): Promise<SessionRecord[]> {
    const at = Date.parse(now);
    const found = [...this.sessions.values()]
      .filter((s) => s.accountId === accountId && Date.parse(s.expiresAt) > at)
      .map((s) => ({ ...s }))
      .sort(newestFirst);
    return Promise.resolve(found);
  }

  remove(ids: readonly string[]): Promise<void> {
    for (const id of ids) this.sessions.delete(id);
    return Promise.resolve();
  }

  get size(): number {
    return this.sessions.size;
  }
}
