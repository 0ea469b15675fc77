/** Stops what globalSetup started, including a service a test has stopped already. */
import { RUNNING_SYSTEM } from './global-setup';
import type { RunningSystem } from './system';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { [RUNNING_SYSTEM]?: RunningSystem })[RUNNING_SYSTEM]?.stop();
}
