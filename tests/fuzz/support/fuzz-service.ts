/**
 * Walks every operation of a running service's OpenAPI document with generated bad requests (fast-check,
 * fixed seed), each sent twice: as a visitor (sometimes with a garbage token) and with a valid admin
 * token, so admin routes' validation is reached too. Every answer must be below 500 and, from 400 on,
 * the JSON error envelope; a write must be refused; and the service's stores must read the same after
 * each operation as before it.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import fc from 'fast-check';
import { isErrorEnvelope } from '@madar/shared';
import { type BadRequest, badRequest } from './bad-requests';
import type { Knowledge } from './bodies';
import { garbageAuthorization } from './headers';
import { listOperations, type OpenApiDocument, type Operation } from './openapi';
import { createSender, type Reply } from './send';

export interface FuzzTarget {
  name: string;
  app: INestApplication;
  /** A valid admin token (a fresh one each call where signing out would spend it). */
  adminToken(): Promise<string>;
  /** Everything the service stores, read through its stores; compared before and after each operation. */
  snapshot(): Promise<unknown>;
  /** Ids of stored records, read once before the run. */
  knowledge(): Promise<Knowledge>;
  /** `METHOD /path` of writes any request with a valid token may perform (signing out). */
  acceptsAnyInput?: string[];
  runs?: number;
  seed?: number;
}

export interface FuzzSummary {
  operations: number;
  cases: number;
  requests: number;
  serverErrors: number;
  /** How many replies had each status, to see which checks the cases reached. */
  statuses: Record<number, number>;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const DEFAULT_RUNS = 100;
const DEFAULT_SEED = 20_261_010;
/** A service's whole run; far above what it takes, so only a hang fails on time. */
export const FUZZ_TIMEOUT_MS = 300_000;

const label = (op: Operation) => `${op.method.toUpperCase()} ${op.path}`;

/** Why a reply breaks the contract, or undefined when it keeps it. */
export function replyProblem(reply: Reply, mustRefuse: boolean): string | undefined {
  if (reply.status >= 500) return `answered ${reply.status}`;
  if (mustRefuse && reply.status < 400) return `accepted a bad write with ${reply.status}`;
  if (reply.status < 400) return undefined;
  if (!reply.contentType.startsWith('application/json'))
    return `error with content type "${reply.contentType}"`;
  let body: unknown;
  try {
    body = JSON.parse(reply.text);
  } catch {
    return 'error body is not JSON';
  }
  if (!isErrorEnvelope(body) || body.statusCode !== reply.status) return 'error body is not the envelope';
  return undefined;
}

const describeReply = (req: BadRequest, reply: Reply, withToken: boolean) =>
  `${req.method} ${req.url.slice(0, 300)} (${withToken ? 'admin token' : 'no token'}, ` +
  `content-type ${req.headers['content-type'] ?? 'none'}, ${req.body?.length ?? 0} body bytes) -> ` +
  `${reply.status} ${reply.text.slice(0, 300)}`;

export async function fuzzService(target: FuzzTarget): Promise<FuzzSummary> {
  const { app } = target;
  await app.listen(0, '127.0.0.1');
  const port = (app.getHttpServer() as Server).address() as AddressInfo;
  const sender = createSender(port.port);
  const summary: FuzzSummary = { operations: 0, cases: 0, requests: 0, serverErrors: 0, statuses: {} };
  const started = { wall: Date.now(), cpu: process.cpuUsage() };
  try {
    const document = JSON.parse(
      (await sender.send({ method: 'GET', url: '/openapi.json', headers: {} })).text,
    ) as OpenApiDocument;
    const known = await target.knowledge();
    for (const [index, op] of listOperations(document).entries()) {
      summary.operations += 1;
      const anyInput = target.acceptsAnyInput?.includes(label(op)) ?? false;
      const before = await target.snapshot();
      const property = fc.asyncProperty(
        badRequest(op, known),
        fc.option(garbageAuthorization, { freq: 3 }),
        async (req, garbage) => {
          summary.cases += 1;
          const visitor =
            garbage === null ? req : { ...req, headers: { ...req.headers, authorization: garbage } };
          const admin = {
            ...req,
            headers: { ...req.headers, authorization: `Bearer ${await target.adminToken()}` },
          };
          for (const [sent, withToken] of [
            [visitor, false],
            [admin, true],
          ] as const) {
            const reply = await sender.send(sent);
            summary.requests += 1;
            summary.statuses[reply.status] = (summary.statuses[reply.status] ?? 0) + 1;
            if (reply.status >= 500) summary.serverErrors += 1;
            const mustRefuse = WRITES.has(sent.method) && !(withToken && anyInput);
            const problem = replyProblem(reply, mustRefuse);
            if (problem) throw new Error(`${problem}: ${describeReply(sent, reply, withToken)}`);
          }
        },
      );
      // A seed of its own per operation, fixed so a failure replays; fast-check shrinks it to a minimal case.
      const seed = (target.seed ?? DEFAULT_SEED) + index;
      await fc.assert(property, { numRuns: target.runs ?? DEFAULT_RUNS, seed });
      // The operation is part of the compared value, so a difference names it.
      expect({ operation: label(op), stores: await target.snapshot() }).toEqual({
        operation: label(op),
        stores: before,
      });
    }
  } finally {
    sender.close();
    const cpu = process.cpuUsage(started.cpu);
    console.log(
      `[fuzz] ${target.name}: ${summary.operations} operations, ${summary.cases} fuzz cases ` +
        `(${summary.requests} requests), 5xx seen: ${summary.serverErrors} ` +
        `[${Date.now() - started.wall} ms, ${Math.round((cpu.user + cpu.system) / 1000)} ms CPU]; ` +
        `statuses ${JSON.stringify(summary.statuses)}`,
    );
  }
  return summary;
}
