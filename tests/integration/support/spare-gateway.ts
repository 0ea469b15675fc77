/**
 * A second gateway beside the running integration system (support/system.ts), for tests that need a
 * gateway starting under their own conditions.
 */
import { GenericContainer, getContainerRuntimeClient, Wait, type StartedTestContainer } from 'testcontainers';
import { NO_RENDERER } from './system';

/**
 * A second gateway on the system's network, from the shared gateway's image, for a test that needs a
 * gateway starting under its own conditions (or `environment`): restarting the shared one would map its
 * port anew and leave every later file's base URL stale. The test stops it.
 */
export async function startSpareGateway(
  gatewayContainerId: string,
  environment: Record<string, string> = {},
): Promise<StartedTestContainer> {
  const client = await getContainerRuntimeClient();
  const info = await client.container.inspect(client.container.getById(gatewayContainerId));
  const network = await systemNetwork(gatewayContainerId);
  const spare = await new GenericContainer(info.Config.Image)
    .withNetworkMode(network)
    .withEnvironment({ ...NO_RENDERER, ...environment })
    .withExposedPorts(80)
    .withWaitStrategy(Wait.forHttp('/healthz', 80).forStatusCode(200))
    .withStartupTimeout(60_000)
    .start();
  if (await reachesContent(spare, 20_000)) return spare;
  const diagnosis = await describeSpare(spare, network);
  await spare.stop();
  throw new Error(`the spare gateway on ${network} could not reach content:\n${diagnosis}`);
}

/** The name of the system's network, which the container `containerId` (the gateway's) is on. */
export async function systemNetwork(containerId: string): Promise<string> {
  const client = await getContainerRuntimeClient();
  const info = await client.container.inspect(client.container.getById(containerId));
  // The system's own network: a container may also be on Docker's default `bridge`, and inspect lists
  // networks by name, so the first one is `bridge` whenever the system's random name sorts after it.
  const network = Object.keys(info.NetworkSettings.Networks).find((name) => name !== 'bridge');
  if (!network) throw new Error(`container ${containerId.slice(0, 12)} is on no network`);
  return network;
}

/** Whether a gateway reaches the content service within `timeoutMs`. */
async function reachesContent(spare: StartedTestContainer, timeoutMs: number): Promise<boolean> {
  const base = `http://${spare.getHost()}:${spare.getMappedPort(80)}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(`${base}/api/content/health`, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A gateway's DNS view and last log lines. */
async function describeSpare(spare: StartedTestContainer, network: string): Promise<string> {
  const view = await spare.exec([
    'sh',
    '-c',
    'cat /etc/resolv.conf; getent hosts content || echo "content: no address"',
  ]);
  const logs = await spare.logs({ tail: 20 });
  const lines: string[] = [];
  logs.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  await new Promise((resolve) => setTimeout(resolve, 500));
  return `network ${network}\n${view.output}\n${lines.join('')}`;
}
