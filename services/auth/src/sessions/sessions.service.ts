/**
 * Sessions: a token issued at sign-in is recorded, listed to its owner, and signed out one at a time
 * or all at once. Signing out puts the jti on the sign-out list every service checks (RevocationList:
 * Redis in durable mode, read at each request; auth's memory in the demo, where the other services
 * re-ask about a token at most every REVOCATION_RECHECK_MS), so a signed-out token is refused
 * everywhere within seconds.
 */
import { Injectable } from '@nestjs/common';
import type { AdminUser, StaffSession } from '@madar/shared';
import { Clock, RevocationList } from '@madar/shared/nest';
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

  /** Issues a token for `user` and records it as a session. */
  async open(user: AdminUser, rememberMe: boolean, client: ClientInfo): Promise<IssuedToken> {
    const issued = await this.tokens.issue(user, rememberMe);
    await this.store.add({
      id: issued.jti,
      accountId: user.id,
      issuedAt: new Date(issued.issuedAt * 1000).toISOString(),
      expiresAt: new Date(issued.expiresAt * 1000).toISOString(),
      ...(client.userAgent ? { userAgent: client.userAgent.slice(0, USER_AGENT_MAX) } : {}),
      ...(client.address ? { address: client.address } : {}),
    });
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

  /** Signs one token out (the sign-out list first: that is what every service checks). */
  async signOut(jti: string, expiresAt: number): Promise<void> {
    await this.revocations.revoke(jti, expiresAt);
    await this.store.remove([jti]);
  }

  /** Signs out every live session of the account, except `keep` (the request's own, on a password change). */
  async signOutAll(accountId: string, keep?: string): Promise<number> {
    const sessions = (await this.store.live(accountId, this.now())).filter((s) => s.id !== keep);
    await this.revokeAll(sessions);
    return sessions.length;
  }

  private async revokeAll(sessions: readonly SessionRecord[]): Promise<void> {
    await Promise.all(sessions.map((s) => this.revocations.revoke(s.id, toSeconds(s.expiresAt))));
    await this.store.remove(sessions.map((s) => s.id));
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}
