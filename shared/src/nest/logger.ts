/**
 * JSON logs (pino) for every service: one line per request with its status and time, secrets redacted,
 * health probes left out so they do not drown the log.
 */
import { type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';

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
    // Liveness and readiness probes (every few seconds from compose and Kubernetes) are not logged.
    autoLogging: { ignore: (req: { url?: string }) => req.url === '/health' || req.url === '/health/ready' },
    customLogLevel: (_req: unknown, res: { statusCode: number }, err?: Error) =>
      err || res.statusCode >= 500 ? ('error' as const) : ('info' as const),
  };
  return LoggerModule.forRoot({ pinoHttp: destination ? [options, destination] : options });
}
