// The admin brief page at the service itself, with 100,000 briefs stored in PostgreSQL (issue target:
// p99 under 50 ms) and, side by side in the same run, the same page in memory mode with the same
// 100,000 briefs. Starts its own PostgreSQL (Testcontainers, the local postgres:15-bookworm image),
// boots the compiled inquiries service in this process, and drives it with autocannon.
// Run with `make bench` (which builds first) or `node bench/briefs-page.mjs` after `npm run build`.
import { createRequire } from 'node:module';
import { PostgreSqlContainer } from '@testcontainers/postgresql';
import autocannon from 'autocannon';
import pg from 'pg';

process.env.TESTCONTAINERS_RYUK_DISABLED = 'true';
const require = createRequire(import.meta.url);
require('reflect-metadata');
const { NestFactory } = require('@nestjs/core');
const { configureService } = require('@madar/shared/nest');
const { DataSource } = require('@madar/shared/data');
const { createTestSigner, testVerificationOptions } = require('@madar/shared/testing');
const { AppModule } = require('../services/inquiries/dist/app.module.js');
const { loadInquiriesConfig, serviceOptions } = require('../services/inquiries/dist/config.js');
const { InMemoryBriefsStore } = require('../services/inquiries/dist/briefs/briefs.store.js');
const { BriefsStore } = require('../services/inquiries/dist/briefs/briefs.store.js');

const BRIEFS = Number(process.env.BENCH_BRIEFS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PATHS = {
  'first page (newest first)': '/api/briefs?page=1&pageSize=20',
  'page 2,000 (deep offset)': '/api/briefs?page=2000&pageSize=20',
  'status filter': '/api/briefs?status=in-progress&pageSize=20',
  'search "sahara"': '/api/briefs?search=sahara&pageSize=20',
  'sort by company': '/api/briefs?sort=companyName:asc&pageSize=20',
};

const STATUSES = ['new', 'in-progress', 'completed', 'rejected'];
const COMPANIES = [
  'Sahara Star Logistics',
  'Tripoli Data Systems',
  'مستشفى الشفاء',
  'Benghazi Ports',
  'Libyana Retail',
];

function fakeBrief(i) {
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    companyName: `${COMPANIES[i % COMPANIES.length]} ${i}`,
    industry: 'Logistics',
    contactName: `Contact ${i}`,
    email: `contact${i}@example.ly`,
    projectType: 'networking',
    description: 'We need a secure network linking three sites to our head office.',
    goals: 'Real-time stock levels across all sites.',
    status: STATUSES[i % STATUSES.length],
    submittedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  };
}

async function boot(env, configure) {
  const signer = await createTestSigner();
  const config = loadInquiriesConfig({
    AUTH_JWKS_URL: 'http://auth.invalid/jwks',
    LOG_LEVEL: 'silent',
    LATENCY_READ_MS: '0',
    LATENCY_WRITE_MS: '0',
    ...env,
  });
  const app = await NestFactory.create(
    AppModule.forRoot({ ...config, verification: testVerificationOptions(signer) }),
    { logger: false },
  );
  configureService(app, serviceOptions(config));
  await app.init();
  if (configure) await configure(app);
  await app.listen(0, '127.0.0.1');
  return { app, url: await app.getUrl(), token: await signer.sign({}, '1h') };
}

function run(url, token) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: 10, duration: DURATION, headers: { authorization: `Bearer ${token}` } },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

async function measure(label, { url, token }) {
  const rows = [];
  for (const [name, path] of Object.entries(PATHS)) {
    const result = await run(`${url.replace('[::1]', '127.0.0.1')}${path}`, token);
    rows.push({
      mode: label,
      request: name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  return rows;
}

const container = await new PostgreSqlContainer('postgres:15-bookworm').start();
try {
  const url = container.getConnectionUri();
  const durable = await boot({ DATABASE_URL: url });
  await durable.app.get(DataSource).whenReady;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // 100,000 rows in one statement, then statistics for the planner, as a live database would have.
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
  await client.query('analyze inquiries.briefs');
  await client.end();

  const memory = await boot({ SEED_DEMO_DATA: 'false', MEMORY_STORE_MAX_MB: '1024' }, async (app) => {
    const store = app.get(BriefsStore);
    if (!(store instanceof InMemoryBriefsStore)) throw new Error('expected the memory store');
    for (let i = 0; i < BRIEFS; i += 1) await store.create(fakeBrief(i));
  });

  console.log(
    `\nAdmin brief page at the service, ${BRIEFS.toLocaleString('en')} briefs, 10 connections, ${DURATION} s each`,
  );
  const rows = [...(await measure('postgres', durable)), ...(await measure('memory', memory))];
  console.table(rows);
  await durable.app.close();
  await memory.app.close();
} finally {
  await container.stop();
}
