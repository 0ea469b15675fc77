/**
 * Verifies admin bearer tokens against the public keys auth publishes (JWKS). The algorithm, issuer,
 * audience and expiry are pinned, so a token signed with another algorithm (`none`, HS256 with the
 * public key as secret) or for another audience is refused. Keys are cached; a token whose `kid` is
 * unknown makes jose fetch the set again (at most once per cooldown), which is how a key rotation
 * in auth reaches the other services.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { AdminUser } from '../entities';
import { ERROR_CODES } from '../errors';
import { unauthorized } from './app-error';

/** The one signing algorithm of the system. */
export const TOKEN_ALGORITHM = 'EdDSA';

export interface TokenVerificationOptions {
  jwksUrl: string;
  issuer: string;
  audience: string;
  /** Minimum time between two fetches of the key set (a token with an unknown `kid` triggers one). */
  refetchCooldownMs?: number;
  /** Injected key source for tests; defaults to the remote JWKS at `jwksUrl`. */
  keySource?: JWTVerifyGetKey;
}

export const TOKEN_VERIFICATION_OPTIONS = Symbol('TOKEN_VERIFICATION_OPTIONS');

export function bearerToken(req: Pick<Request, 'headers'>): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

@Injectable()
export class TokenVerifier {
  private readonly keys: JWTVerifyGetKey;

  constructor(@Inject(TOKEN_VERIFICATION_OPTIONS) private readonly options: TokenVerificationOptions) {
    this.keys =
      options.keySource ??
      createRemoteJWKSet(new URL(options.jwksUrl), {
        cacheMaxAge: 10 * 60_000,
        cooldownDuration: options.refetchCooldownMs ?? 30_000,
        timeoutDuration: 5_000,
      });
  }

  /** The admin a token belongs to; throws a 401 AppError when it is not a valid token of ours. */
  async verify(token: string): Promise<AdminUser> {
    try {
      const { payload } = await jwtVerify(token, this.keys, {
        algorithms: [TOKEN_ALGORITHM],
        issuer: this.options.issuer,
        audience: this.options.audience,
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      if (payload.role !== 'admin' || typeof payload.sub !== 'string') throw new Error('not an admin token');
      return { email: payload.sub, role: 'admin' };
    } catch {
      throw unauthorized(ERROR_CODES.AUTH_TOKEN_INVALID, 'Invalid or expired token');
    }
  }

  /** The admin of a request, or a 401 when the request carries no valid bearer token. */
  async fromRequest(req: Pick<Request, 'headers'>): Promise<AdminUser> {
    const token = bearerToken(req);
    if (!token) throw unauthorized(ERROR_CODES.AUTH_TOKEN_MISSING, 'Authentication required');
    return this.verify(token);
  }
}
