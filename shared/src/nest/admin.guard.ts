/**
 * `@UseGuards(AdminGuard)` (or `@AdminOnly()`) on an admin route: the request must carry a valid admin
 * token, and the verified admin is attached as `req.admin`.
 */
import {
  applyDecorators,
  Header,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AdminUser } from '../contracts/staff';
import { TokenVerifier } from './token-verifier';

export type AdminRequest = Request & { admin?: AdminUser };

@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly verifier: TokenVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AdminRequest>();
    req.admin = await this.verifier.fromRequest(req);
    return true;
  }
}

export const AdminOnly = () =>
  applyDecorators(
    UseGuards(AdminGuard),
    Header('Cache-Control', 'private, no-store'),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Missing, invalid or expired admin token' }),
  );
