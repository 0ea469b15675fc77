/**
 * Guards auth's own admin routes (me, logout). The shared TokenVerifier checks the signature, algorithm,
 * issuer, audience, expiry and the sign-out list, as in every service; this guard keeps the token's
 * `jti` and expiry on the request for the sign-out itself.
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
import { ERROR_CODES } from '@madar/shared';
import { TokenVerifier, unauthorized, type VerifiedToken } from '@madar/shared/nest';

/** The verified token of the request: its admin, `jti` and expiry. */
export type Session = VerifiedToken;

type SessionRequest = Request & { session?: Session };

@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly verifier: TokenVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<SessionRequest>();
    req.session = await this.verifier.tokenFromRequest(req);
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
