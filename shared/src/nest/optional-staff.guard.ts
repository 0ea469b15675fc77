/**
 * "Drafts for staff": one route that is public, and the staff's view when the request asks for it (the
 * blog's and the careers' `GET ?status=...`). `@OptionalStaff(area, asksForStaffView)` on the handler:
 * - a request that asks for the staff view must carry a valid staff token (401 otherwise, missing or
 *   invalid). When the role holds `area`, the staff member is attached as `req.admin` (the handler
 *   answers the staff view, uncached); when it does not, the request goes on as a visitor's, so a
 *   recruiter opening a blog link sees the published post as anyone would, not an error.
 * - any other request is anonymous and goes through. Its token, if any, is not looked at: the web
 *   sends its token with every call and ends the session on any 401, so an expired token must not
 *   break the public pages.
 * Guards run before validation: `asksForStaffView` should only say yes to a well-formed request (see
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
import { ApiBearerAuth, ApiExtension } from '@nestjs/swagger';
import type { Request } from 'express';
import { mayAccess, type StaffArea } from '../contracts/staff';
import { type AdminRequest, STAFF_AREA_EXTENSION } from './staff.guard';
import { TokenVerifier } from './token-verifier';

/** Whether a request asks for the staff's view of the route; `example` is a query that does. */
export type AsksForStaffView = ((req: Request) => boolean) & { example: Record<string, string> };

/**
 * The OpenAPI extension of a route with a staff view: a query that asks for it, so a test can ask it
 * with every role (see checkStaffAreas in the testing helpers).
 */
export const STAFF_VIEW_EXTENSION = 'x-staff-view';

const STAFF_VIEW = Symbol('staff-view');

interface StaffView {
  area: StaffArea;
  asks: AsksForStaffView;
}

/** Asks for the staff view when the query parameter `name` is one of `values` (once, a string). */
export const queryIsOneOf = (name: string, values: readonly [string, ...string[]]): AsksForStaffView =>
  Object.assign(
    (req: Request) => {
      const value: unknown = req.query[name];
      return typeof value === 'string' && values.includes(value);
    },
    { example: { [name]: values[0] } },
  );

@Injectable()
export class OptionalStaffGuard implements CanActivate {
  constructor(
    private readonly verifier: TokenVerifier,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const view = this.reflector.get<StaffView | undefined>(STAFF_VIEW, context.getHandler());
    const req = context.switchToHttp().getRequest<AdminRequest>();
    if (view?.asks(req) !== true) return true;
    const staff = await this.verifier.fromRequest(req);
    if (mayAccess(staff.role, view.area)) req.admin = staff;
    return true;
  }
}

export const OptionalStaff = (area: StaffArea, asks: AsksForStaffView) =>
  applyDecorators(
    SetMetadata(STAFF_VIEW, { area, asks } satisfies StaffView),
    UseGuards(OptionalStaffGuard),
    ApiBearerAuth(),
    ApiExtension(STAFF_AREA_EXTENSION, area),
    ApiExtension(STAFF_VIEW_EXTENSION, { query: asks.example }),
  );
