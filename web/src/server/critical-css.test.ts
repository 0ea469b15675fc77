/**
 * The critical CSS step: a page gets, in its head, the rules that apply to its own HTML, its stylesheets
 * after its content (not blocking the first paint), and nothing a CSP without 'unsafe-inline' scripts
 * would refuse; the stylesheets are read and parsed once, never per page.
 */
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCriticalCss, readStylesheets } from './critical-css';

const SITE_CSS =
  '.site-header__inner{display:flex;gap:1rem}' +
  '.mobile-menu[data-open]{display:block}' +
  '@media (min-width:48em){.site-header__nav{display:block}}' +
  '@font-face{font-family:Inter;src:url(/assets/inter.woff2) format("woff2")}' +
  '@font-face{font-family:Inter Fallback;src:local(Arial);size-adjust:107%}' +
  // The families are named through custom properties, as tokens.css does.
  ':root{--font-latin:Inter,"Inter Fallback",sans-serif}body{font-family:var(--font-latin)}';
const PAGE_CSS = '.service-block__body{padding:1rem}.project-card{margin:0}';

const PAGE = `<!doctype html>
<html lang="en"><head><title>x</title>
<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/site.js">
<link rel="stylesheet" crossorigin href="/assets/site-a1.css">
<link rel="stylesheet" crossorigin href="/assets/services-b2.css">
</head><body><div id="root"><header><div class="container site-header__inner"><nav class="site-header__nav">Home</nav></div></header>
<main><div class="service-block__body">Networks</div></main></div>
<script type="application/json" id="page-data">{"entries":{}}</script>
</body></html>`;

function distWith(files: Record<string, string>): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'critical-css-'));
  mkdirSync(path.join(dist, 'assets'));
  for (const [name, css] of Object.entries(files)) writeFileSync(path.join(dist, 'assets', name), css);
  return dist;
}

describe('critical CSS', () => {
  let dist: string;
  beforeEach(() => {
    dist = distWith({
      'site-a1.css': SITE_CSS,
      'services-b2.css': PAGE_CSS,
      'admin~admin-c3.css': '.admin-table{color:red}',
      'index-d4.js': 'export {}',
    });
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("reads the built public stylesheets by their address, not the admin area's nor other files", () => {
    expect(readStylesheets(dist).map((sheet) => sheet.href)).toEqual([
      '/assets/services-b2.css',
      '/assets/site-a1.css',
    ]);
  });

  it('inlines the rules for the page’s own elements in its head and moves its stylesheets after the content', () => {
    const html = createCriticalCss(readStylesheets(dist))(PAGE);
    const head = html.slice(0, html.indexOf('</head>'));
    const style = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? '';
    expect(style).toContain('.site-header__inner{display:flex;gap:1rem}');
    expect(style).toContain('.site-header__nav{display:block}');
    expect(style).toContain('.service-block__body{padding:1rem}');
    expect(style).toContain('body{font-family:var(--font-latin)}');
    // The faces its text is drawn in come with it, the web font and its metric-matched fallback (named
    // through a custom property); rules for elements the page does not have do not.
    expect(style).toContain('@font-face{font-family:Inter;src:url(/assets/inter.woff2)');
    expect(style).toContain('@font-face{font-family:Inter Fallback;src:local(Arial)');
    expect(style).not.toContain('.project-card');
    expect(style).not.toContain('.mobile-menu');
    // No stylesheet blocks the first paint: both are after the content, in the cascade's order.
    expect(head).not.toContain('rel="stylesheet"');
    const body = html.slice(html.indexOf('<div id="root">'));
    const site = body.indexOf('href="/assets/site-a1.css"');
    const services = body.indexOf('href="/assets/services-b2.css"');
    expect(site).toBeGreaterThan(body.indexOf('id="page-data"'));
    expect(services).toBeGreaterThan(site);
    // The preloads stay where they were, and no inline script or handler appears.
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/site.js">');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toContain('<noscript>');
  });

  it('keeps the parsed stylesheets: pages after the files are gone are styled the same', () => {
    const critical = createCriticalCss(readStylesheets(dist));
    const first = critical(PAGE);
    rmSync(dist, { recursive: true, force: true });
    expect(critical(PAGE)).toBe(first);
    expect(critical(PAGE.replace('service-block__body', 'project-card'))).toContain(
      '.project-card{margin:0}',
    );
  });

  it('leaves a stylesheet it does not know where it was, and says so', () => {
    const warnings: string[] = [];
    const page = PAGE.replace('/assets/services-b2.css', '/assets/services-new.css');
    const html = createCriticalCss(readStylesheets(dist), (message) => warnings.push(message))(page);
    expect(html.slice(0, html.indexOf('</head>'))).toContain('href="/assets/services-new.css"');
    expect(warnings.join(' ')).toContain('/assets/services-new.css');
  });
});
