/**
 * The whole system in containers, as compose runs it: images built from the project's Dockerfiles,
 * the four services on one network under their compose names, and the gateway in front. Only the
 * gateway is meant to be called by the tests; the services' ports are mapped for the wait strategy.
 */
import path from 'node:path';
import {
  GenericContainer,
  getContainerRuntimeClient,
  Network,
  Wait,
  type StartedNetwork,
  type StartedTestContainer,
} from 'testcontainers';

export const SERVICES = [
  { name: 'auth', port: 3001 },
  { name: 'content', port: 3002 },
  { name: 'recruitment', port: 3003 },
  { name: 'inquiries', port: 3004 },
] as const;
export type ServiceName = (typeof SERVICES)[number]['name'];

const REPO_ROOT = path.resolve(__dirname, '../../..');

export interface SystemOptions {
  adminEmail: string;
  adminPasswordHash: string;
  /** Sign-in attempts per minute per client address. */
  loginRateLimit: number;
}

export interface RunningSystem {
  /** http://host:port of the gateway. */
  baseUrl: string;
  /** The services' container ids, so a test file can stop one (see stopServiceContainer). */
  containerIds: Record<ServiceName, string>;
  /** Stops everything, including a container a test has stopped already. */
  stop(): Promise<void>;
}

/**
 * Builds an image under a fixed tag and keeps it, so Docker's layer cache makes the next run quick.
 * Builds run one after another: the first fills the shared dependency layer the others reuse.
 */
async function buildImage(
  dockerfile: string,
  tag: string,
  args: Record<string, string> = {},
): Promise<GenericContainer> {
  return GenericContainer.fromDockerfile(REPO_ROOT, dockerfile)
    .withBuildArgs(args)
    .build(tag, { deleteOnExit: false });
}

function serviceEnvironment(name: ServiceName, port: number, options: SystemOptions): Record<string, string> {
  const common = { PORT: String(port), LOG_LEVEL: 'warn', LATENCY_READ_MS: '0', LATENCY_WRITE_MS: '0' };
  if (name === 'auth') {
    return {
      ...common,
      ADMIN_EMAIL: options.adminEmail,
      ADMIN_PASSWORD_HASH: options.adminPasswordHash,
      LOGIN_RATE_LIMIT: String(options.loginRateLimit),
    };
  }
  const verifier = { ...common, AUTH_JWKS_URL: 'http://auth:3001/api/auth/jwks' };
  return name === 'recruitment' ? { ...verifier, RESUME_DIR: '/tmp/resumes' } : verifier;
}

export async function startSystem(options: SystemOptions): Promise<RunningSystem> {
  const images = new Map<ServiceName, GenericContainer>();
  for (const { name, port } of SERVICES) {
    images.set(
      name,
      await buildImage('services/Dockerfile', `madar/${name}:test`, { SERVICE: name, PORT: String(port) }),
    );
  }
  const gatewayImage = await buildImage('gateway/Dockerfile', 'madar/gateway:test');

  const network: StartedNetwork = await new Network().start();
  const started = new Map<ServiceName, StartedTestContainer>();
  let gateway: StartedTestContainer | undefined;
  const stop = async (): Promise<void> => {
    await gateway?.stop();
    await Promise.all([...started.values()].map((container) => container.stop()));
    await network.stop();
  };

  try {
    await Promise.all(
      SERVICES.map(async ({ name, port }) => {
        const image = images.get(name);
        if (!image) throw new Error(`no image for ${name}`);
        const container = await image
          .withNetwork(network)
          .withNetworkAliases(name)
          .withEnvironment(serviceEnvironment(name, port, options))
          .withExposedPorts(port)
          .withWaitStrategy(Wait.forHttp('/health', port).forStatusCode(200))
          .withStartupTimeout(60_000)
          .start();
        started.set(name, container);
      }),
    );
    // nginx resolves the upstream names once at start: the services must be up first.
    gateway = await gatewayImage
      .withNetwork(network)
      .withExposedPorts(80)
      .withWaitStrategy(Wait.forHttp('/healthz', 80).forStatusCode(200))
      .withStartupTimeout(60_000)
      .start();
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }

  const baseUrl = `http://${gateway.getHost()}:${gateway.getMappedPort(80)}`;
  const containerIds = Object.fromEntries(
    [...started].map(([name, container]) => [name, container.getId()]),
  ) as Record<ServiceName, string>;
  return { baseUrl, containerIds, stop };
}

/**
 * Stops one service's container, as a crash or a scale-down would. By id, since the test files do not
 * share objects with the global setup that started it; the container stays for the teardown to remove.
 */
export async function stopServiceContainer(id: string): Promise<void> {
  const client = await getContainerRuntimeClient();
  await client.container.stop(client.container.getById(id), { timeout: 0 });
}
