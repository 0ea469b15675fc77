// Starts one PostgreSQL and one Redis container for every unit/service test file that needs them (the
// stores' contract suites in PostgreSQL mode, the Redis-backed counters). Each test file creates a
// database of its own from TEST_DATABASE_URL (see @madar/shared/testing), so files never share rows.
import { PostgreSqlContainer } from '@testcontainers/postgresql';
import { RedisContainer } from '@testcontainers/redis';

export default async function globalSetup() {
  // Ryuk (Testcontainers' reaper) is pulled from a registry this machine cannot reach; teardown stops them.
  process.env.TESTCONTAINERS_RYUK_DISABLED = 'true';
  const [postgres, redis] = await Promise.all([
    new PostgreSqlContainer('postgres:15-bookworm')
      .withUsername('madar_test')
      .withPassword('madar_test_only')
      .withDatabase('madar_test')
      .withCommand(['postgres', '-c', 'max_connections=300', '-c', 'fsync=off'])
      .start(),
    new RedisContainer('redis:7-bookworm').start(),
  ]);
  process.env.TEST_DATABASE_URL = postgres.getConnectionUri();
  process.env.TEST_REDIS_URL = redis.getConnectionUrl();
  globalThis.__MADAR_TEST_CONTAINERS__ = [postgres, redis];
}
