// What makes a benchmark's figures worth printing. A run in which any request erred, timed out or was
// answered with another status than the one measured is a run of error pages (a 401 or a 503 answers
// in a millisecond), so every bench loads through `load` (or `judge`s its run), prints its table, then
// calls `verdict`, which lists what went wrong and sets a non-zero exit code. `settled` says whether
// memory samples have stopped moving. `node --test 'bench/*.test.mjs'` runs verdict.test.mjs.
import autocannon from 'autocannon';
import PipelinedRequestsQueue from 'autocannon/lib/pipelinedRequestsQueue.js';

// autocannon appends every answer's body to a string, decoding it as UTF-8, in case the caller checks
// bodies (expectBody, verifyBody, a request's onResponse); no bench here does (`load` refuses them). For
// a binary answer that decoding cost the load generator more than the gateway spent serving it: the
// framework script gzipped measured 0.35x its uncompressed rate, while a keep-alive client that drops
// the bytes fetched the gzipped file faster, and the gateway's CPU stayed under a third of its limit.
// The bodies are dropped; autocannon counts the bytes read from its own 'body' event, unchanged.
if (typeof PipelinedRequestsQueue.prototype.addBody !== 'function') {
  throw new Error('autocannon no longer has PipelinedRequestsQueue#addBody: see bench/verdict.mjs');
}
PipelinedRequestsQueue.prototype.addBody = () => {};

const failures = [];

/** Why an autocannon result cannot be trusted, one sentence each; empty when every answer was expected. */
export function problemsOf(result, expected = [200]) {
  const problems = [];
  if (result.errors > 0) problems.push(`${result.errors} errors (${result.timeouts} of them timeouts)`);
  const codes = Object.entries(result.statusCodeStats ?? {});
  for (const [code, { count }] of codes) {
    if (!expected.includes(Number(code))) problems.push(`${count} answered ${code}`);
  }
  // Without per-status counts (excludeErrorStats), autocannon's non-2xx total is the witness.
  if (codes.length === 0 && result.non2xx > 0) problems.push(`${result.non2xx} answers outside 2xx`);
  if (result.mismatches > 0) problems.push(`${result.mismatches} bodies unlike the expected one`);
  if (result.requests.total === 0) problems.push('no request completed');
  return problems;
}

/** Records a failure of the bench's own (a probe, a memory that did not settle). */
export function fail(reason) {
  failures.push(reason);
}

/**
 * Judges a finished autocannon run (its warm-up too): anything but `expected` statuses is recorded
 * under `label` for `verdict`. Returns the result.
 */
export function judge(label, result, expected = [200]) {
  const problems = problemsOf(result, expected);
  if (result.warmup) problems.push(...problemsOf(result.warmup, expected).map((p) => `warm-up: ${p}`));
  if (problems.length > 0) fail(`${label}: ${problems.join('; ')}`);
  return result;
}

/** autocannon with `options`, judged as `judge` does. */
export async function load(label, options, expected = [200]) {
  const checksBodies = [options, ...(options.requests ?? [])].some(
    (o) => o.expectBody !== undefined || o.verifyBody !== undefined || o.onResponse !== undefined,
  );
  if (checksBodies)
    throw new Error(`${label}: bodies are not kept (bench/verdict.mjs), so none can be checked`);
  return judge(label, await autocannon(options), expected);
}

/** After the tables: the reasons, on stderr, and exit code 1 when anything failed. */
export function verdict() {
  if (failures.length === 0) return;
  console.error(`\nBENCH FAILED (the figures above cannot be trusted):\n- ${failures.join('\n- ')}`);
  process.exitCode = 1;
}

/**
 * Whether the RSS has stopped moving: the last `window` samples lie within `tolerance` (a fraction) of
 * their lowest, and their highest is no new peak (within a quarter of the tolerance of the highest
 * before them), so a slow steady climb that fits the window does not pass. Returns the window's range,
 * or null while there are too few samples to compare with what came before.
 */
export function settled(samples, window, tolerance) {
  if (samples.length <= window) return null;
  const last = samples.slice(-window);
  const low = Math.min(...last);
  const high = Math.max(...last);
  const before = Math.max(...samples.slice(0, -window));
  const spread = (high - low) / low;
  return { low, high, spread, settled: spread <= tolerance && high <= before * (1 + tolerance / 4) };
}
