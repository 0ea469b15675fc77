/**
 * Sessions: a token issued at sign-in is recorded, listed to its owner, and signed out one at a time
 * or all at once. Signing out puts the jti on the sign-out list every service checks (RevocationList:
 * auth's `revoked_tokens` table copied to Redis in durable mode, read at each request; auth's memory in
 * the demo, where the other services re-ask about a token at most every REVOCATION_RECHECK_MS), so a
 * signed-out token is refused everywhere within seconds. A sign-in is audited with its session's row, a
 * sign-out someone asked for with the removal of its rows (the sign-out list is written first, so a
 * failed audit leaves the token refused, never a sign-out recorded that did not happen).
 */
import { Injectable } from '@nestjs/common';
import type { AdminUser, StaffSession } from '@madar/shared';
import { type AuditSource, auditStamp, Clock, RevocationList } from '@madar/shared/nest';
import { signInEntry, type SignInMethod, signOutEntry } from '../audit/auth-audit';
import { TokenService, type IssuedToken } from '../auth/token.service';
import { type SessionRecord, SessionStore, USER_AGENT_MAX } from './sessions.store';

/** Where a sign-in came from, as the request tells it. */
export interface ClientInfo {
  userAgent?: string;
  address?: string;
}

const toSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

@Injectable()
export class SessionsService {
  constructor(
    private readonly store: SessionStore,
    private readonly tokens: TokenService,
    private readonly revocations: RevocationList,
    private readonly clock: Clock,
  ) {}

  /** Issues a token for `user` and records it as a session, audited as the sign-in `method` finished. */
  async open(
    user: AdminUser,
    rememberMe: boolean,
    client: ClientInfo,
    method: SignInMethod,
  ): Promise<IssuedToken> {
    const issued = await this.tokens.issue(user, rememberMe);
    const userAgent = client.userAgent?.slice(0, USER_AGENT_MAX) || undefined;
    const stamp = auditStamp(
      { actor: { id: user.id, email: user.email }, address: client.address ?? '' },
      this.clock,
    );
    await this.store.add(
      {
        id: issued.jti,
        accountId: user.id,
        issuedAt: new Date(issued.issuedAt * 1000).toISOString(),
        expiresAt: new Date(issued.expiresAt * 1000).toISOString(),
        ...(userAgent ? { userAgent } : {}),
        ...(client.address ? { address: client.address } : {}),
      },
      signInEntry(stamp, user.id, { method, rememberMe, ...(userAgent ? { userAgent } : {}) }),
    );
    return issued;
  }

  async list(accountId: string, currentJti?: string): Promise<StaffSession[]> {
    const sessions = await this.store.live(accountId, this.now());
    return sessions.map(({ id, issuedAt, expiresAt, userAgent, address }) => ({
      id,
      issuedAt,
      expiresAt,
      ...(userAgent !== undefined ? { userAgent } : {}),
      ...(address !== undefined ? { address } : {}),
      ...(currentJti !== undefined ? { current: id === currentJti } : {}),
    }));
  }

  /**
   * Signs one token out (the sign-out list first: that is what every service checks); with `by`, the
   * person's own sign-out, audited.
   */
  async signOut(jti: string, expiresAt: number, by?: AuditSource): Promise<void> {
    await this.revocations.revoke(jti, expiresAt);
    const audit = by && signOutEntry(auditStamp(by, this.clock), by.actor.id, 'this_session', 1);
    await this.store.remove([jti], audit);
  }

  /**
   * Signs out every live session of the account, except `keep` (the request's own, on a password
   * change). With `by`, audited as a sign-out everywhere by that person; without, it follows a change
   * audited on its own (a new role, disabling, deleting, a new password).
   */
  async signOutAll(accountId: string, options: { keep?: string; by?: AuditSource } = {}): Promise<number> {
    const sessions = (await this.store.live(accountId, this.now())).filter((s) => s.id !== options.keep);
    await Promise.all(sessions.map((s) => this.revocations.revoke(s.id, toSeconds(s.expiresAt))));
    const audit =
      options.by &&
      signOutEntry(auditStamp(options.by, this.clock), accountId, 'everywhere', sessions.length);
    await this.store.remove(
      sessions.map((s: SessionRecord) => s.id),
      audit,
    );
    return sessions.length;
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}
