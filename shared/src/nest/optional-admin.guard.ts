/**
 * "Drafts for admins": one route that is public, and the admin's when the request asks for it (the
 * blog's and the careers' `GET ?status=...`). `@OptionalAdmin(asksForAdmin)` on the handler:
 * - a request that asks for the admin view must carry a valid admin token (401 otherwise, missing or
 *   invalid), and the verified admin is attached as `req.admin` (the handler answers it uncached);
 * - any other request is anonymous and goes through. Its token, if any, is not looked at: the web
 *   sends its token with every call and ends the session on any 401, so an expired token must not
 *   break the public pages.
 * Guards run before validation: `asksForAdmin` should only say yes to a well-formed request (see
 * `queryIsOneOf`), so a malformed one still gets its 400 rather than a 401.
 */
import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AdminRequest } from './admin.guard';
import { TokenVerifier } from './token-verifier';

/** Whether a request asks for the admin's view of the route. */
export type AsksForAdmin = (req: Request) => boolean;

const ASKS_FOR_ADMIN = Symbol('asks-for-admin');

/** Asks for the admin view when the query parameter `name` is one of `values` (once, a string). */
export const queryIsOneOf =
  (name: string, values: readonly string[]): AsksForAdmin =>
  (req) => {
    const value: unknown = req.query[name];
    return typeof value === 'string' && values.includes(value);
  };

@Injectable()
export class OptionalAdminGuard implements CanActivate {
  constructor(
    private readonly verifier: TokenVerifier,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const asksForAdmin = this.reflector.get<AsksForAdmin | undefined>(ASKS_FOR_ADMIN, context.getHandler());
    const req = context.switchToHttp().getRequest<AdminRequest>();
    if (asksForAdmin?.(req) === true) req.admin = await this.verifier.fromRequest(req);
    return true;
  }
}

export const OptionalAdmin = (asksForAdmin: AsksForAdmin) =>
  applyDecorators(SetMetadata(ASKS_FOR_ADMIN, asksForAdmin), UseGuards(OptionalAdminGuard), ApiBearerAuth());
