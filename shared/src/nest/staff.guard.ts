/**
 * `@StaffOnly(area)` on an admin route: the request must carry a valid staff token (401 otherwise) whose
 * role holds `area` in the role table (403 AUTH.FORBIDDEN otherwise); the verified staff member is
 * attached as `req.admin`. The service that owns the data decides, so hiding a screen in the panel is
 * never what keeps a role out.
 */
import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Header,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth, ApiExtension, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { type AdminUser, mayAccess, type StaffArea } from '../contracts/staff';
import { ERROR_CODES } from '../errors';
import { ErrorEnvelopeDto } from './api-models.dto';
import { AppError } from './app-error';
import { TokenVerifier } from './token-verifier';

export type AdminRequest = Request & { admin?: AdminUser };

const STAFF_AREA = Symbol('staff-area');

/**
 * The OpenAPI extension naming an operation's area, so a test can walk every staff route of a service's
 * document with every role (see checkStaffAreas in the testing helpers).
 */
export const STAFF_AREA_EXTENSION = 'x-staff-area';

const forbidden = (area: StaffArea) =>
  new AppError(403, ERROR_CODES.AUTH_FORBIDDEN, `This role may not use the ${area} area`);

@Injectable()
export class StaffGuard implements CanActivate {
  constructor(
    private readonly verifier: TokenVerifier,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const area = this.reflector.get<StaffArea | undefined>(STAFF_AREA, context.getHandler());
    // A guard without an area would let every role in: refuse to serve rather than guess.
    if (area === undefined) throw new Error('StaffGuard on a handler without @StaffOnly(area)');
    const req = context.switchToHttp().getRequest<AdminRequest>();
    const admin = await this.verifier.fromRequest(req);
    if (!mayAccess(admin.role, area)) throw forbidden(area);
    req.admin = admin;
    return true;
  }
}

export const StaffOnly = (area: StaffArea) =>
  applyDecorators(
    SetMetadata(STAFF_AREA, area),
    UseGuards(StaffGuard),
    Header('Cache-Control', 'private, no-store'),
    ApiBearerAuth(),
    ApiExtension(STAFF_AREA_EXTENSION, area),
    ApiUnauthorizedResponse({
      type: ErrorEnvelopeDto,
      description: 'AUTH.TOKEN_MISSING or AUTH.TOKEN_INVALID: missing, invalid or expired staff token',
    }),
    ApiForbiddenResponse({
      type: ErrorEnvelopeDto,
      description: `AUTH.FORBIDDEN: the staff member's role does not hold the ${area} area`,
    }),
  );
