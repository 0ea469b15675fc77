/**
 * Slow connections: one address opening thousands of connections that send their request header a
 * line at a time does not take the gateway from anyone else. nginx has room for them (worker_connections)
 * and cuts each one whose header has not arrived within client_header_timeout (10 s), however it drips.
 * At 1024 connections per worker and the default 60 s, 2,200 such connections got every other client's
 * connection reset. A spare gateway, so the shared one's connections are never at stake; this host is
 * the slow address, a service container on the system's network the other client.
 */
import { connect, type Socket } from 'node:net';
import type { StartedTestContainer } from 'testcontainers';
import { getContainerRuntimeClient } from 'testcontainers';
import { startSpareGateway, systemNetwork } from './support/spare-gateway';
import { systemState } from './support/state';

const SLOW_CONNECTIONS = 2500;
/** One more header line this often: well within any timeout, as the attack did. */
const DRIP_MS = 3000;
/** client_header_timeout (nginx.conf), and room for a loaded machine to act on it. */
const HEADER_TIMEOUT_MS = 10_000;
const CUT_WITHIN_MS = HEADER_TIMEOUT_MS + 15_000;

interface SlowConnections {
  sockets: Socket[];
  /** Resolves once every connection is established (or failed). */
  connected: Promise<void>;
  /** Connections the far side has ended so far. */
  closed: () => number;
  stop: () => void;
}

function openSlowConnections(base: string): SlowConnections {
  const { hostname, port } = new URL(base);
  let closed = 0;
  const timers: NodeJS.Timeout[] = [];
  const sockets: Socket[] = [];
  const attempts: Promise<void>[] = [];
  for (let i = 0; i < SLOW_CONNECTIONS; i++) {
    const socket = connect(Number(port), hostname);
    sockets.push(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => (closed += 1));
    attempts.push(
      new Promise((resolve) => {
        socket.once('connect', () => {
          socket.write(`GET / HTTP/1.1\r\nHost: ${hostname}\r\n`);
          timers.push(setInterval(() => socket.write('X-Slow: 1\r\n'), DRIP_MS));
          resolve();
        });
        socket.once('close', () => resolve());
      }),
    );
  }
  return {
    sockets,
    connected: Promise.all(attempts).then(() => undefined),
    closed: () => closed,
    stop: () => {
      for (const timer of timers) clearInterval(timer);
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** Five reads at once from inside a service container (an address of its own) to `gatewayIp`. */
async function readsFromAnotherAddress(gatewayIp: string): Promise<unknown[]> {
  const client = await getContainerRuntimeClient();
  const container = client.container.getById(systemState().containerIds.content[0] ?? '');
  const script = `Promise.all(Array.from({ length: 5 }, () => fetch('http://${gatewayIp}/api/content/health')
    .then((r) => r.status, (e) => String(e.cause?.code ?? e)))).then((s) => console.log(JSON.stringify(s)))`;
  const result = await client.container.exec(container, ['node', '-e', script]);
  if (result.exitCode !== 0) throw new Error(`the second client failed: ${result.output}`);
  return JSON.parse(result.stdout.trim()) as unknown[];
}

describe('thousands of slow connections from one address', () => {
  let spare: StartedTestContainer | undefined;
  let slow: SlowConnections | undefined;

  beforeAll(async () => {
    spare = await startSpareGateway(systemState().gatewayContainerId);
  }, 90_000);

  afterAll(async () => {
    slow?.stop();
    await spare?.stop();
  });

  it('leave another address served, and are each cut once their header is overdue', async () => {
    if (!spare) throw new Error('no spare gateway');
    const gatewayIp = spare.getIpAddress(await systemNetwork(systemState().gatewayContainerId));
    const opened = Date.now();
    slow = openSlowConnections(`http://${spare.getHost()}:${spare.getMappedPort(80)}`);
    await slow.connected;

    expect(await readsFromAnotherAddress(gatewayIp)).toEqual([200, 200, 200, 200, 200]);

    const deadline = opened + CUT_WITHIN_MS;
    while (slow.closed() < SLOW_CONNECTIONS && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(slow.closed()).toBe(SLOW_CONNECTIONS);
  }, 90_000);
});
