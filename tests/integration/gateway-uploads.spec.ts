/**
 * Uploads through the gateway: a job application's body is passed on to the service as it arrives,
 * never collected in the gateway's /tmp (a tmpfs counted in its 128 MB: 25 uploads of 6 MB at once
 * buffered there got nginx killed), and one address may upload only a few applications at once; past
 * that, the JSON 429. A spare gateway whose recruitment is a stub that reads what it is sent and counts it.
 */
import { connect, type Socket } from 'node:net';
import type { StartedTestContainer } from 'testcontainers';
import { startSpareGateway } from './support/spare-gateway';
import { systemState } from './support/state';
import { startStubServer, type StubServer, type StubStats } from './support/stub-server';

/** A resume at the gateway's limit, as the attack sent it. */
const BODY_BYTES = 6_000_000;
/** Applications one address may upload at once (limit_conn uploads in the gateway's template). */
const UPLOADS_AT_ONCE = 4;

interface HeldUpload {
  socket: Socket;
  /** The answer's status line once it comes (the connection's end, if none does). */
  statusLine: Promise<string>;
  /** The whole answer, once the connection ends. */
  answer: Promise<string>;
}

/** POST /api/applications announcing BODY_BYTES and sending the first `sent` of them. */
function startUpload(base: string, sent: number): HeldUpload {
  const { hostname, port } = new URL(base);
  const socket = connect(Number(port), hostname);
  socket.write(
    `POST /api/applications HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/octet-stream\r\n` +
      `Content-Length: ${BODY_BYTES}\r\nConnection: close\r\n\r\n`,
  );
  socket.write(Buffer.alloc(sent, 0x61));
  let text = '';
  const answer = new Promise<string>((resolve) => {
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', () => undefined);
  });
  const statusLine = new Promise<string>((resolve) => {
    socket.on('data', () => resolve(text.split('\r\n')[0] ?? ''));
    socket.on('close', () => resolve(text.split('\r\n')[0] ?? ''));
  });
  return { socket, statusLine, answer };
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('uploads through the gateway', () => {
  let recruitment: StubServer | undefined;
  let spare: StartedTestContainer | undefined;
  let gateway = '';
  const held: HeldUpload[] = [];

  /** Kilobytes in use on the gateway's /tmp, files already unlinked by nginx included. */
  const tmpKilobytes = async (): Promise<number> => {
    const result = await spare?.exec(['sh', '-c', "df -k /tmp | awk 'NR == 2 { print $3 }'"]);
    return Number(result?.output.trim());
  };
  const stats = async (): Promise<StubStats> => {
    if (!recruitment) throw new Error('no stub');
    return recruitment.stats();
  };

  beforeAll(async () => {
    recruitment = await startStubServer(systemState().gatewayContainerId, 'stub-recruitment');
    spare = await startSpareGateway(systemState().gatewayContainerId, {
      RECRUITMENT_UPSTREAM: recruitment.upstream,
    });
    gateway = `http://${spare.getHost()}:${spare.getMappedPort(80)}`;
  }, 90_000);

  afterEach(() => {
    for (const upload of held.splice(0)) upload.socket.destroy();
  });

  afterAll(async () => {
    await spare?.stop();
    await recruitment?.container.stop();
  });

  it('passes an upload on as it arrives, keeping none of it in /tmp', async () => {
    const before = await tmpKilobytes();
    const half = BODY_BYTES / 2;
    const upload = startUpload(gateway, half);
    held.push(upload);

    await until(async () => (await stats()).received >= half, 15_000, 'the service receives half the body');
    expect((await tmpKilobytes()) - before).toBeLessThan(256);

    upload.socket.write(Buffer.alloc(BODY_BYTES - half, 0x61));
    const answer = await upload.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    // The stub's own count of what it read (the answer is chunked).
    expect(answer).toContain('stub POST /api/applications 6000000');
  });

  it(`answers the JSON 429 to an address with ${UPLOADS_AT_ONCE} uploads under way`, async () => {
    for (let i = 0; i < UPLOADS_AT_ONCE; i++) held.push(startUpload(gateway, 64 * 1024));
    await until(
      async () => (await stats()).open === UPLOADS_AT_ONCE,
      15_000,
      'the uploads reach the service',
    );

    const refused = await fetch(`${gateway}/api/applications`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array(BODY_BYTES),
    });

    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({
      statusCode: 429,
      code: 'REQUEST.THROTTLED',
      message: 'Too many requests from this address; try again in a moment',
      error: 'Too Many Requests',
    });
    // Other routes of the same service are not held back by the uploads.
    expect((await fetch(`${gateway}/api/jobs`)).status).toBe(200);
    // The held uploads were waiting, not refused.
    for (const upload of held) {
      await expect(Promise.race([upload.statusLine, Promise.resolve('waiting')])).resolves.toBe('waiting');
    }
  });
});
