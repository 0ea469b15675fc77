/**
 * The gateway's budget of API reads per client address (GATEWAY_API_RATE, GATEWAY_API_BURST): a flood of
 * GETs from this host gets 429 REQUEST.THROTTLED in the envelope, while a client with an address of its
 * own (a service container on the system's network) is served at the same time, and the flooding host's
 * submissions and web app are not counted. This host reaches the gateway through Docker's port mapping
 * as one bridge address: every other test file shares that budget, so this file starts and ends with the
 * budget full (the time it takes to refill), never leaving it spent for the next file.
 */
import { getContainerRuntimeClient } from 'testcontainers';
import { expectSecurityHeaders, url } from './support/gateway';
import { systemState } from './support/state';
import { GATEWAY_ALIAS, GATEWAY_API_BUDGET } from './support/system';

/** A cheap read that is still proxied (the gateway answers `return` locations before counting). */
const READ = '/api/content/health';
/** Enough to stay well above the budget's rate on a loaded machine (a 429 costs nginx next to nothing). */
const FLOOD_WORKERS = 25;
/** From spent to full: a burst's worth of requests at the budget's rate, and a margin. */
const REFILL_MS = (GATEWAY_API_BUDGET.burst / GATEWAY_API_BUDGET.ratePerSecond) * 1000 + 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  at: number;
  response: Response;
  body: string;
}

/** GETs READ from FLOOD_WORKERS loops at once until `stop()`; every answer is kept. */
function flood(): { answers: Answer[]; stop: () => Promise<void> } {
  const answers: Answer[] = [];
  let running = true;
  const workers = Array.from({ length: FLOOD_WORKERS }, async () => {
    while (running) {
      const response = await fetch(url(READ));
      const body = await response.text();
      answers.push({ status: response.status, at: Date.now(), response, body });
    }
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

/** Resolves at the flood's first 429; fails if none comes within 30 seconds (no budget at all). */
async function firstRefusal(answers: Answer[]): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!answers.some((a) => a.status === 429)) {
    if (Date.now() > deadline) throw new Error(`no 429 in ${answers.length} GETs of ${READ}`);
    await sleep(20);
  }
}

/** Five reads at once (a small page load) from inside a service container: another client address. */
async function readsFromAnotherAddress(): Promise<number[]> {
  const client = await getContainerRuntimeClient();
  const container = client.container.getById(systemState().containerIds.content[0] ?? '');
  const script = `Promise.all(Array.from({ length: 5 }, () => fetch('http://${GATEWAY_ALIAS}${READ}')
    .then((r) => r.status))).then((s) => console.log(JSON.stringify(s)))`;
  const result = await client.container.exec(container, ['node', '-e', script]);
  if (result.exitCode !== 0) throw new Error(`the second client failed: ${result.output}`);
  return JSON.parse(result.stdout.trim()) as number[];
}

describe('the per-address budget of API reads', () => {
  // The files before this one read from the same address: start with a full budget.
  beforeAll(() => sleep(REFILL_MS));
  // Leave it full for the files after this one.
  afterAll(() => sleep(REFILL_MS));

  it('answers a GET flood with 429 in the envelope while a second client is served', async () => {
    const { answers, stop } = flood();
    let during: { from: number; to: number; statuses: number[] };
    let submission: Response;
    let app: Response;
    try {
      await firstRefusal(answers);
      const from = Date.now();
      const statuses = await readsFromAnotherAddress();
      during = { from, to: Date.now(), statuses };
      // Not counted, though this address is over its budget: a submission (401 without a token: it
      // reached the service) and the web app.
      submission = await fetch(url('/api/blog/posts'), { method: 'POST' });
      app = await fetch(url('/'));
    } finally {
      await stop();
    }

    expect(during.statuses).toEqual([200, 200, 200, 200, 200]);
    // The flood was still being turned away while the other address was served.
    expect(answers.some((a) => a.status === 429 && a.at >= during.from && a.at <= during.to)).toBe(true);
    expect(submission.status).toBe(401);
    expect(app.status).toBe(200);

    // A burst is served in full before the first refusal; only 200 and 429, never a 5xx.
    const served = answers.filter((a) => a.status === 200).length;
    expect(served).toBeGreaterThanOrEqual(GATEWAY_API_BUDGET.burst);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 429)).toEqual([]);

    const refused = answers.find((a) => a.status === 429);
    expect(refused?.response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(refused?.response.headers.get('retry-after')).toBe('1');
    expect(JSON.parse(refused?.body ?? '')).toEqual({
      statusCode: 429,
      code: 'REQUEST.THROTTLED',
      message: 'Too many requests from this address; try again in a moment',
      error: 'Too Many Requests',
    });
    if (refused) expectSecurityHeaders(refused.response);
    // Starting node inside a container takes seconds on a busy machine.
  }, 120_000);

  it('serves this address again once Retry-After has passed', async () => {
    const { answers, stop } = flood();
    try {
      await firstRefusal(answers);
    } finally {
      await stop();
    }
    await sleep(1000);
    expect((await fetch(url(READ))).status).toBe(200);
  });
});
