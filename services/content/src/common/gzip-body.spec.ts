import { gunzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { gzipOnce } from './gzip-body';
import { sendJsonBody, toJsonBody } from './json-body';

/** The answer's bytes (supertest has undone any gzip: Content-Length tells what was sent). */
const raw = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('sendJsonBody', () => {
  const large = toJsonBody(Array.from({ length: 50 }, (_, i) => ({ id: i, name: 'خدمة اتصالات' })));
  const small = toJsonBody({ ok: true });
  const app = express();
  app.get('/large', (_req, res) => sendJsonBody(res, large));
  app.get('/small', (_req, res) => sendJsonBody(res, small));

  it('sends a gzip client the body compressed once, with the same weak ETag', async () => {
    const first = await raw(request(app).get('/large').set('Accept-Encoding', 'gzip, deflate, br'));
    const second = await raw(request(app).get('/large').set('Accept-Encoding', 'gzip'));

    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers.etag).toBe(large.etag);
    expect((first.body as Buffer).equals(large.bytes)).toBe(true);
    const gzipped = gzipOnce(large.bytes);
    expect(gunzipSync(gzipped).equals(large.bytes)).toBe(true);
    expect(gzipped.length).toBeLessThan(large.bytes.length / 4);
    for (const res of [first, second]) expect(Number(res.headers['content-length'])).toBe(gzipped.length);
    // The same Buffer each time: compressed once.
    expect(gzipOnce(large.bytes)).toBe(gzipped);
  });

  it.each([['identity'], ['gzip;q=0, identity'], ['br']])(
    'sends the plain bytes to a client that asks for %s',
    async (acceptEncoding) => {
      const res = await raw(request(app).get('/large').set('Accept-Encoding', acceptEncoding));

      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect((res.body as Buffer).equals(large.bytes)).toBe(true);
      expect(Number(res.headers['content-length'])).toBe(large.bytes.length);
    },
  );

  it('does not compress a body too small to gain from it', async () => {
    const res = await raw(request(app).get('/small').set('Accept-Encoding', 'gzip'));

    expect(res.headers['content-encoding']).toBeUndefined();
    expect((res.body as Buffer).toString()).toBe('{"ok":true}');
  });

  it('answers a matching If-None-Match with 304 in either encoding', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const res = await request(app)
        .get('/large')
        .set('Accept-Encoding', encoding)
        .set('If-None-Match', large.etag);

      expect({ encoding, status: res.status }).toEqual({ encoding, status: 304 });
      expect(res.headers['content-encoding']).toBeUndefined();
    }
  });
});
