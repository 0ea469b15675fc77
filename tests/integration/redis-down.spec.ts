/**
 * Redis stopped under a running system: every replica stays ready (readiness is the service's own
 * routes, which mostly never touch Redis), public reads answer, and what needs Redis answers its own
 * 503: a sign-in (its counters), a signed-in request (the sign-out list). Redis back and emptied (a
 * restart without persistence, a failover to an empty replica): a token signed out before is still
 * refused, never accepted on the way, because auth fills Redis again from its table. Whatever happens,
 * the file starts Redis again and waits until every replica reaches it, so it runs alone or in any order.
 */
import { Redis } from 'ioredis';
import { ADMIN } from './support/admin';
import { bearer, url } from './support/gateway';
import { systemState } from './support/state';
import { currentUrl, ensureRunning, SERVICES, stopServiceContainer } from './support/system';

/** An admin read of each service (the blog's reads an optional token). */
const ADMIN_READS: Record<string, string> = {
  auth: '/api/auth/me',
  content: '/api/blog/posts?status=all',
  recruitment: '/api/applications',
  inquiries: '/api/briefs',
};
/** A client address of this file's own: the sign-in limit counts per address. */
const CLIENT = { 'X-Forwarded-For': '198.51.100.233' };

interface Replica {
  name: string;
  base: string;
}

async function replicas(): Promise<Replica[]> {
  const { containerIds } = systemState();
  const all = SERVICES.flatMap(({ name, port }) =>
    containerIds[name].map(async (id) => ({ name, base: await currentUrl(id, port) })),
  );
  return Promise.all(all);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Straight at the first auth replica, which also signs the token out below. */
async function authReplica(): Promise<string> {
  const [auth] = systemState().containerIds.auth;
  return currentUrl(auth ?? '', 3001);
}

const signIn = async (): Promise<Response> =>
  fetch(`${await authReplica()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...CLIENT },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    signal: AbortSignal.timeout(10_000),
  });

/** What every replica of every service answers to the token. */
const statuses = async (token: string): Promise<number[]> =>
  Promise.all(
    (await replicas()).map(async ({ name, base }) => {
      const response = await fetch(`${base}${ADMIN_READS[name] ?? ''}`, {
        headers: bearer(token),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => undefined);
      return response?.status ?? 0;
    }),
  );

/** Each replica's readiness: its status, and how it sees Redis. */
const readiness = async (): Promise<{ status: number; redis?: string }[]> =>
  Promise.all(
    (await replicas()).map(async ({ base }) => {
      const response = await fetch(`${base}/health/ready`, { signal: AbortSignal.timeout(5000) });
      const body = (await response.json()) as { dependencies?: { redis?: string } };
      return { status: response.status, redis: body.dependencies?.redis };
    }),
  );

/** Polls until every replica sees Redis as `state` (at most 30 s); `strict`: checking each stays ready. */
async function untilRedisIs(state: 'ok' | 'unavailable', strict = true): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const seen = await readiness().catch(() => []);
    if (strict) expect(seen.map((r) => r.status)).toEqual(seen.map(() => 200));
    if (seen.length > 0 && seen.every((r) => r.redis === state)) return;
    if (seen.every((r) => r.redis === state)) return;
    await wait(500);
  }
  throw new Error(`the replicas did not see Redis as ${state}`);
}

describe('Redis stopped', () => {
  afterAll(async () => {
    await ensureRunning(systemState().dataContainerIds.redis);
    await untilRedisIs('ok', false);
  }, 120_000);

  it('keeps every service ready and public reads up, answers 503 where Redis is needed, and never revives a signed-out token', async () => {
    const signedIn = await signIn();
    expect(signedIn.status).toBe(200);
    const { token } = (await signedIn.json()) as { token: string };
    const logout = await fetch(`${await authReplica()}/api/auth/logout`, {
      method: 'POST',
      headers: { ...bearer(token), ...CLIENT },
    });
    expect(logout.status).toBe(204);
    const everyReplica = (status: number) =>
      SERVICES.flatMap(({ name }) => systemState().containerIds[name].map(() => status));
    expect(await statuses(token)).toEqual(everyReplica(401));

    const { redis } = systemState().dataContainerIds;
    await stopServiceContainer(redis);
    try {
      await untilRedisIs('unavailable');
      expect((await fetch(url('/api/services'))).status).toBe(200);
      expect((await fetch(url('/api/jobs'))).status).toBe(200);

      const refused = await signIn();
      const body = (await refused.json()) as Record<string, unknown>;
      process.stdout.write(`sign-in with Redis stopped: ${refused.status} ${String(body.code)}\n`);
      expect(refused.status).toBe(503);
      expect(body).toMatchObject({ statusCode: 503, code: expect.any(String), message: expect.any(String) });
      // The sign-out list cannot be read: unknown, so 503, never the 200 of a valid token.
      expect(await statuses(token)).toEqual(everyReplica(503));
    } finally {
      await ensureRunning(redis);
    }

    // Back, and emptied: what a restart without persistence or a failover to an empty replica leaves.
    const client = new Redis(`${(await currentUrl(redis, 6379)).replace('http:', 'redis:')}`, {
      maxRetriesPerRequest: 5,
    });
    try {
      await client.flushall();
    } finally {
      client.disconnect();
    }
    const seen: number[][] = [];
    for (let attempt = 0; attempt < 80; attempt += 1) {
      const now = await statuses(token);
      seen.push(now);
      if (now.every((status) => status === 401)) break;
      await wait(250);
    }
    process.stdout.write(`signed-out token after the flush, per check: ${JSON.stringify(seen)}\n`);
    expect(seen.at(-1)).toEqual(everyReplica(401));
    // On the way: 401, or 503 while the list was unknown; never accepted.
    expect(seen.flat().filter((status) => status !== 401 && status !== 503)).toEqual([]);
  });
});
