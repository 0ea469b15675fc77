/**
 * A stand-in for the nginx gateway in front of a service, reduced to the one rule the throttle relies
 * on: `proxy_set_header X-Forwarded-For $remote_addr` (gateway/templates/default.conf.template). Whatever
 * X-Forwarded-For the client sends is replaced by the address of the connection the gateway accepted.
 */
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GatewayDouble {
  url: string;
  close(): Promise<void>;
}

export async function startGatewayDouble(upstreamPort: number): Promise<GatewayDouble> {
  const server = createServer((req, res) => {
    const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' };
    const upstream = forward(
      { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers, agent: false },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
