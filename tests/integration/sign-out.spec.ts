/**
 * Sign-out holds everywhere: after `POST /api/auth/logout`, the same token is refused by every service
 * and every replica (the sign-out list is in the shared Redis), and still after auth restarts. Restarts
 * auth itself and waits until it is ready again, so the files after it find the system as it was.
 */
import { ADMIN } from './support/admin';
import { bearer, url } from './support/gateway';
import { systemState } from './support/state';
import { currentUrl, restartContainer, SERVICES, waitUntilReady } from './support/system';

/** An admin route of each service that reads the token (the blog's is an optional-token route). */
const ADMIN_READS = [
  '/api/auth/me',
  '/api/blog/posts?status=all',
  '/api/applications',
  '/api/briefs',
  '/api/contact',
] as const;

const PORTS = Object.fromEntries(SERVICES.map(({ name, port }) => [name, port]));

/** A fresh sign-in straight at one auth replica, as its own client address (not the host's budget). */
async function signIn(): Promise<string> {
  const [auth] = systemState().containerIds.auth;
  const response = await fetch(`${await currentUrl(auth ?? '', PORTS.auth ?? 0)}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.201' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The status every replica of every service gives the token, through its own published port. */
async function statusesAtEveryReplica(token: string): Promise<number[]> {
  const { containerIds } = systemState();
  const routes: Record<string, string> = {
    auth: '/api/auth/me',
    content: '/api/blog/posts?status=all',
    recruitment: '/api/applications',
    inquiries: '/api/briefs',
  };
  const calls = SERVICES.flatMap(({ name, port }) =>
    containerIds[name].map(async (id) => {
      const response = await fetch(`${await currentUrl(id, port)}${routes[name] ?? ''}`, {
        headers: bearer(token),
      });
      return response.status;
    }),
  );
  return Promise.all(calls);
}

/** Each admin read's status; a 5xx carries its body, so a failure says which check was unavailable. */
const statusesThroughGateway = (token: string) =>
  Promise.all(
    ADMIN_READS.map(async (path) => {
      const response = await fetch(url(path), { headers: bearer(token) });
      return response.status >= 500 ? `${response.status} ${await response.text()}` : response.status;
    }),
  );

/** Waits until the gateway reaches a restarted service again (it re-resolves names every few seconds). */
async function gatewayReaches(path: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (
    (await fetch(url(path))
      .then((r) => r.status)
      .catch(() => 0)) !== 200
  ) {
    if (Date.now() > deadline) throw new Error(`the gateway does not reach ${path}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('sign-out', () => {
  it('is refused by every service and replica at once, and after auth restarts', async () => {
    const token = await signIn();
    expect(await statusesThroughGateway(token)).toEqual(ADMIN_READS.map(() => 200));

    const logout = await fetch(url('/api/auth/logout'), { method: 'POST', headers: bearer(token) });
    expect(logout.status).toBe(204);

    expect(await statusesThroughGateway(token)).toEqual(ADMIN_READS.map(() => 401));
    const everywhere = await statusesAtEveryReplica(token);
    expect(everywhere.length).toBeGreaterThanOrEqual(SERVICES.length);
    expect(everywhere.every((status) => status === 401)).toBe(true);

    const { containerIds } = systemState();
    await Promise.all(containerIds.auth.map((id) => restartContainer(id)));
    await waitUntilReady(containerIds);
    await gatewayReaches('/api/auth/jwks');

    expect(await statusesThroughGateway(token)).toEqual(ADMIN_READS.map(() => 401));
    // The run's own token was never signed out and still works after the restart.
    expect((await fetch(url('/api/briefs'), { headers: bearer(systemState().adminToken) })).status).toBe(200);
  });
});
