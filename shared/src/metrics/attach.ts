/**
 * Gives a Nest service its metrics and request ids (configureService calls it first, so every later
 * middleware and handler runs inside the request's id and is timed): `GET /metrics` on the service's
 * port, the pool gauges when it keeps its data in PostgreSQL, the outbox gauge when it sends mail.
 */
import type { INestApplication } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Express } from 'express';
import type { Pool } from 'pg';
import { DataSource } from '../data/data.module';
import { MailOutbox } from '../mail/outbox';
import { METRICS_PATH, ServiceMetrics } from './service-metrics';

/**
 * A provider the service may not have (auth sends no mail): undefined instead of Nest's error. Asked of
 * the ModuleRef, not the app: the app's own lookup ends the process when it fails (abortOnError).
 */
function optional<T>(app: INestApplication, token: abstract new (...args: never[]) => T): T | undefined {
  try {
    return app.get(ModuleRef).get(token, { strict: false });
  } catch {
    return undefined;
  }
}

/**
 * The pool behind a DataSource in PostgreSQL mode. DataSource keeps its connection to itself (stores
 * go through `db`); the gauges only read the pool's three counters.
 */
function poolOf(data: DataSource): Pool | undefined {
  return (data as unknown as { connection?: { pool?: Pool } }).connection?.pool;
}

export function attachServiceMetrics(app: INestApplication): ServiceMetrics {
  const metrics = new ServiceMetrics();
  const express = app.getHttpAdapter().getInstance() as Express;
  express.use(metrics.observe);
  express.get(METRICS_PATH, metrics.serve);
  const data = optional(app, DataSource);
  const pool = data ? poolOf(data) : undefined;
  if (pool) metrics.watchPool(pool);
  const outbox = optional(app, MailOutbox);
  if (outbox) metrics.watchOutbox(() => outbox.depth());
  return metrics;
}
