// Through the gateway, latency off: GET /api/services (public) and the admin brief page (first page of
// GET /api/briefs with a token), 50 connections for 10 s each. `node bench/gateway.mjs <base URL> <label>`;
// `make bench` runs it against the memory and the durable system side by side, with the gateway's
// per-address read budget off (GATEWAY_API_RATE=0): 50 connections from one address are a flood to it.
// Any error or answer other than 200 fails the bench (bench/verdict.mjs).
import { load, verdict } from './verdict.mjs';

const [base = 'http://localhost:8091', label = 'system'] = process.argv.slice(2);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({
    email: process.env.BENCH_EMAIL ?? 'admin@madar.ly',
    password: process.env.BENCH_PASSWORD ?? 'MadarDemo2026!',
  }),
});
if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
const { token } = await login.json();

const targets = {
  'GET /api/services': { url: `${base}/api/services`, headers: { 'accept-encoding': 'gzip' } },
  'admin brief page': {
    url: `${base}/api/briefs?page=1&pageSize=20`,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
  },
};

const rows = [];
for (const [name, { url, headers }] of Object.entries(targets)) {
  const result = await load(`${label}, ${name}`, {
    url,
    headers,
    connections: 50,
    duration: DURATION,
    warmup: { connections: 10, duration: 2 },
  });
  rows.push({
    mode: label,
    request: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'errors, other status': result.errors + result.non2xx,
  });
}
console.table(rows);
verdict();
