/**
 * A service's whole `main.ts`: read the config, build the module, start it as bootstrapService does,
 * and stop with a plain message when that fails.
 */
import 'reflect-metadata';
import type { DynamicModule, Type } from '@nestjs/common';
import { ConfigError } from '../node/config';
import { bootstrapService, type ServiceOptions } from './bootstrap';

export interface ServiceDefinition<C extends { port: number }> {
  /** Parses process.env; throws a ConfigError listing every problem. */
  loadConfig(): C;
  createModule(config: C): Type<unknown> | DynamicModule;
  serviceOptions(config: C): ServiceOptions;
}

/** Starts the service; on failure prints why and exits 1, so the orchestrator reports it. */
export function runService<C extends { port: number }>(definition: ServiceDefinition<C>): void {
  start(definition).catch((err: unknown) => {
    // Before the logger exists (or without it): a bad environment is an operator's problem, so it
    // gets the list of problems, not a stack trace.
    process.stderr.write(`${describeFailure(err)}\n`);
    process.exit(1);
  });
}

async function start<C extends { port: number }>(definition: ServiceDefinition<C>): Promise<void> {
  const config = definition.loadConfig();
  await bootstrapService(definition.createModule(config), {
    ...definition.serviceOptions(config),
    port: config.port,
  });
}

export function describeFailure(err: unknown): string {
  if (err instanceof ConfigError) return err.message;
  return err instanceof Error ? (err.stack ?? err.message) : String(err);
}
