/**
 * The whole system in containers, in its durable mode as an operator runs it: images built from the
 * root Dockerfile's targets, PostgreSQL and Redis, the services on one network under their compose names
 * (auth, recruitment and inquiries with two replicas each behind one name, so the gateway spreads
 * requests over both), and the gateway in front. Tests call the gateway; the few that must pick a
 * replica (the same brief through both) call a replica's mapped port directly.
 */
import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { PostgreSqlContainer, type StartedPostgreSqlContainer } from '@testcontainers/postgresql';
import {
  GenericContainer,
  getContainerRuntimeClient,
  Network,
  Wait,
  type StartedNetwork,
  type StartedTestContainer,
} from 'testcontainers';

export const SERVICES = [
  { name: 'auth', port: 3001, replicas: 2 },
  { name: 'content', port: 3002, replicas: 1 },
  { name: 'recruitment', port: 3003, replicas: 2 },
  { name: 'inquiries', port: 3004, replicas: 2 },
] as const;
export type ServiceName = (typeof SERVICES)[number]['name'];
/** The root Dockerfile's targets. */
type ComponentName = ServiceName | 'gateway';

/**
 * The gateway's budget of API reads per client address: the image's defaults, named here so the tests
 * know them. Every test file calls from this host, which reaches the gateway as one address.
 */
export const GATEWAY_API_BUDGET = { ratePerSecond: 20, burst: 100 } as const;
/**
 * This system has no renderer (the browser tests run one): its gateways serve the client-rendered app
 * for pages. A closed local port fails at once; the name `renderer` would be looked up, and Docker
 * forwards a name it does not know to the host's DNS, which on a machine without internet stalls the
 * lookups of the services' names behind it.
 */
export const NO_RENDERER = { RENDERER_UPSTREAM: '127.0.0.1:9' };

/** The gateway's name on the system's network, for a client inside it (an address of its own). */
export const GATEWAY_ALIAS = 'gateway';

/** Demo-only credentials of the test database, never used outside these containers. */
const DATABASE = { user: 'madar', password: 'integration-only', name: 'madar' };
const DATABASE_URL = `postgres://${DATABASE.user}:${DATABASE.password}@postgres:5432/${DATABASE.name}`;
const REDIS_URL = 'redis://redis:6379';

const REPO_ROOT = path.resolve(__dirname, '../../..');
const execFileAsync = promisify(execFile);

export interface SystemOptions {
  adminEmail: string;
  adminPasswordHash: string;
  /** Sign-in attempts per minute per client address. */
  loginRateLimit: number;
}

export interface RunningSystem {
  /** http://host:port of the gateway. */
  baseUrl: string;
  /** Each service's replicas' container ids, so a test file can stop or restart one. */
  containerIds: Record<ServiceName, string[]>;
  /** http://host:port of each replica, for the tests that must choose which one answers. */
  replicaUrls: Record<ServiceName, string[]>;
  /** The PostgreSQL and Redis containers. */
  dataContainerIds: { postgres: string; redis: string };
  /** The gateway's container. */
  gatewayContainerId: string;
  /** Stops everything, including a container a test has stopped already. */
  stop(): Promise<void>;
}

/**
 * Builds one target of the root Dockerfile under a fixed tag and keeps it, so Docker's layer cache
 * makes the next run quick. Builds run one after another: the first fills the shared dependency
 * layer the others reuse. The docker CLI builds them, as compose does for the browser tests' system
 * (`make e2e` right after `make integration`): Testcontainers' own build packs the context itself,
 * naming directories without the trailing slash the CLI's tar gives them, and Docker's cache key for
 * copying a directory hashes those names, so compose compiled shared, the four services and the web
 * app all over again.
 */
async function buildImage(target: ComponentName, tag: string): Promise<void> {
  try {
    await execFileAsync('docker', ['build', '--target', target, '--tag', tag, REPO_ROOT], {
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    const output = `${stdout}\n${stderr}`.trim().slice(-4000);
    throw new Error(`docker build --target ${target} failed:\n${output}`, { cause: error });
  }
}

function serviceEnvironment(
  name: ServiceName,
  port: number,
  options: SystemOptions,
  signingKey: string,
): Record<string, string> {
  const common = {
    PORT: String(port),
    LOG_LEVEL: 'warn',
    LATENCY_READ_MS: '0',
    LATENCY_WRITE_MS: '0',
    REDIS_URL,
  };
  if (name === 'auth') {
    // One key for both replicas, as a Kubernetes Secret gives them: a token from one verifies on the other.
    // Its database holds accounts and the sign-out list Redis is filled again from after losing it.
    return {
      ...common,
      DATABASE_URL,
      ADMIN_EMAIL: options.adminEmail,
      ADMIN_PASSWORD_HASH: options.adminPasswordHash,
      LOGIN_RATE_LIMIT: String(options.loginRateLimit),
      AUTH_PRIVATE_KEY: signingKey,
    };
  }
  return {
    ...common,
    AUTH_JWKS_URL: 'http://auth:3001/api/auth/jwks',
    DATABASE_URL,
    SEED_DEMO_DATA: 'true',
    // Every submission of the suite comes from one address and spends one shared budget (outage
    // retries included); the budget itself is proven by the services' tests.
    PUBLIC_WRITE_RATE_LIMIT: '60',
    // Required by inquiries in durable mode; one value for every replica, as a Secret would give it.
    NEWSLETTER_TOKEN_SECRET: 'test-only-newsletter-secret-0123456789',
  };
}

export async function startSystem(options: SystemOptions): Promise<RunningSystem> {
  for (const { name } of SERVICES) await buildImage(name, `madar/${name}:test`);
  await buildImage('gateway', 'madar/gateway:test');

  const network: StartedNetwork = await new Network().start();
  const signingKey = generateKeyPairSync('ed25519')
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  const started = new Map<ServiceName, StartedTestContainer[]>();
  let postgres: StartedPostgreSqlContainer | undefined;
  let redis: StartedTestContainer | undefined;
  let gateway: StartedTestContainer | undefined;
  const stop = async (): Promise<void> => {
    await gateway?.stop();
    await Promise.all([...started.values()].flat().map((container) => container.stop()));
    await Promise.all([postgres?.stop(), redis?.stop()]);
    await network.stop();
  };

  try {
    [postgres, redis] = await Promise.all([
      new PostgreSqlContainer('postgres:15-bookworm')
        .withNetwork(network)
        .withNetworkAliases('postgres')
        .withUsername(DATABASE.user)
        .withPassword(DATABASE.password)
        .withDatabase(DATABASE.name)
        .start(),
      new GenericContainer('redis:7-bookworm')
        .withNetwork(network)
        .withNetworkAliases('redis')
        .withExposedPorts(6379)
        .withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/))
        .start(),
    ]);
    await Promise.all(
      SERVICES.flatMap(({ name, port, replicas }) =>
        Array.from({ length: replicas }, async () => {
          const container = await new GenericContainer(`madar/${name}:test`)
            .withNetwork(network)
            .withNetworkAliases(name)
            .withEnvironment(serviceEnvironment(name, port, options, signingKey))
            .withExposedPorts(port)
            // Ready: migrated and seeded (two replicas migrate the same schema at once); Redis is not
            // waited for, only reported.
            .withWaitStrategy(Wait.forHttp('/health/ready', port).forStatusCode(200))
            .withStartupTimeout(90_000)
            .start();
          started.set(name, [...(started.get(name) ?? []), container]);
        }),
      ),
    );
    // nginx resolves the upstream names once at start: the services must be up first.
    gateway = await new GenericContainer('madar/gateway:test')
      .withNetwork(network)
      .withNetworkAliases(GATEWAY_ALIAS)
      .withEnvironment({
        GATEWAY_API_RATE: String(GATEWAY_API_BUDGET.ratePerSecond),
        GATEWAY_API_BURST: String(GATEWAY_API_BUDGET.burst),
        ...NO_RENDERER,
      })
      .withExposedPorts(80)
      .withWaitStrategy(Wait.forHttp('/healthz', 80).forStatusCode(200))
      .withStartupTimeout(60_000)
      .start();
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }

  const baseUrl = `http://${gateway.getHost()}:${gateway.getMappedPort(80)}`;
  const byService = <T>(pick: (container: StartedTestContainer, port: number) => T) =>
    Object.fromEntries(
      SERVICES.map(({ name, port }) => [name, (started.get(name) ?? []).map((c) => pick(c, port))]),
    ) as Record<ServiceName, T[]>;
  return {
    baseUrl,
    containerIds: byService((container) => container.getId()),
    replicaUrls: byService(
      (container, port) => `http://${container.getHost()}:${container.getMappedPort(port)}`,
    ),
    dataContainerIds: { postgres: postgres.getId(), redis: redis.getId() },
    gatewayContainerId: gateway.getId(),
    stop,
  };
}

/**
 * Stops one service's container, as a crash or a scale-down would. By id, since the test files do not
 * share objects with the global setup that started it; the container stays for the teardown to remove.
 */
export async function stopServiceContainer(id: string): Promise<void> {
  const client = await getContainerRuntimeClient();
  await client.container.stop(client.container.getById(id), { timeout: 0 });
}

/** Restarts a container in place (same container, same volumes), as `docker restart` does. */
export async function restartContainer(id: string): Promise<void> {
  const client = await getContainerRuntimeClient();
  await client.container.restart(client.container.getById(id), { timeout: 10 });
}

/** Starts a container a test stopped, unless it runs already (a second start is an error in Docker). */
export async function ensureRunning(id: string): Promise<void> {
  const client = await getContainerRuntimeClient();
  const container = client.container.getById(id);
  const info = await client.container.inspect(container);
  if (!info.State.Running) await client.container.start(container);
}

/** http://localhost:port of a container's port as mapped now (a restart maps it anew). */
export async function currentUrl(id: string, port: number): Promise<string> {
  const client = await getContainerRuntimeClient();
  const info = await client.container.inspect(client.container.getById(id));
  const binding = info.NetworkSettings.Ports[`${port}/tcp`]?.find((entry) => /^\d+$/.test(entry.HostPort));
  if (!binding) throw new Error(`container ${id.slice(0, 12)} has no mapped port ${port}`);
  return `http://localhost:${binding.HostPort}`;
}

/** Waits until every replica of every service answers /health/ready with 200 (at most `timeoutMs`). */
export async function waitUntilReady(
  containerIds: Record<ServiceName, string[]>,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const { name, port } of SERVICES) {
    for (const id of containerIds[name]) {
      for (;;) {
        const ok = await currentUrl(id, port)
          .then((base) => fetch(`${base}/health/ready`, { signal: AbortSignal.timeout(2000) }))
          .then((response) => response.ok)
          .catch(() => false);
        if (ok) break;
        if (Date.now() > deadline) throw new Error(`${name} (${id.slice(0, 12)}) did not become ready`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }
}
