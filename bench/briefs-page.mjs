// The admin brief page at the service itself with 100,000 briefs stored in PostgreSQL (issue target:
// p99 under 50 ms). Starts its own PostgreSQL and Redis (Testcontainers, the local postgres:15-bookworm
// and redis:7-bookworm images): the service in durable mode, whose sign-out list is Redis, asks it on
// every request, so the figures include that check. Runs the compiled inquiries service as a process of
// its own (as in production, so the load generator does not share its event loop), serves it a key set
// to verify staff tokens against, fills the sign-out list in Redis as auth does at its start (empty, with
// the marker that says the copy is complete: without it the service answers 503 AUTH.UNAVAILABLE), signs
// a token shaped like auth's (a sales member, who holds the briefs),
// checks each address answers 200 with a page of briefs, then drives it with autocannon; any error or
// other status fails the bench (bench/verdict.mjs). Run by `make bench` (which builds first), or
// `node bench/briefs-page.mjs`.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { PostgreSqlContainer } from '@testcontainers/postgresql';
import { RedisContainer } from '@testcontainers/redis';
import { fillRevocations } from '@madar/shared/nest';
import { Redis } from 'ioredis';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import pg from 'pg';
import { fail, load, verdict } from './verdict.mjs';

process.env.TESTCONTAINERS_RYUK_DISABLED = 'true';
const BRIEFS = Number(process.env.BENCH_BRIEFS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = 3904;
const PATHS = {
  'first page (newest first)': '/api/briefs?page=1&pageSize=20',
  'page 2,000 (deep offset)': '/api/briefs?page=2000&pageSize=20',
  'status filter': '/api/briefs?status=in-progress&pageSize=20',
  'sort by company': '/api/briefs?sort=companyName:asc&pageSize=20',
  'search, 11 matches ("contact4242")': '/api/briefs?search=contact4242&pageSize=20',
  'search, 20,000 matches ("sahara")': '/api/briefs?search=sahara&pageSize=20',
};

// A signing key of the bench's own, published as a key set the service fetches like auth's.
const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'EdDSA', use: 'sig' };
const jwks = createServer((_req, res) => {
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ keys: [jwk] }));
}).listen(0, '127.0.0.1');
await new Promise((resolve) => jwks.once('listening', resolve));
// Every claim auth's tokens carry: the verifier refuses a token without the account's email and name.
const token = await new SignJWT({ email: 'bench@madar.ly', name: 'Bench', role: 'sales' })
  .setProtectedHeader({ alg: 'EdDSA', kid: 'bench' })
  .setSubject('acc-bench')
  .setIssuer('madar-auth')
  .setAudience('madar-admin')
  .setIssuedAt()
  .setJti('bench')
  .setExpirationTime('1h')
  .sign(privateKey);

const [container, redis] = await Promise.all([
  new PostgreSqlContainer('postgres:15-bookworm').start(),
  new RedisContainer('redis:7-bookworm').start(),
]);
let service;
try {
  const url = container.getConnectionUri();
  // Auth's filling of the sign-out list (no token signed out): the service trusts an absent entry only
  // while the marker is there.
  const redisClient = new Redis(redis.getConnectionUrl());
  await fillRevocations(redisClient, [], 'bench');
  await redisClient.quit();
  service = spawn(process.execPath, ['services/inquiries/dist/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      LATENCY_READ_MS: '0',
      LATENCY_WRITE_MS: '0',
      AUTH_JWKS_URL: `http://127.0.0.1:${jwks.address().port}/jwks`,
      DATABASE_URL: url,
      REDIS_URL: redis.getConnectionUrl(),
      // Durable mode refuses to start without it (the newsletter's signed links); a bench-only value.
      NEWSLETTER_TOKEN_SECRET: 'bench-only-newsletter-token-secret-not-for-production',
    },
  });
  const base = `http://127.0.0.1:${PORT}`;
  for (let i = 0; ; i += 1) {
    const ready = await fetch(`${base}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (i > 120) throw new Error('the inquiries service did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  // 100,000 briefs in one statement (the trigger keeps the totals), then planner statistics and the
  // visibility map, as autovacuum leaves a live table.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    `insert into inquiries.briefs (id, company_name, industry, contact_name, email, project_type, description, goals, status, submitted_at)
     select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid,
            (array['Sahara Star Logistics','Tripoli Data Systems','مستشفى الشفاء','Benghazi Ports','Libyana Retail'])[i % 5 + 1] || ' ' || i,
            'Logistics', 'Contact ' || i, 'contact' || i || '@example.ly', 'networking',
            'We need a secure network linking three sites to our head office.',
            'Real-time stock levels across all sites.',
            (array['new','in-progress','completed','rejected'])[i % 4 + 1],
            timestamptz '2026-01-01' + (i || ' minutes')::interval
     from generate_series(0, $1 - 1) as i`,
    [BRIEFS],
  );
  await client.query('vacuum analyze inquiries.briefs');
  await client.end();

  // One request each first: a refused token or a missing sign-out list shows here, with its answer,
  // and nothing is measured.
  let probed = true;
  for (const [name, path] of Object.entries(PATHS)) {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.text();
    const items = res.headers.get('content-type')?.includes('json') ? JSON.parse(body).items : undefined;
    if (res.status !== 200 || !Array.isArray(items)) {
      fail(`${name}: the probe was answered ${res.status} ${body.slice(0, 300)}`);
      probed = false;
    }
  }

  const rows = [];
  for (const [name, path] of probed ? Object.entries(PATHS) : []) {
    const result = await load(name, {
      url: `${base}${path}`,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { authorization: `Bearer ${token}` },
      warmup: { connections: CONNECTIONS, duration: 2 },
    });
    rows.push({
      request: name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      requests: result.requests.total,
      'errors, other status': result.errors + result.non2xx,
    });
  }
  console.log(
    `\nAdmin brief page at the service (PostgreSQL, sign-out list in Redis), ${BRIEFS.toLocaleString('en')} briefs, ` +
      `${CONNECTIONS} connections, ${DURATION} s each`,
  );
  console.table(rows);
} finally {
  service?.kill('SIGTERM');
  jwks.close();
  await Promise.all([container.stop(), redis.stop()]);
}
verdict();
