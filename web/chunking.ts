/**
 * How the build groups modules into chunks, so a public page's first load is a handful of requests:
 * - `framework`: React, the router, SWR and i18next with its binding and detector — one long-cached file
 *   (react-i18next's Trans comes along: its binding re-exports it, and a chunk of its own would be
 *   loaded by every page all the same);
 * - `site`: the project's own code the entry needs, plus what five or more public pages share;
 * - each page's own code stays in its route chunk, each translation file in its own chunk, and admin
 *   code in admin~ chunks that public pages never load (a module reached from admin code alone never
 *   joins `site`).
 */
import type { ManualChunkMeta } from 'rollup';

const frameworkPackages =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|swr|use-sync-external-store|dequal|i18next|react-i18next|i18next-browser-languagedetector|html-parse-stringify|void-elements)[\\/]/;

/** Admin code: the admin route modules, the admin features and the admin-only shared UI. */
export const adminCode =
  /[\\/]src[\\/](app[\\/]routes[\\/]admin|features[\\/](admin-[\w-]+|[\w-]+-admin|dashboard|service-health)|components[\\/]admin|components[\\/]ui[\\/]admin-)/;
const entryModule = /[\\/]web[\\/]src[\\/]main\.tsx$/;
const publicRoute = /[\\/]web[\\/]src[\\/]app[\\/]routes[\\/][\w-]+\.tsx$/;
const ownCode = /[\\/](web|shared)[\\/]src[\\/].*\.(tsx?|css)$/;

/** Every module a root reaches through static imports (dynamic imports start their own chunks). */
function staticClosure(root: string, meta: ManualChunkMeta): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of meta.getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  visit(root);
  return seen;
}

// Code only a few pages share (the legal layout, the blog cards) stays with them: every page loads `site`.
const MIN_PAGES_SHARING = 5;

let sharedOwnCode: Set<string> | undefined;

/** Own modules the entry loads, or that MIN_PAGES_SHARING public pages load; computed once per build. */
function siteModules(meta: ManualChunkMeta): Set<string> {
  if (sharedOwnCode) return sharedOwnCode;
  const ids = [...meta.getModuleIds()];
  const entry = ids.find((id) => entryModule.test(id));
  const site = new Set(entry ? staticClosure(entry, meta) : []);
  const seenBy = new Map<string, number>();
  for (const route of ids.filter((id) => publicRoute.test(id))) {
    for (const id of staticClosure(route, meta)) seenBy.set(id, (seenBy.get(id) ?? 0) + 1);
  }
  for (const [id, count] of seenBy) if (count >= MIN_PAGES_SHARING) site.add(id);
  sharedOwnCode = new Set([...site].filter((id) => ownCode.test(id) && !adminCode.test(id)));
  return sharedOwnCode;
}

export function manualChunks(id: string, meta: ManualChunkMeta): string | undefined {
  if (frameworkPackages.test(id)) return 'framework';
  if (siteModules(meta).has(id)) return 'site';
  return undefined;
}

/** Forgets the previous build's grouping (watch mode, or several builds in one process). */
export function resetChunking(): void {
  sharedOwnCode = undefined;
}
