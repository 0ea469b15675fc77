// GET /api/services through the gateway (its cached copy, Accept-Encoding: gzip) against a throwaway
// nginx serving the same bytes as a static file (gzip_static: compressed once, like the cache), and,
// for reference, the plain JSON gzipped per request at level 5 (what the gateway did before). The static
// nginx gets the gateway container's CPU and memory limits, its two workers and its buffered access log.
// 50 connections; the targets take turns over BENCH_ROUNDS rounds (the median is printed), so a busy
// machine weighs on all alike. CPU µs per request from the containers' cgroups, where readable.
// The target (docs/architecture.md#budgets): gateway ≥ 0.8× the static req/s, p99 ≤ 20 ms.
// Any error or answer other than 200 fails the bench (bench/verdict.mjs).
// `node bench/static-ratio.mjs <gateway base URL>`; `make bench` runs it on the memory system.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { load, verdict } from './verdict.mjs';

const [base = 'http://localhost:8091'] = process.argv.slice(2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const docker = (...args) => execFileSync('docker', args).toString().trim();

/** The raw answer, not decompressed: the bytes the gateway sends a gzip client. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** Nanoseconds of CPU the container has used (cgroup v1 or v2), or null where the host hides them. */
function cpuNanos(id) {
  const v1 = `/sys/fs/cgroup/cpuacct/docker/${id}/cpuacct.usage`;
  if (existsSync(v1)) return Number(readFileSync(v1, 'utf8'));
  const v2 = `/sys/fs/cgroup/system.slice/docker-${id}.scope/cpu.stat`;
  if (!existsSync(v2)) return null;
  return Number(/usage_usec (\d+)/.exec(readFileSync(v2, 'utf8'))?.[1]) * 1000;
}

const NGINX_CONF = `
worker_processes 2;
pid /tmp/nginx.pid;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log /dev/stdout combined buffer=4k flush=1s;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65s;
  server {
    listen 80;
    root /srv;
    default_type application/json;
    location /static/ { gzip_static on; gzip_vary on; }
    location /dynamic/ {
      gzip on; gzip_vary on; gzip_comp_level 5; gzip_min_length 512; gzip_types application/json;
    }
  }
}
`;

async function measure(name, { url, container }) {
  const before = cpuNanos(container);
  const result = await load(name, {
    url,
    headers: { 'accept-encoding': 'gzip' },
    connections: 50,
    duration: SECONDS,
    warmup: { connections: 10, duration: 2 },
  });
  const after = cpuNanos(container);
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    // Warm-up requests are in the CPU figure too, hence the approximation.
    'CPU µs/req': before === null ? '–' : Math.round((after - before) / 1000 / result.requests.total),
    'bytes/req': Math.round(result.throughput.total / result.requests.total),
    'errors, other status': result.errors + result.non2xx,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const answer = await rawGet(`${base}/api/services`, { 'accept-encoding': 'gzip' });
if (answer.status !== 200 || answer.headers['content-encoding'] !== 'gzip') {
  throw new Error(
    `the gateway answered ${answer.status}, ${answer.headers['content-encoding'] ?? 'not gzip'}`,
  );
}
const port = new URL(base).port || '80';
const gateway = docker('ps', '-q', '--no-trunc', '--filter', `publish=${port}`).split('\n')[0];
if (!gateway) throw new Error(`no container publishes port ${port}`);
const limits = JSON.parse(docker('inspect', '--format', '{{json .HostConfig}}', gateway));

const dir = mkdtempSync(path.join(tmpdir(), 'madar-static-'));
let container;
try {
  const json = gunzipSync(answer.body);
  for (const folder of ['static', 'dynamic']) mkdirSync(path.join(dir, folder));
  writeFileSync(path.join(dir, 'static/services.json'), json);
  writeFileSync(path.join(dir, 'static/services.json.gz'), answer.body);
  writeFileSync(path.join(dir, 'dynamic/services.json'), json);
  writeFileSync(path.join(dir, 'nginx.conf'), NGINX_CONF);
  // nginx's workers run as its own user: the temporary directory is the owner's only.
  chmodSync(dir, 0o755);
  const limitArgs = [
    ...(limits.NanoCpus ? ['--cpus', String(limits.NanoCpus / 1e9)] : []),
    ...(limits.Memory ? ['--memory', String(limits.Memory)] : []),
  ];
  container = docker(
    'run',
    '-d',
    '--rm',
    ...limitArgs,
    '-p',
    '127.0.0.1::80',
    '-v',
    `${dir}:/srv:ro`,
    '-v',
    `${dir}/nginx.conf:/etc/nginx/nginx.conf:ro`,
    'nginx:stable-bookworm',
  );
  const staticBase = `http://${docker('port', container, '80/tcp').split('\n')[0]}`;
  for (
    let i = 0;
    i < 50 &&
    !(await fetch(`${staticBase}/static/services.json`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const targets = {
    'gateway, /api/services (cached)': { url: `${base}/api/services`, container: gateway },
    'static nginx, gzip_static (same bytes)': { url: `${staticBase}/static/services.json`, container },
    'static nginx, gzip 5 per request': { url: `${staticBase}/dynamic/services.json`, container },
  };
  const runs = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, target] of Object.entries(targets)) runs[name].push(await measure(name, target));
  }
  // Each column's median over the rounds.
  const rows = Object.fromEntries(
    Object.entries(runs).map(([name, list]) => [
      name,
      Object.fromEntries(
        Object.keys(list[0]).map((key) => [
          key,
          typeof list[0][key] === 'number' ? median(list.map((r) => r[key])) : list[0][key],
        ]),
      ),
    ]),
  );
  console.log(
    `GET /api/services, 50 connections, ${ROUNDS} × ${SECONDS} s each, medians; limits: ${limitArgs.join(' ') || 'none'}`,
  );
  console.table(rows);
  const [cached, same, perRequest] = Object.values(rows);
  const ratio = (a, b) => (a['req/s'] / b['req/s']).toFixed(2);
  console.log(
    `gateway/static req/s: ${ratio(cached, same)}× (same bytes, gzip_static), ${ratio(cached, perRequest)}× ` +
      `(gzip per request); gateway p99 ${cached['p99 ms']} ms. Target: ≥ 0.8×, p99 ≤ 20 ms.`,
  );
} finally {
  if (container) execFileSync('docker', ['rm', '-f', container], { stdio: 'ignore' });
  rmSync(dir, { recursive: true, force: true });
}
verdict();
