/**
 * Guards auth's own staff routes. The shared TokenVerifier checks the signature, algorithm, issuer,
 * audience, expiry and the sign-out list, as in every service; this guard keeps the token's `jti` and
 * expiry on the request for the sign-out itself. OwnerGuard lets only a role holding the `accounts` area
 * (owners, in the role table of the staff contract) through: the account routes are auth's own area, decided here from the verified token's role (a change of role signs the
 * account's tokens out, so a token never carries a role the account no longer has).
 */
import {
  applyDecorators,
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { ERROR_CODES, mayAccess } from '@madar/shared';
import { AppError, TokenVerifier, unauthorized, type VerifiedToken } from '@madar/shared/nest';

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

@Injectable()
export class OwnerGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const session = context.switchToHttp().getRequest<SessionRequest>().session;
    if (!session || !mayAccess(session.admin.role, 'accounts')) {
      throw new AppError(403, ERROR_CODES.AUTH_FORBIDDEN, 'Only an owner may manage accounts');
    }
    return true;
  }
}

/** A staff route of auth: a valid, not signed-out token is required. */
export const SessionRequired = () =>
  applyDecorators(
    UseGuards(SessionGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Missing, invalid, expired or signed-out token' }),
  );

/** An owner's route: accounts and other people's sessions. */
export const OwnerOnly = () =>
  applyDecorators(
    UseGuards(SessionGuard, OwnerGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Missing, invalid, expired or signed-out token' }),
    ApiForbiddenResponse({ description: 'The signed-in staff member is not an owner (AUTH.FORBIDDEN)' }),
  );

/** The session SessionGuard attached to the request. */
export const CurrentSession = createParamDecorator((_data: unknown, context: ExecutionContext): Session => {
  const session = context.switchToHttp().getRequest<SessionRequest>().session;
  if (!session) throw unauthorized(ERROR_CODES.AUTH_TOKEN_MISSING, 'Authentication required');
  return session;
});
