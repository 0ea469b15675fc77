// Pages and the framework script through the gateway, side by side, one table with ratios:
// - `/` and `/ar/` as the gateway serves them (renderer, its caches) against the same bytes served as a
//   static file by the same gateway: the page's HTML is written into <static dir>, which
//   bench/static-pages.yml mounts in the gateway's web root at /images/bench/, a path its own
//   `location /images/` serves (its configuration unchanged);
// - the framework script with gzip (Accept-Encoding: gzip) against uncompressed;
// - a second client's latency, reading pages one at a time from an address of its own (a container on
//   the gateway's network, bench/second-client.mjs), alone and while the host floods pages.
// 20 connections (the flood 50); the page and script targets take turns over BENCH_ROUNDS rounds of
// BENCH_SECONDS each and the medians are printed. Any error or answer other than 200 fails the bench
// (bench/verdict.mjs): `make bench` turns the gateway's page budget off (GATEWAY_PAGE_RATE=0), so the
// flood measures what the site holds, not the budget's 429s.
//   node bench/pages.mjs <gateway base URL> <static dir>        (`make bench` runs it on the memory system)
import { execFile, execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { fail, load, verdict } from './verdict.mjs';

const [base = 'http://localhost:8091', staticDir = process.env.BENCH_STATIC_DIR] = process.argv.slice(2);
if (!staticDir) throw new Error('usage: node bench/pages.mjs <gateway base URL> <static dir>');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 20;
const FLOOD_CONNECTIONS = 50;
const STATIC_PATH = '/images/bench/';
const GZIP = { 'accept-encoding': 'gzip' };
const IDENTITY = { 'accept-encoding': 'identity' };

/** The answer's bytes as sent (not decompressed), refusing anything but a 200. */
async function get(pathname, headers) {
  const res = await fetch(`${base}${pathname}`, { headers, redirect: 'manual' });
  if (res.status !== 200) throw new Error(`GET ${pathname}: ${res.status} ${await res.text()}`);
  return { body: Buffer.from(await res.arrayBuffer()), encoding: res.headers.get('content-encoding') };
}

// The pages' bytes as a static file (and its gzip at the highest level, used where the gateway has
// gzip_static for that path); the static copy must be served before anything is measured.
const home = await get('/', IDENTITY);
const files = { home: home.body, ar: (await get('/ar/', IDENTITY)).body };
for (const [name, html] of Object.entries(files)) {
  writeFileSync(path.join(staticDir, `${name}.html`), html);
  writeFileSync(path.join(staticDir, `${name}.html.gz`), gzipSync(html, { level: 9 }));
  const copy = await get(`${STATIC_PATH}${name}.html`, IDENTITY).catch((error) => {
    throw new Error(`the gateway does not serve ${STATIC_PATH} (bench/static-pages.yml): ${error.message}`);
  });
  if (!copy.body.equals(html)) throw new Error(`${STATIC_PATH}${name}.html differs from the page`);
}
const framework = /\/assets\/framework-[\w-]+\.js/.exec(home.body.toString('utf8'))?.[0];
if (!framework) throw new Error('the page names no /assets/framework-*.js');
if ((await get(framework, GZIP)).encoding !== 'gzip') fail(`${framework} was not sent gzipped`);

async function measure(name, { url, headers, connections = CONNECTIONS, duration = SECONDS }) {
  const result = await load(name, {
    url,
    headers,
    connections,
    duration,
    warmup: { connections, duration: 2 },
  });
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'bytes/req': Math.round(result.throughput.total / result.requests.total),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const medians = (list) =>
  Object.fromEntries(Object.keys(list[0]).map((key) => [key, median(list.map((r) => r[key]))]));

const pairs = [
  {
    comparison: 'page /',
    subject: ['gateway', { url: `${base}/`, headers: GZIP }],
    reference: ['static file, same gateway', { url: `${base}${STATIC_PATH}home.html`, headers: GZIP }],
    target: '≥ 0.5× static, ≥ 1,000/s',
  },
  {
    comparison: 'page /ar/',
    subject: ['gateway', { url: `${base}/ar/`, headers: GZIP }],
    reference: ['static file, same gateway', { url: `${base}${STATIC_PATH}ar.html`, headers: GZIP }],
    target: '≥ 0.5× static, ≥ 1,000/s',
  },
  {
    comparison: `${path.basename(framework)}`,
    subject: ['gzip', { url: `${base}${framework}`, headers: GZIP }],
    reference: ['uncompressed', { url: `${base}${framework}`, headers: IDENTITY }],
    target: '≥ 0.8× uncompressed',
  },
];
const runs = new Map(
  pairs.flatMap((p) => [p.subject, p.reference].map(([label]) => [`${p.comparison}, ${label}`, []])),
);
for (let round = 0; round < ROUNDS; round++) {
  for (const pair of pairs) {
    for (const [label, target] of [pair.subject, pair.reference]) {
      const name = `${pair.comparison}, ${label}`;
      runs.get(name).push(await measure(name, target));
    }
  }
}

// The second client: a container on the gateway's network, alone, then while the host floods pages.
const port = new URL(base).port || '80';
const docker = (...args) => execFileSync('docker', args, { encoding: 'utf8' }).trim();
const gateway = docker('ps', '-q', '--filter', `publish=${port}`).split('\n')[0];
if (!gateway) throw new Error(`no container publishes port ${port}`);
const [network] = Object.keys(
  JSON.parse(docker('inspect', '-f', '{{json .NetworkSettings.Networks}}', gateway)),
);
const alias = 'gateway'; // the compose service's name on that network
async function secondClient(label) {
  const { stdout } = await promisify(execFile)('docker', [
    ...['run', '--rm', '--network', network, '-v', `${process.cwd()}:/bench-src:ro`, '-w', '/bench-src'],
    ...['node:24-bookworm-slim', 'node', 'bench/second-client.mjs', `http://${alias}`, String(SECONDS)],
  ]);
  const { problems, ...figures } = JSON.parse(stdout.trim().split('\n').at(-1));
  if (problems.length > 0) fail(`${label}: ${problems.join('; ')}`);
  return figures;
}
const alone = await secondClient('second client, alone');
// The flood outlasts the second client's container start and run.
const [during, flood] = await Promise.all([
  secondClient('second client, during the flood'),
  load('flood of pages from one address', {
    url: base,
    connections: FLOOD_CONNECTIONS,
    duration: SECONDS + 6,
    headers: GZIP,
    requests: [
      { method: 'GET', path: '/' },
      { method: 'GET', path: '/ar/' },
    ],
  }),
]);

const row = (comparison, [label, a], [against, b], ratio, target) => ({
  comparison,
  measured: label,
  'req/s': a['req/s'],
  'p50 ms': a['p50 ms'],
  'p99 ms': a['p99 ms'],
  'bytes/req': a['bytes/req'] ?? '–',
  against,
  'vs req/s': b['req/s'],
  'vs p50 ms': b['p50 ms'],
  'vs p99 ms': b['p99 ms'],
  'vs bytes/req': b['bytes/req'] ?? '–',
  ratio,
  target,
});
const rows = pairs.map((pair) => {
  const a = medians(runs.get(`${pair.comparison}, ${pair.subject[0]}`));
  const b = medians(runs.get(`${pair.comparison}, ${pair.reference[0]}`));
  const ratio = `${(a['req/s'] / b['req/s']).toFixed(2)}× req/s`;
  return row(pair.comparison, [pair.subject[0], a], [pair.reference[0], b], ratio, pair.target);
});
rows.push(
  row(
    `second client, / and /ar/ (flood: ${Math.round(flood.requests.average)} pages/s, p50 ${flood.latency.p50} ms)`,
    [`during a ${FLOOD_CONNECTIONS}-connection flood`, during],
    ['alone', alone],
    `${(during['p50 ms'] / Math.max(alone['p50 ms'], 1)).toFixed(1)}× p50`,
    'p50 < 50 ms',
  ),
);
console.log(
  `\nPages and assets through the gateway at ${base}, ${CONNECTIONS} connections, Accept-Encoding: gzip ` +
    `unless "uncompressed"; ${ROUNDS} × ${SECONDS} s each, medians. Second client: one connection from ` +
    `another address (a container on ${network}), ${SECONDS} s.`,
);
console.table(rows);
verdict();
