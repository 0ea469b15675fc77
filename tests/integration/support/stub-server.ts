/**
 * A stand-in for a component behind a spare gateway (support/spare-gateway.ts): a tiny HTTP server on
 * the system's network that answers every request, once its body has arrived, with the method, the
 * address exactly as it received it and the number of body bytes it read, so a test sees what the
 * gateway passed on. The system has no renderer; this one lets a test fill and read the gateway's page
 * copies, or stand in for a service receiving uploads.
 */
import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { systemNetwork } from './spare-gateway';

export const STUB_PORT = 3005;

/**
 * Two addresses are for the test itself, on the mapped port: `/__stats` counts the requests under way
 * and the body bytes received so far; `/__close` stops the server from accepting connections while the
 * container runs on, so its address still resolves and a connection to it is refused, as with a
 * process that is restarting.
 */
const SERVER = `
const stats = { open: 0, received: 0 };
const server = require('node:http').createServer((req, res) => {
  if (req.url === '/__stats') {
    res.end(JSON.stringify(stats));
    return;
  }
  if (req.url === '/__close') {
    res.end('closed');
    server.close();
    server.closeAllConnections();
    setInterval(() => undefined, 60000);
    return;
  }
  let bytes = 0;
  stats.open += 1;
  req.on('data', (chunk) => { bytes += chunk.length; stats.received += chunk.length; });
  req.on('close', () => { stats.open -= 1; });
  req.on('end', () => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('stub ' + req.method + ' ' + req.url + ' ' + bytes);
  });
});
server.listen(${STUB_PORT});
`;

export interface StubServer {
  container: StartedTestContainer;
  /** host:port on the system's network, for a gateway's *_UPSTREAM. */
  upstream: string;
  /** Requests under way and body bytes received so far, over all requests. */
  stats(): Promise<StubStats>;
  /** Stops accepting connections (see `/__close`). */
  close(): Promise<void>;
}

export interface StubStats {
  open: number;
  received: number;
}

/** Starts a stub under the network alias `alias` beside the system whose gateway is `gatewayContainerId`. */
export async function startStubServer(gatewayContainerId: string, alias: string): Promise<StubServer> {
  const container = await new GenericContainer('node:24-bookworm-slim')
    .withNetworkMode(await systemNetwork(gatewayContainerId))
    .withNetworkAliases(alias)
    .withCommand(['node', '-e', SERVER])
    .withExposedPorts(STUB_PORT)
    .withWaitStrategy(Wait.forListeningPorts())
    .start();
  const direct = `http://${container.getHost()}:${container.getMappedPort(STUB_PORT)}`;
  return {
    container,
    upstream: `${alias}:${STUB_PORT}`,
    stats: async () => (await (await fetch(`${direct}/__stats`)).json()) as StubStats,
    close: async () => {
      await fetch(`${direct}/__close`);
    },
  };
}
