/**
 * Sends a request exactly as generated (the raw path and query, the body's bytes) over one keep-alive
 * connection pool: supertest would normalise the URL and re-encode the body.
 */
import { Agent, request } from 'node:http';
import type { BadRequest } from './bad-requests';

export interface Reply {
  status: number;
  contentType: string;
  text: string;
}

const TIMEOUT_MS = 10_000;

export function createSender(port: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const send = (req: BadRequest): Promise<Reply> =>
    new Promise((resolve, reject) => {
      // Node sends a GET's or DELETE's body without a length unless told, which would desync the connection.
      const headers = req.body ? { ...req.headers, 'content-length': String(req.body.length) } : req.headers;
      const outgoing = request(
        { host: '127.0.0.1', port, method: req.method, path: req.url, headers, agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              contentType: res.headers['content-type'] ?? '',
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      outgoing.setTimeout(TIMEOUT_MS, () => outgoing.destroy(new Error(`no answer in ${TIMEOUT_MS} ms`)));
      outgoing.on('error', reject);
      outgoing.end(req.body);
    });
  return { send, close: () => agent.destroy() };
}
