import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { testRedisUrl } from '../testing';
import { AppError } from './app-error';
import {
  fillRevocations,
  MemoryRevocationList,
  RedisRevocationList,
  REVOCATION_KEY_PREFIX,
  REVOCATION_MARKER_KEY,
  RemoteRevocationList,
  REVOCATION_RECHECK_MS,
  revocationsUrlFor,
} from './revocations';

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

async function expect503(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).getResponse()).toMatchObject({ statusCode: 503, code: 'AUTH.UNAVAILABLE' });
}

describe('MemoryRevocationList', () => {
  it('refuses a revoked jti until its expiry, then forgets it', async () => {
    let now = 1_000_000;
    const list = new MemoryRevocationList(() => now);
    await list.revoke('a', now / 1000 + 60);
    await expect(list.isRevoked('a')).resolves.toBe(true);
    await expect(list.isRevoked('b')).resolves.toBe(false);
    now += 61_000;
    await expect(list.isRevoked('a')).resolves.toBe(false);
    await list.revoke('c', now / 1000 + 60);
    expect(list.size).toBe(1);
  });
});

/** A database of the test Redis of this file's own, so flushing it disturbs no other suite. */
const OWN_DATABASE = 13;

describe('RedisRevocationList', () => {
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: 1, db: OWN_DATABASE });
    await fillRevocations(redis, [], 'test');
  });

  afterAll(() => redis.disconnect());

  it('is shared by every instance on the same Redis, and each entry expires with its token', async () => {
    const jti = randomUUID();
    const expiresAt = inAnHour();
    await new RedisRevocationList(redis).revoke(jti, expiresAt);

    const elsewhere = new Redis(testRedisUrl(), { db: OWN_DATABASE });
    try {
      await expect(new RedisRevocationList(elsewhere).isRevoked(jti)).resolves.toBe(true);
      await expect(new RedisRevocationList(elsewhere).isRevoked(randomUUID())).resolves.toBe(false);
    } finally {
      elsewhere.disconnect();
    }
    const ttl = await redis.ttl(`madar:auth:revoked:${jti}`);
    expect(ttl).toBeGreaterThan(3500);
    expect(ttl).toBeLessThanOrEqual(3600);
  });

  it('counts the list as unknown (503), never as empty, once Redis lost it, until it is filled again', async () => {
    const list = new RedisRevocationList(redis);
    const jti = randomUUID();
    await list.revoke(jti, inAnHour());
    await expect(list.isRevoked(jti)).resolves.toBe(true);

    await redis.flushdb();
    await expect503(list.isRevoked(jti));
    await expect503(list.isRevoked(randomUUID()));

    await fillRevocations(redis, [{ jti, expiresAt: inAnHour() }], 'refilled');
    await expect(list.isRevoked(jti)).resolves.toBe(true);
    await expect(list.isRevoked(randomUUID())).resolves.toBe(false);
  });

  it('fills the live entries with the marker, and keeps the marker of a filling already there', async () => {
    await redis.flushdb();
    const now = Math.floor(Date.now() / 1000);
    const [live, expired] = [randomUUID(), randomUUID()];
    await expect(
      fillRevocations(
        redis,
        [
          { jti: live, expiresAt: now + 60 },
          { jti: expired, expiresAt: now - 1 },
        ],
        'first',
        now,
      ),
    ).resolves.toBe('first');
    expect(await redis.exists(`${REVOCATION_KEY_PREFIX}${live}`)).toBe(1);
    expect(await redis.exists(`${REVOCATION_KEY_PREFIX}${expired}`)).toBe(0);
    await expect(fillRevocations(redis, [], 'second', now)).resolves.toBe('first');
    expect(await redis.get(REVOCATION_MARKER_KEY)).toBe('first');
  });

  it('answers 503 when Redis cannot be reached', async () => {
    const down = new Redis('redis://127.0.0.1:9', {
      enableOfflineQueue: false,
      lazyConnect: true,
      maxRetriesPerRequest: 0,
    });
    try {
      await expect503(new RedisRevocationList(down).isRevoked('a'));
      await expect503(new RedisRevocationList(down).revoke('a', inAnHour()));
    } finally {
      down.disconnect();
    }
  });
});

describe('RemoteRevocationList (auth asked over HTTP)', () => {
  let server: Server;
  let url: string;
  const revoked = new Set<string>();
  let hits = 0;
  let answer: 'normal' | 'error' | 'garbage' = 'normal';

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits += 1;
      const jti = decodeURIComponent(req.url?.split('/').pop() ?? '');
      if (answer === 'error') return void res.writeHead(500).end();
      res.setHeader('content-type', 'application/json');
      res.end(answer === 'garbage' ? '{"revoked":"yes"}' : JSON.stringify({ revoked: revoked.has(jti) }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    url = revocationsUrlFor(`http://127.0.0.1:${port}/api/auth/jwks`);
  });

  afterAll(() => server.close());

  beforeEach(() => {
    revoked.clear();
    hits = 0;
    answer = 'normal';
  });

  it('derives the endpoint from the JWKS URL', () => {
    expect(revocationsUrlFor('http://auth:3001/api/auth/jwks')).toBe(
      'http://auth:3001/api/auth/revocations/',
    );
  });

  it('sees a sign-out within the recheck interval and remembers it', async () => {
    let now = 1_000_000;
    const list = new RemoteRevocationList(url, () => now);
    await expect(list.isRevoked('t1', inAnHour())).resolves.toBe(false);
    await expect(list.isRevoked('t1', inAnHour())).resolves.toBe(false);
    expect(hits).toBe(1);

    revoked.add('t1');
    now += REVOCATION_RECHECK_MS + 1;
    await expect(list.isRevoked('t1', inAnHour())).resolves.toBe(true);

    // Auth forgetting it (a restart in memory mode) does not bring the token back here.
    revoked.clear();
    now += REVOCATION_RECHECK_MS + 1;
    await expect(list.isRevoked('t1', inAnHour())).resolves.toBe(true);
    expect(hits).toBe(2);
  });

  it('asks once for concurrent checks of the same token', async () => {
    const list = new RemoteRevocationList(url);
    await Promise.all(Array.from({ length: 5 }, () => list.isRevoked('t2', inAnHour())));
    expect(hits).toBe(1);
  });

  it.each(['error', 'garbage'] as const)('answers 503 when auth answers with an %s', async (kind) => {
    answer = kind;
    await expect503(new RemoteRevocationList(url).isRevoked('t3', inAnHour()));
  });

  it('answers 503 when auth cannot be reached', async () => {
    await expect503(new RemoteRevocationList('http://127.0.0.1:9/api/auth/revocations/').isRevoked('t4', 1));
  });
});
