// Lighthouse (mobile preset, default simulated throttling) on the public pages in both languages, each
// URL three times in a fresh system Chromium, printing the median of each figure.
// `node bench/lighthouse.mjs <base URL>`; `make lighthouse` runs it on its own compose project,
// latency off. Arabic URLs are `/ar/...` when the site redirects `/?lang=ar` there, else `?lang=ar`
// (before server rendering); LIGHTHOUSE_AR=prefix|query forces one. CHROME_PATH picks the browser
// (default: `chromium` on the PATH); LIGHTHOUSE_RUNS changes the three.
import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const [base = 'http://localhost:8093'] = process.argv.slice(2);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath =
  process.env.CHROME_PATH ?? execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
// Root in a container cannot use Chromium's sandbox; --headless=new renders like a headed browser.
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Whether the site has per-language URLs: it then sends `/?lang=ar` to `/ar/`. */
async function arabicMode() {
  if (process.env.LIGHTHOUSE_AR) return process.env.LIGHTHOUSE_AR;
  const response = await fetch(`${base}/?lang=ar`, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  return response.status >= 300 && response.status < 400 && /^(https?:\/\/[^/]+)?\/ar(\/|\?|$)/.test(location)
    ? 'prefix'
    : 'query';
}

/** The newest published post's slug (the list is newest first; an array or a page of `items`). */
async function firstPostSlug() {
  const response = await fetch(`${base}/api/blog/posts`);
  if (!response.ok) throw new Error(`GET /api/blog/posts: ${response.status}`);
  const body = await response.json();
  const posts = Array.isArray(body) ? body : (body.items ?? body.data ?? []);
  if (!posts[0]?.slug) throw new Error('no published post to measure');
  return posts[0].slug;
}

const mode = await arabicMode();
const pages = ['/', '/services', `/blog/${await firstPostSlug()}`, '/careers'];
const urlOf = (path, lang) => {
  if (lang === 'en') return base + path;
  return mode === 'prefix' ? `${base}/ar${path === '/' ? '/' : path}` : `${base}${path}?lang=ar`;
};

const BYTE_COLUMNS = {
  total: 'KB all',
  document: 'KB HTML',
  script: 'KB JS',
  stylesheet: 'KB CSS',
  font: 'KB fonts',
  image: 'KB images',
};

/** Kilobytes transferred per kind of resource, from Lighthouse's resource summary. */
function transferred(summary) {
  const items = summary?.details?.items ?? [];
  return Object.fromEntries(
    Object.entries(BYTE_COLUMNS).map(([type, column]) => [
      column,
      (items.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024,
    ]),
  );
}

async function measureOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
    // The audits that cost points outside Performance: what to fix for 100.
    const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
        .map((ref) => ref.id),
    );
    return {
      failing,
      Performance: categories.performance.score * 100,
      Accessibility: categories.accessibility.score * 100,
      'Best Practices': categories['best-practices'].score * 100,
      SEO: categories.seo.score * 100,
      'LCP ms': audits['largest-contentful-paint'].numericValue,
      'TBT ms': audits['total-blocking-time'].numericValue,
      CLS: audits['cumulative-layout-shift'].numericValue,
      'FCP ms': audits['first-contentful-paint'].numericValue,
      // What the page's first load moved over the network (compressed), by kind: the byte budget.
      ...transferred(audits['resource-summary']),
    };
  } finally {
    chrome.kill();
  }
}

// Headless Chromium on a busy machine now and then paints nothing in time (NO_FCP): such a run is
// repeated, not counted, up to twice.
async function measure(url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`retrying after: ${error.message}`);
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rounded = (key, value) => {
  if (key === 'CLS') return Number(value.toFixed(3));
  return key.startsWith('KB ') ? Number(value.toFixed(1)) : Math.round(value);
};

console.log(
  `Lighthouse ${RUNS}× per URL, mobile, ${base}, Arabic URLs by ${mode === 'prefix' ? '/ar/' : '?lang=ar'}`,
);
const rows = [];
const failing = new Map(); // audit id -> the pages it fails on
for (const path of pages) {
  for (const lang of ['en', 'ar']) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(urlOf(path, lang)));
    const row = { page: path, lang };
    for (const key of Object.keys(runs[0]).filter((key) => key !== 'failing'))
      row[key] = rounded(key, median(runs.map((run) => run[key])));
    rows.push(row);
    console.error(JSON.stringify(row)); // progress; the table at the end
    for (const id of new Set(runs.flatMap((run) => run.failing)))
      failing.set(id, [...(failing.get(id) ?? []), `${path} ${lang}`]);
  }
}
// A Markdown table, to paste into an issue's note as it is.
const columns = Object.keys(rows[0]);
console.log(`| ${columns.join(' | ')} |\n|${columns.map(() => '---').join('|')}|`);
for (const row of rows) console.log(`| ${columns.map((column) => row[column]).join(' | ')} |`);
if (failing.size > 0) console.log('\nAudits that cost points outside Performance:');
for (const [id, where] of failing) console.log(`- ${id}: ${where.join(', ')}`);
