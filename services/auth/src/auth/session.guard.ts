/**
 * Guards auth's own admin routes (me, logout). The shared TokenVerifier checks the signature, algorithm,
 * issuer, audience and expiry; on top of it this guard refuses tokens that were signed out, which only
 * auth can know.
 */
import {
  applyDecorators,
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { decodeJwt } from 'jose';
import type { AdminUser } from '@madar/shared';
import { ERROR_CODES } from '@madar/shared';
import { bearerToken, TokenVerifier, unauthorized } from '@madar/shared/nest';
import { RevokedTokens } from './revoked-tokens';

export interface Session {
  admin: AdminUser;
  jti: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

type SessionRequest = Request & { session?: Session };

@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly verifier: TokenVerifier,
    private readonly revoked: RevokedTokens,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<SessionRequest>();
    const admin = await this.verifier.fromRequest(req);
    // The token was verified just above, so reading its claims without a second check is safe.
    const { jti, exp } = decodeJwt(bearerToken(req) ?? '');
    if (typeof jti !== 'string' || typeof exp !== 'number' || this.revoked.isRevoked(jti)) {
      throw unauthorized(ERROR_CODES.AUTH_TOKEN_INVALID, 'Invalid or expired token');
    }
    req.session = { admin, jti, expiresAt: exp };
    return true;
  }
}

/** An admin route of auth: a valid, not signed-out token is required. */
export const SessionRequired = () =>
  applyDecorators(
    UseGuards(SessionGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Missing, invalid, expired or signed-out token' }),
  );

/** The session SessionGuard attached to the request. */
export const CurrentSession = createParamDecorator((_data: unknown, context: ExecutionContext): Session => {
  const session = context.switchToHttp().getRequest<SessionRequest>().session;
  if (!session) throw unauthorized(ERROR_CODES.AUTH_TOKEN_MISSING, 'Authentication required');
  return session;
});
