/**
 * The web app's files as the gateway sends them: a text file is gzipped once, at build, at the highest
 * level (gateway/scripts/precompress.mts), and sent as stored — with its length, which an answer
 * compressed on the fly (chunked) never has — to a client that takes gzip; the same file unzipped to
 * one that does not. The fallback page (index.html) alike.
 */
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { url } from './support/gateway';
import { systemState } from './support/state';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** As sent: not unzipped. */
  body: Buffer;
}

function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(`${systemState().baseUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** Sent from a stored .gz: gzip with a Content-Length (nginx's on-the-fly gzip streams it chunked). */
function expectStoredGzipOf(gzipped: RawAnswer, plain: RawAnswer) {
  expect(gzipped.status).toBe(200);
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gzipped.headers['transfer-encoding']).toBeUndefined();
  expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.length);
  expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
  expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
}

describe("the gateway's built files", () => {
  it('sends the stored gzip of the framework script, and the script itself without gzip', async () => {
    const index = await (await fetch(url('/index.html'))).text();
    const script = /\/assets\/framework-[\w-]+\.js/.exec(index)?.[0];
    expect(script).toBeDefined();
    const gzipped = await rawGet(script!, { 'Accept-Encoding': 'gzip, deflate, br' });
    const plain = await rawGet(script!);
    expectStoredGzipOf(gzipped, plain);
  });

  it('sends the stored gzip of a stylesheet and of the fallback page', async () => {
    const index = await (await fetch(url('/index.html'))).text();
    const stylesheet = /\/assets\/[\w-]+\.css/.exec(index)?.[0];
    expect(stylesheet).toBeDefined();
    for (const path of [stylesheet!, '/index.html']) {
      expectStoredGzipOf(await rawGet(path, { 'Accept-Encoding': 'gzip' }), await rawGet(path));
    }
  });
});
