/**
 * JSON logs (pino) for every service: one line per request with its status and time, secrets redacted,
 * health probes left out so they do not drown the log.
 */
import { type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';

export function createLoggerModule(service: string, level: string): DynamicModule {
  return LoggerModule.forRoot({
    pinoHttp: {
      name: service,
      level,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // Liveness and readiness probes (every few seconds from compose and Kubernetes) are not logged.
      autoLogging: { ignore: (req) => req.url === '/health' || req.url === '/health/ready' },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    },
  });
}
