/**
 * Starts the system once for every integration file and signs the admin in once: the login limit
 * (5 a minute per client) counts every attempt, and the throttle test spends the rest of it.
 */
import { ADMIN, LOGIN_RATE_LIMIT } from './admin';
import { publishState } from './state';
import { startSystem, type RunningSystem } from './system';
import { demoPasswordHash } from './tokens';

/** Where globalTeardown finds the system: both hooks run in Jest's main process. */
export const RUNNING_SYSTEM = Symbol.for('madar.integration.system');
type WithSystem = { [RUNNING_SYSTEM]?: RunningSystem };

async function signIn(baseUrl: string): Promise<{ token: string; user: unknown }> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const text = await response.text();
  const body = JSON.parse(text) as { token?: unknown; user?: unknown };
  if (response.status !== 200 || typeof body.token !== 'string') {
    throw new Error(`the admin could not sign in through the gateway: ${response.status} ${text}`);
  }
  return { token: body.token, user: body.user };
}

export default async function globalSetup(): Promise<void> {
  // Ryuk (Testcontainers' reaper) is an image pulled from a registry, which some machines cannot reach;
  // globalTeardown stops the containers and the network instead. Read when the first container starts.
  process.env.TESTCONTAINERS_RYUK_DISABLED = 'true';
  const system = await startSystem({
    adminEmail: ADMIN.email,
    adminPasswordHash: demoPasswordHash(ADMIN.password),
    loginRateLimit: LOGIN_RATE_LIMIT,
  });
  try {
    const { token, user } = await signIn(system.baseUrl);
    publishState({
      baseUrl: system.baseUrl,
      adminToken: token,
      adminUser: user,
      containerIds: system.containerIds,
      replicaUrls: system.replicaUrls,
      dataContainerIds: system.dataContainerIds,
      gatewayContainerId: system.gatewayContainerId,
    });
  } catch (error) {
    await system.stop();
    throw error;
  }
  (globalThis as WithSystem)[RUNNING_SYSTEM] = system;
}
