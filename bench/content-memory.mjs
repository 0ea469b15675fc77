// Memory of a service under read load (RSS may grow at most 30% over its warm baseline:
// docs/architecture.md#budgets). Runs the service's image (madar/<name>:local unless BENCH_IMAGE says) under
// the limits docker-compose.yml gives it, memory mode, latency and rate limits off; warms it (10 s of the
// same load, so the young generation has grown to its working size and the baseline is warm); then
// 50-connection GETs over its public reads to the service itself (no gateway cache in between), reading
// the process's RSS (VmRSS) from /proc every second, for at least BENCH_SECONDS (60) and until the RSS
// has settled: its last BENCH_SETTLE_SECONDS (20) samples within BENCH_SETTLE_PCT (3) % of their lowest
// and no new peak among them (bench/verdict.mjs, settled).
// A growth measured while the RSS still rises says nothing of where it stops, so an RSS that has not
// settled by BENCH_MAX_SECONDS (300) fails the bench, as does any error or answer other than 200
// (bench/verdict.mjs). The growth itself is printed against the budget, not asserted.
//   node bench/content-memory.mjs [content|recruitment|inquiries|auth]      (`make bench` runs content)
// BENCH_LIMITS=none runs it without limits (as compose once did); BENCH_NODE_OPTIONS
// replaces the image's NODE_OPTIONS ('' for none); BENCH_TARGET=process runs services/<name>/dist on
// the host instead (no cgroup: V8 then sizes its heap for the host's memory).
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { parse } from 'yaml';
import { fail, judge, load, settled, verdict } from './verdict.mjs';

const name = process.argv[2] ?? 'content';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const MAX_SECONDS = Math.max(SECONDS, Number(process.env.BENCH_MAX_SECONDS ?? 300));
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 20);
const SETTLE_PCT = Number(process.env.BENCH_SETTLE_PCT ?? 3);
/** The growth docs/architecture.md#budgets allows over the warm baseline. */
const BUDGET_PCT = 30;
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 10);
const CONNECTIONS = 50;
const PORT = 3905;
const base = `http://127.0.0.1:${PORT}`;
const inProcess = process.env.BENCH_TARGET === 'process';
const { BENCH_NODE_OPTIONS } = process.env;

// The public reads of each service; {slug} becomes the newest post's once the service is up.
const READS = {
  content: [
    '/api/services',
    '/api/services/it-infrastructure',
    '/api/projects',
    '/api/testimonials',
    '/api/statistics',
    '/api/team',
    '/api/timeline',
    '/api/blog/categories',
    '/api/blog/posts',
    '/api/blog/posts/{slug}',
  ],
  recruitment: ['/api/jobs'],
  inquiries: ['/health'],
  auth: ['/api/auth/jwks'],
};

const env = {
  PORT: String(PORT),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  LATENCY_READ_MS: '0',
  LATENCY_WRITE_MS: '0',
  LOGIN_RATE_LIMIT: '0',
  PUBLIC_WRITE_RATE_LIMIT: '0',
  SEED_DEMO_DATA: 'true',
  MEMORY_STORE_MAX_MB: '32',
  AUTH_JWKS_URL: 'http://127.0.0.1:9/jwks',
  ADMIN_EMAIL: 'admin@madar.ly',
  ADMIN_PASSWORD_HASH: 'scrypt:32768:8:3:iz4P45ywiS3kdQ0AEKJ8Fg:dZ--1XVVtCk_DFSFq51scjDI5cUc1JMlaQzUIXOKn5w',
  ...(BENCH_NODE_OPTIONS !== undefined && { NODE_OPTIONS: BENCH_NODE_OPTIONS }),
};

/** Starts the service; returns its host pid, a label of how it runs, and how to stop it. */
function start() {
  if (inProcess) {
    const child = spawn(process.execPath, [`services/${name}/dist/main.js`], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', ...env },
    });
    return { pid: () => child.pid, how: 'host process, no limits', stop: () => child.kill('SIGTERM') };
  }
  const limits = parse(readFileSync('docker-compose.yml', 'utf8'), { merge: true }).services[name];
  const limited = process.env.BENCH_LIMITS !== 'none';
  const args = ['run', '-d', '--rm', '--read-only', '--tmpfs', '/tmp', '-p', `127.0.0.1:${PORT}:${PORT}`];
  if (limited) args.push('--memory', limits.mem_limit, '--memory-swap', limits.memswap_limit);
  if (limited) args.push('--cpus', String(limits.cpus), '--pids-limit', String(limits.pids_limit));
  for (const [key, value] of Object.entries(env)) args.push('-e', `${key}=${value}`);
  const id = execFileSync('docker', [...args, process.env.BENCH_IMAGE ?? `madar/${name}:local`], {
    encoding: 'utf8',
  }).trim();
  const how = limited ? `image, ${limits.mem_limit} / ${limits.cpus} CPU` : 'image, no limits';
  const pid = () => execFileSync('docker', ['inspect', '-f', '{{.State.Pid}}', id], { encoding: 'utf8' });
  const stop = () => execFileSync('docker', ['rm', '-f', id], { stdio: 'ignore' });
  return { pid: () => Number(pid()), how, stop };
}

const rssMiB = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const service = start();
try {
  for (let i = 0; ; i += 1) {
    if (i === 450) throw new Error(`${name} did not start on ${base}`);
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(200);
  }
  const pid = service.pid();
  let paths = READS[name] ?? ['/health'];
  if (paths.some((p) => p.includes('{slug}'))) {
    const [post] = await (await fetch(`${base}/api/blog/posts`)).json();
    paths = paths.map((p) => p.replace('{slug}', post.slug));
  }
  const reads = (duration) => ({
    url: base,
    connections: CONNECTIONS,
    duration,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });

  const idle = rssMiB(pid);
  await load('warm-up', reads(WARM_SECONDS));
  await sleep(1000);
  const baseline = rssMiB(pid);
  const samples = [];
  let state = null;
  const run = autocannon(reads(MAX_SECONDS));
  // Sampled every second; the load stops once the RSS has settled after at least SECONDS.
  await new Promise((resolve) => {
    const sampler = setInterval(() => {
      samples.push(rssMiB(pid));
      state = settled(samples, SETTLE_SECONDS, SETTLE_PCT / 100);
      if (samples.length >= SECONDS && state?.settled) run.stop();
    }, 1000);
    run.then(() => {
      clearInterval(sampler);
      resolve();
    });
  });
  const result = judge('reads', await run);
  const end = rssMiB(pid);
  const peak = Math.max(baseline, end, ...samples);
  const mib = (value) => Number(value.toFixed(1));
  const growth = ((peak - baseline) / baseline) * 100;
  const options = BENCH_NODE_OPTIONS === undefined ? 'as built' : BENCH_NODE_OPTIONS || '(none)';
  console.log(
    `${name} (${service.how}, NODE_OPTIONS ${options}): ${samples.length} s of ${CONNECTIONS}-connection GETs`,
  );
  console.table([
    {
      service: name,
      'req/s': Math.round(result.requests.average),
      'p99 ms': result.latency.p99,
      'errors, other status': result.errors + result.non2xx,
      'idle MiB': mib(idle),
      'warm MiB': mib(baseline),
      'peak MiB': mib(peak),
      'end MiB': mib(end),
      'growth %': mib(growth),
      settled: state?.settled ? `after ${samples.length} s` : 'no',
    },
  ]);
  console.log(`RSS each second (MiB): ${samples.map((s) => Math.round(s)).join(' ')}`);
  const window = state
    ? `its last ${SETTLE_SECONDS} samples span ${mib(state.low)}–${mib(state.high)} MiB (${mib(state.spread * 100)} %)`
    : `only ${samples.length} samples`;
  if (state?.settled) {
    console.log(
      `RSS settled (${window}); growth over the warm baseline ${mib(growth)} % ` +
        `(budget +${BUDGET_PCT} %: ${growth <= BUDGET_PCT ? 'within' : 'OVER'}).`,
    );
  } else {
    fail(
      `${name}'s RSS did not settle within ${samples.length} s: ${window}, over ${SETTLE_PCT} %; ` +
        `its growth so far (${mib(growth)} %) is no measure of where it stops`,
    );
  }
} finally {
  service.stop();
}
verdict();
