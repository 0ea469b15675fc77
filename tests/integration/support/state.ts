/**
 * What the global setup hands to the test files: the gateway's address, the one admin token of the run
 * and the containers' ids. Jest runs globalSetup in its own context, so this travels in process.env,
 * which every test environment copies when it is created.
 */
import type { ServiceName } from './system';

export interface SystemState {
  /** http://host:port of the gateway, the only address the tests call. */
  baseUrl: string;
  /** From the run's only sign-in: the login limit counts every attempt from this address. */
  adminToken: string;
  /** `user` of that sign-in's answer, as auth returned it. */
  adminUser: unknown;
  containerIds: Record<ServiceName, string[]>;
  replicaUrls: Record<ServiceName, string[]>;
  dataContainerIds: { postgres: string; redis: string };
  gatewayContainerId: string;
}

const STATE_VARIABLE = 'MADAR_INTEGRATION_SYSTEM';

export function publishState(state: SystemState): void {
  process.env[STATE_VARIABLE] = JSON.stringify(state);
}

export function systemState(): SystemState {
  const raw = process.env[STATE_VARIABLE];
  if (!raw) {
    throw new Error(
      `${STATE_VARIABLE} is not set: run the integration tests with tests/integration/jest.config.mjs, ` +
        'whose globalSetup starts the system',
    );
  }
  return JSON.parse(raw) as SystemState;
}
