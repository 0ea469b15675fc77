/**
 * JSON logs (pino) for every service: one line per request with its status and time, secrets redacted,
 * health probes and scrapes left out so they do not drown the log, and the request id (the gateway's
 * X-Request-Id) in every line written while a request is handled.
 */
import { type DynamicModule } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { currentRequestId } from '../metrics/request-context';
import { acceptRequestId, REQUEST_ID_HEADER } from '../metrics/request-id';

const UNLOGGED_PATHS = new Set(['/health', '/health/ready', '/metrics']);

/** `destination` defaults to stdout; tests pass a stream to read the lines back. */
export function createLoggerModule(
  service: string,
  level: string,
  destination?: DestinationStream,
): DynamicModule {
  const options = {
    name: service,
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    // Liveness and readiness probes and Prometheus's scrapes (every few seconds) are not logged.
    autoLogging: { ignore: (req: { url?: string }) => UNLOGGED_PATHS.has(req.url ?? '') },
    // The request line's `req.id` is the request id (configureService has already accepted or replaced
    // the gateway's by then; a logger used alone checks it here).
    genReqId: (req: IncomingMessage) => acceptRequestId(req.headers[REQUEST_ID_HEADER]),
    // Every line written inside a request (the request line, the error filter's, a store's warning)
    // carries its id, read from the request's async context (metrics/request-context.ts).
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    customLogLevel: (_req: unknown, res: { statusCode: number }, err?: Error) =>
      err || res.statusCode >= 500 ? ('error' as const) : ('info' as const),
  };
  return LoggerModule.forRoot({ pinoHttp: destination ? [options, destination] : options });
}
