/**
 * How every service is put together and started, so the four behave alike: the envelope filter,
 * strict validation, simulated latency, JSON logs, the OpenAPI document at `/openapi.json`, the client
 * address taken from the gateway, the request id and Prometheus metrics at `/metrics`, and a graceful
 * stop on SIGTERM.
 */
import { type DynamicModule, type INestApplication, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { Logger } from 'nestjs-pino';
import { ERROR_CODES } from '../errors';
import { attachServiceMetrics } from '../metrics/attach';
import type { LatencySettings } from '../node/latency';
import { AppError } from './app-error';
import { GlobalErrorFilter } from './error.filter';
import { LatencyInterceptor } from './latency.interceptor';
import { refuseMalformedShapes } from './request-shape';
import { createValidationPipe } from './validation';

export interface ServiceOptions {
  /** Short name: auth, content, recruitment or inquiries. */
  name: string;
  description: string;
  latency: LatencySettings;
  /** How many proxies (the gateway) stand before the service; their X-Forwarded-For is trusted. */
  trustProxyHops?: number;
}

/**
 * Nest 12 (as 11) turns body-parser's JSON syntax errors into a bare BadRequestException, losing their type;
 * this handler, placed right after the JSON parser, keeps them recognisable as malformed JSON.
 */
function markMalformedJson(err: unknown, _req: Request, _res: Response, next: NextFunction): void {
  const type = typeof err === 'object' && err !== null ? (err as { type?: unknown }).type : undefined;
  next(
    type === 'entity.parse.failed'
      ? new AppError(400, ERROR_CODES.MALFORMED_JSON, 'The request body is not valid JSON')
      : err,
  );
}

/** Applies the common behaviour to an app; tests call it too, so they exercise what production runs. */
export function configureService(app: INestApplication, options: ServiceOptions): OpenAPIObject {
  const express = app as NestExpressApplication;
  // First, so everything after runs inside the request's id and is timed, malformed bodies included.
  attachServiceMetrics(app);
  express.set('trust proxy', options.trustProxyHops ?? 1);
  express.disable('x-powered-by');
  // Registered before init, so Nest keeps this JSON parser instead of adding its own.
  express.useBodyParser('json');
  express.use(markMalformedJson);
  express.use(refuseMalformedShapes);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new GlobalErrorFilter());
  app.useGlobalInterceptors(new LatencyInterceptor(options.latency));

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(`Madar ${options.name} service`)
      .setDescription(options.description)
      .setVersion('1.0.0')
      .addBearerAuth()
      .build(),
  );
  express
    .getHttpAdapter()
    .getInstance()
    .get('/openapi.json', (_req: Request, res: Response) => {
      res.json(document);
    });
  return document;
}

export async function bootstrapService(
  module: Type<unknown> | DynamicModule,
  options: ServiceOptions & { port: number },
) {
  const app = await NestFactory.create<NestExpressApplication>(module, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  configureService(app, options);
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.listen(options.port, '0.0.0.0');
  app.get(Logger).log(`${options.name} listening on ${options.port}`);
  return app;
}
