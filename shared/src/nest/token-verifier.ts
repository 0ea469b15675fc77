/**
 * Verifies admin bearer tokens against the public keys auth publishes (JWKS). The algorithm, issuer,
 * audience and expiry are pinned, so a token signed with another algorithm (`none`, HS256 with the
 * public key as secret) or for another audience is refused. Keys are cached; a token whose `kid` is
 * unknown makes jose fetch the set again (at most once per cooldown), which is how a key rotation
 * in auth reaches the other services.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { type AdminUser, STAFF_ROLES, type StaffRole } from '../contracts/staff';
import { ERROR_CODES } from '../errors';
import { unauthorized } from './app-error';
import { authUnavailable, RevocationList } from './revocations';

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
  /**
   * Where signed-out tokens are looked up. Defaults to Redis when the service has one (REDIS_CLIENT),
   * else auth's list over HTTP next to `jwksUrl`; auth builds its own (TokenVerificationModule's `ownList`).
   */
  revocations?: RevocationList;
  /**
   * The longest lifetime a token may have (`exp - iat`), in seconds: at least auth's remember-me
   * lifetime. A token claiming more (a century) was not issued by auth. Default 7 days.
   */
  maxLifetimeSeconds?: number;
}

/** The default maximum token lifetime: auth's default remember-me lifetime. */
export const DEFAULT_MAX_TOKEN_LIFETIME_SECONDS = 7 * 24 * 3600;
/** Clock difference tolerated between auth and a verifier when checking `iat` and `exp`. */
export const TOKEN_CLOCK_SKEW_SECONDS = 60;
/** How long fetched public keys are trusted: a key auth retired stops working everywhere within it. */
export const KEY_CACHE_MAX_AGE_MS = 60_000;

/** Errors that say "this token is not valid"; anything else is a failure to check it. */
function isTokenRejection(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return error instanceof InvalidClaims;
  return !(error instanceof errors.JWKSTimeout) && error.code !== 'ERR_JWKS_INVALID';
}

class InvalidClaims extends Error {}

const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/**
 * The staff member a token names. Every claim is required: a token of the single shared admin (role
 * `admin`, the email as `sub`) predates accounts and names nobody, so it is refused rather than read
 * with a guessed role.
 */
function staffMemberOf(payload: JWTPayload): AdminUser {
  const { sub, email, name, role } = payload;
  if (typeof sub !== 'string' || sub === '') throw new InvalidClaims('no account id');
  if (typeof email !== 'string' || email === '') throw new InvalidClaims('no email');
  if (typeof name !== 'string') throw new InvalidClaims('no name');
  if (!isStaffRole(role)) throw new InvalidClaims('not a staff role');
  return { id: sub, email, name, role };
}

const invalidToken = () => unauthorized(ERROR_CODES.AUTH_TOKEN_INVALID, 'Invalid or expired token');

export const TOKEN_VERIFICATION_OPTIONS = Symbol('TOKEN_VERIFICATION_OPTIONS');

/** What a verified token says: whose it is, and what identifies it until when. */
export interface VerifiedToken {
  admin: AdminUser;
  jti: string;
  /** Seconds since the epoch, as in `exp`. */
  expiresAt: number;
}

export function bearerToken(req: Pick<Request, 'headers'>): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

@Injectable()
export class TokenVerifier {
  private readonly keys: JWTVerifyGetKey;

  constructor(
    @Inject(TOKEN_VERIFICATION_OPTIONS) private readonly options: TokenVerificationOptions,
    private readonly revocations: RevocationList,
  ) {
    this.keys =
      options.keySource ??
      createRemoteJWKSet(new URL(options.jwksUrl), {
        cacheMaxAge: KEY_CACHE_MAX_AGE_MS,
        cooldownDuration: options.refetchCooldownMs ?? 30_000,
        timeoutDuration: 5_000,
      });
  }

  /**
   * The staff member a token belongs to; throws a 401 AppError when it is not a valid token of ours
   * (wrong key or algorithm, expired, no `jti`/`sub`/`iat`/`email`/`name`, a role other than the
   * four staff roles, issued in the future, living longer than the maximum, signed out), and a 503 when the keys or the sign-out list cannot be reached to tell.
   */
  async verify(token: string): Promise<AdminUser> {
    return (await this.verifyToken(token)).admin;
  }

  /** As `verify`, with the token's `jti` and expiry (auth's sign-out needs them). */
  async verifyToken(token: string): Promise<VerifiedToken> {
    const verified = await this.verifySignature(token);
    if (await this.revocations.isRevoked(verified.jti, verified.expiresAt)) throw invalidToken();
    return verified;
  }

  private async verifySignature(token: string): Promise<VerifiedToken> {
    const maxLifetime = this.options.maxLifetimeSeconds ?? DEFAULT_MAX_TOKEN_LIFETIME_SECONDS;
    try {
      const { payload } = await jwtVerify(token, this.keys, {
        algorithms: [TOKEN_ALGORITHM],
        issuer: this.options.issuer,
        audience: this.options.audience,
        requiredClaims: ['exp', 'iat', 'sub', 'jti'],
        // jose refuses an `iat` in the future (beyond the tolerance) once a maximum age is set.
        maxTokenAge: maxLifetime + TOKEN_CLOCK_SKEW_SECONDS,
        clockTolerance: TOKEN_CLOCK_SKEW_SECONDS,
      });
      const { exp, iat, jti } = payload;
      if (typeof jti !== 'string' || jti === '') throw new InvalidClaims('no jti');
      if (typeof exp !== 'number' || typeof iat !== 'number' || exp - iat > maxLifetime) {
        throw new InvalidClaims('lifetime over the maximum');
      }
      return { admin: staffMemberOf(payload), jti, expiresAt: exp };
    } catch (error) {
      if (!isTokenRejection(error)) throw authUnavailable(); // The key set could not be fetched.
      throw invalidToken();
    }
  }

  /** The admin of a request, or a 401 when the request carries no valid bearer token. */
  async fromRequest(req: Pick<Request, 'headers'>): Promise<AdminUser> {
    return (await this.tokenFromRequest(req)).admin;
  }

  /** As `fromRequest`, with the token's `jti` and expiry. */
  tokenFromRequest(req: Pick<Request, 'headers'>): Promise<VerifiedToken> {
    const token = bearerToken(req);
    if (!token) throw unauthorized(ERROR_CODES.AUTH_TOKEN_MISSING, 'Authentication required');
    return this.verifyToken(token);
  }
}
