/**
 * Critical CSS: each rendered page carries, in a <style> in its head, the rules of its stylesheets that
 * match its own HTML, and its <link rel="stylesheet"> tags move to the end of <body>. The browser paints
 * the server-rendered content with the inlined rules without waiting for a stylesheet, then loads the
 * full sheets (what the client renders later, and client-side navigation, need them). No inline script
 * or event handler is involved, so the gateway's CSP (script-src 'self') holds, and a visitor without
 * JavaScript still gets every stylesheet.
 *
 * Beasties does the work in two halves: its compiler parses each built stylesheet once, at start, into a
 * plan kept in memory; its runtime then scans a page's HTML in one pass and splices the matching rules in
 * (no DOM, no PostCSS per page). A page's HTML depends on its data (a post's blocks, a list's items), so
 * this runs on the rendered page, not per route at build time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileSheet, type CompiledSheet } from 'beasties/compiler';
import { createProcessor } from 'beasties/runtime';

export interface Stylesheet {
  /** The address pages link it by, e.g. `/assets/site-abc123.css`. */
  href: string;
  css: string;
}

export type CriticalCss = (html: string) => string;

/** Admin stylesheets belong to pages the renderer never draws (the admin area is client-rendered). */
const ADMIN_ASSET = /^admin~/;

/** The built public stylesheets (`dist/assets/*.css`), read once: the renderer never re-reads them. */
export function readStylesheets(distDir: string): Stylesheet[] {
  const assets = path.join(distDir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.css') && !ADMIN_ASSET.test(name))
    .sort()
    .map((name) => ({ href: `/assets/${name}`, css: readFileSync(path.join(assets, name), 'utf8') }));
}

/**
 * A stylesheet's plan, with every @font-face inlined whatever the page. Beasties keeps a face only when an
 * inlined rule names its family, but the site names its families through custom properties
 * (tokens.css: `--font-body: var(--font-arabic)`), which it does not follow: it would drop every face, and
 * the first paint would use a system font, not the web font or its metric-matched fallback (fonts.css),
 * then shift when the stylesheet lands. The faces are a few hundred bytes, and the browser still fetches
 * only the files its text needs (their unicode-range and the families in use).
 */
function compile({ href, css }: Stylesheet): CompiledSheet {
  const sheet = compileSheet(css, { href });
  for (const rule of sheet.rules) {
    if (!rule.fontFace) continue;
    delete rule.fontFace;
    rule.always = true;
  }
  return sheet;
}

export function createCriticalCss(
  sheets: Stylesheet[],
  warn: (message: string) => void = () => undefined,
): CriticalCss {
  const processor = createProcessor(sheets.map(compile), {
    // The links go to the end of <body>: no onload swap or loader script, which the CSP would refuse.
    preload: 'body',
    logger: { warn },
  });
  return (html) => processor.process(html);
}
