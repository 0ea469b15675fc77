/**
 * Test support: walks a service's OpenAPI document and calls every operation that takes a bearer token
 * with a token of every staff role, so the role table is checked on the service itself, route by route.
 * An operation with a bearer token but no area (`@StaffOnly` / `@OptionalStaff`) is a problem: it would
 * let every role in.
 */
import type { INestApplication } from '@nestjs/common';
import request, { type Response } from 'supertest';
import type { App } from 'supertest/types';
import { mayAccess, STAFF_AREAS, STAFF_ROLES, type StaffArea, type StaffRole } from '../contracts/staff';
import { ERROR_CODES } from '../errors';
import { STAFF_VIEW_EXTENSION } from '../nest/optional-staff.guard';
import { STAFF_AREA_EXTENSION } from '../nest/staff.guard';
import type { TestSigner } from './token-signer';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean; schema?: { enum?: (string | number)[] } }[];
  [STAFF_AREA_EXTENSION]?: unknown;
  [STAFF_VIEW_EXTENSION]?: { query?: Record<string, string> };
}

export interface StaffRoute {
  method: Uppercase<Method>;
  path: string;
  area: StaffArea;
  /** `staff`: refused outside the area; `optional`: the public answer outside it (drafts for staff). */
  kind: 'staff' | 'optional';
}

export interface StaffAreaReport {
  routes: StaffRoute[];
  /** Calls made with a staff token: routes × roles. */
  checked: number;
  /** Every way a route answered other than the role table says, one line each; empty when all hold. */
  problems: string[];
}

export interface StaffAreaOptions {
  /** A body for `"POST /api/x"`-style keys; others are sent `{}` (a 400 still shows the guard let it by). */
  bodies?: Record<string, object>;
}

const isArea = (value: unknown): value is StaffArea =>
  typeof value === 'string' && (STAFF_AREAS as readonly string[]).includes(value);

/** The URL to call: path parameters filled with an id nothing has, required enum queries with a value. */
function urlOf(path: string, operation: Operation, extraQuery: Record<string, string>): string {
  const query = new URLSearchParams(extraQuery);
  for (const parameter of operation.parameters ?? []) {
    const first = parameter.schema?.enum?.[0];
    if (parameter.in === 'query' && parameter.required && !query.has(parameter.name) && first !== undefined) {
      query.set(parameter.name, String(first));
    }
  }
  const filled = path.replace(/\{[^}]+\}/g, 'no-such-id');
  return query.size > 0 ? `${filled}?${query.toString()}` : filled;
}

function describeAnswer(res: Response): string {
  const code = (res.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? `${res.status} ${code}` : String(res.status);
}

/**
 * Calls every bearer-token operation of the app's OpenAPI document: without a token (401), then with a
 * token of each role. A role without the route's area must get 403 AUTH.FORBIDDEN in the envelope on a
 * staff route, and no 401/403 on a route with a staff view (it gets the public answer); a role with the
 * area must get past the guard (anything but 401/403; a 400 or 404 for the dummy body or id is fine)
 * and never a 5xx.
 */
export async function checkStaffAreas(
  app: INestApplication<App>,
  signer: TestSigner,
  options: StaffAreaOptions = {},
): Promise<StaffAreaReport> {
  const server = app.getHttpServer();
  const document = (await request(server).get('/openapi.json').expect(200)).body as {
    paths: Record<string, Partial<Record<Method, Operation>>>;
  };
  const tokens = new Map<StaffRole, string>();
  for (const role of STAFF_ROLES) tokens.set(role, await signer.sign({ role }));

  const report: StaffAreaReport = { routes: [], checked: 0, problems: [] };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation?.security?.some((scheme) => 'bearer' in scheme)) continue;
      const name = `${method.toUpperCase()} ${path}`;
      const area = operation[STAFF_AREA_EXTENSION];
      if (!isArea(area)) {
        report.problems.push(
          `${name}: takes a bearer token but names no area (@StaffOnly or @OptionalStaff)`,
        );
        continue;
      }
      const view = operation[STAFF_VIEW_EXTENSION];
      const kind = view ? 'optional' : 'staff';
      report.routes.push({ method: method.toUpperCase() as Uppercase<Method>, path, area, kind });

      const url = urlOf(path, operation, view?.query ?? {});
      const body = options.bodies?.[name] ?? {};
      const call = (token?: string) => {
        const req = request(server)[method](url);
        if (token !== undefined) req.set('Authorization', `Bearer ${token}`);
        return method === 'get' || method === 'delete' ? req : req.send(body);
      };

      const anonymous = await call();
      if (anonymous.status !== 401) {
        report.problems.push(`${name}: answered ${describeAnswer(anonymous)} without a token, not 401`);
      }
      for (const role of STAFF_ROLES) {
        const res = await call(tokens.get(role));
        report.checked += 1;
        const answer = `${name} as ${role} (${area}): ${describeAnswer(res)}`;
        if (mayAccess(role, area) || kind === 'optional') {
          if (res.status === 401 || res.status === 403 || res.status >= 500) {
            report.problems.push(`${answer}, expected to pass the guard`);
          }
        } else if (
          res.status !== 403 ||
          JSON.stringify(Object.keys(res.body as object).sort()) !==
            JSON.stringify(['code', 'error', 'message', 'statusCode']) ||
          (res.body as { code?: unknown }).code !== ERROR_CODES.AUTH_FORBIDDEN
        ) {
          report.problems.push(`${answer}, expected 403 AUTH.FORBIDDEN in the envelope`);
        }
      }
    }
  }
  return report;
}

/** The routes of a report as lines of a table, for the test's output. */
export const staffRouteLines = (report: StaffAreaReport): string[] =>
  report.routes.map(
    (route) =>
      `${route.method} ${route.path} → ${route.area}${route.kind === 'optional' ? ' (staff view)' : ''}`,
  );
