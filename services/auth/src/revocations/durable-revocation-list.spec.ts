/**
 * Auth's sign-out list with Redis: a lost Redis copy never lets a signed-out token back in. The other
 * services (a RedisRevocationList here) answer 503 while the copy is unknown, and auth fills it again
 * from its table: on its check, on a reconnection, or when it reads the list itself. Run on both of
 * the table's stores.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  AppError,
  REVOCATION_KEY_PREFIX,
  REVOCATION_MARKER_KEY,
  RedisRevocationList,
} from '@madar/shared/nest';
import { createTestDataSource, testRedisUrl } from '@madar/shared/testing';
import { migrations } from '../database/migrations';
import { type AuthDb, SCHEMA } from '../database/schema';
import { DurableRevocationList } from './durable-revocation-list';
import { PostgresRevokedTokenStore } from './revoked-tokens.pg-store';
import { InMemoryRevokedTokenStore, type RevokedTokenStore } from './revoked-tokens.store';

/** A database of the test Redis of this file's own, so flushing it disturbs no other suite. */
const OWN_DATABASE = 14;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
/** As the services create their client: commands fail at once while disconnected. */
const serviceClient = () =>
  new Redis(testRedisUrl(), { db: OWN_DATABASE, enableOfflineQueue: false, maxRetriesPerRequest: 1 });

async function readyClient(): Promise<Redis> {
  const redis = serviceClient();
  await new Promise((resolve) => redis.once('ready', resolve));
  return redis;
}

/** What another service answers about `jti`: true, false, or 503. */
async function elsewhere(reader: RedisRevocationList, jti: string): Promise<boolean | 503> {
  try {
    return await reader.isRevoked(jti);
  } catch (error) {
    if (error instanceof AppError && error.getStatus() === 503) return 503;
    throw error;
  }
}

/** Polls until `read` gives `want`, at most 50 times; what it gave meanwhile is returned too. */
async function until<T>(read: () => Promise<T>, want: T): Promise<T[]> {
  const seen: T[] = [];
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const value = await read();
    seen.push(value);
    if (value === want) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return seen;
}

const closers: (() => Promise<void>)[] = [];

const stores: [string, () => Promise<RevokedTokenStore>][] = [
  ['memory', () => Promise.resolve(new InMemoryRevokedTokenStore())],
  [
    'postgres',
    async () => {
      const { data, close } = await createTestDataSource<AuthDb>({ schema: SCHEMA, migrations });
      closers.push(close);
      return new PostgresRevokedTokenStore(data);
    },
  ],
];

describe.each(stores)('DurableRevocationList (table in %s)', (_name, createStore) => {
  let redis: Redis;
  let reader: RedisRevocationList;
  const lists: DurableRevocationList[] = [];

  beforeAll(async () => {
    redis = await readyClient();
    reader = new RedisRevocationList(redis);
  });

  beforeEach(async () => {
    await redis.flushdb();
  });

  afterEach(() => {
    for (const list of lists.splice(0)) list.stop();
  });

  afterAll(async () => {
    redis.disconnect();
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  const startList = async (store: RevokedTokenStore, client = redis, checkEveryMs = 100) => {
    const list = new DurableRevocationList(store, client);
    lists.push(list);
    list.start(checkEveryMs);
    await until(() => client.exists(REVOCATION_MARKER_KEY), 1);
    return list;
  };

  it('fills Redis from its table at start', async () => {
    const store = await createStore();
    const jti = randomUUID();
    await store.add({ jti, expiresAt: inAnHour() }, Math.floor(Date.now() / 1000));
    await startList(store);
    expect(await elsewhere(reader, jti)).toBe(true);
    expect(await elsewhere(reader, randomUUID())).toBe(false);
  });

  it('keeps in its table the sign-outs Redis held before auth had one, so a later loss keeps them', async () => {
    const jti = randomUUID();
    // As auth wrote a sign-out before it kept a table: an entry, no marker.
    await redis.set(`${REVOCATION_KEY_PREFIX}${jti}`, '1', 'EXAT', inAnHour());
    const list = await startList(await createStore());
    expect(await elsewhere(reader, jti)).toBe(true);

    await redis.flushdb();
    await list.sync(false);
    expect(await elsewhere(reader, jti)).toBe(true);
  });

  it('keeps a signed-out token refused after Redis is flushed: 503 elsewhere until its check fills it again', async () => {
    const list = await startList(await createStore());
    const jti = randomUUID();
    await list.revoke(jti, inAnHour());
    expect(await elsewhere(reader, jti)).toBe(true);

    await redis.flushdb();
    const answers = await until(() => elsewhere(reader, jti), true);
    expect(answers.at(-1)).toBe(true);
    // Never accepted on the way: unknown (503) until the list was back.
    expect(answers).not.toContain(false);
    expect(await redis.ttl(`${REVOCATION_KEY_PREFIX}${jti}`)).toBeGreaterThan(3500);
  });

  it('fills Redis itself when it reads a list that was lost', async () => {
    const list = new DurableRevocationList(await createStore(), redis);
    const jti = randomUUID();
    await list.sync(true);
    await list.revoke(jti, inAnHour());
    await redis.flushdb();
    await expect(list.isRevoked(jti)).resolves.toBe(true);
    expect(await elsewhere(reader, jti)).toBe(true);
  });

  it('keeps a sign-out that missed a disconnected Redis, and writes it there on reconnection', async () => {
    const client = await readyClient();
    try {
      const list = await startList(await createStore(), client, 60_000);
      const jti = randomUUID();
      client.disconnect();
      await expect(list.revoke(jti, inAnHour())).rejects.toMatchObject({ status: 503 });
      expect(await elsewhere(reader, jti)).toBe(false);

      await until(() => Promise.resolve(client.status), 'end');
      await client.connect();
      expect((await until(() => elsewhere(reader, jti), true)).at(-1)).toBe(true);
    } finally {
      client.disconnect();
    }
  });

  it("adds its own sign-outs to another replica's filling (a table of its own in memory)", async () => {
    const [one, two] = [await createStore(), await createStore()];
    const first = await startList(one, redis, 60_000);
    const second = await startList(two, redis, 60_000);
    const [a, b] = [randomUUID(), randomUUID()];
    await first.revoke(a, inAnHour());
    await second.revoke(b, inAnHour());

    await redis.flushdb();
    await first.sync(false);
    await second.sync(false);
    expect([await elsewhere(reader, a), await elsewhere(reader, b)]).toEqual([true, true]);
  });
});
