/**
 * How the build groups modules into chunks, so a public page's first load is a handful of requests:
 * - `framework`: React, the router, SWR and i18next with its binding and detector — one long-cached file
 *   (react-i18next's Trans comes along: its binding re-exports it, and a chunk of its own would be
 *   loaded by every page all the same);
 * - `site`: the project's own code the entry needs, plus what five or more public pages share;
 * - each page's own code stays in its route chunk, each translation file in its own chunk, and admin
 *   code in admin~ chunks that public pages never load (a module reached from admin code alone never
 *   joins `site`).
 * Rolldown's runtime helpers (CommonJS interop for React and friends) always get a small chunk of their
 * own, `rolldown-runtime`: Rolldown never hands them to these groups.
 */
import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

const frameworkPackages =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|swr|use-sync-external-store|dequal|i18next|react-i18next|i18next-browser-languagedetector|html-parse-stringify|void-elements)[\\/]/;

const adminOnlyFrameworkParts = /[\\/]use-sync-external-store[\\/].*with-selector/;

/** Admin code: the admin route modules, the admin features and the admin-only shared UI. */
export const adminCode =
  /[\\/]src[\\/](app[\\/]routes[\\/]admin|features[\\/](admin-[\w-]+|[\w-]+-admin|dashboard|service-health)|components[\\/]admin|components[\\/]ui[\\/]admin-)/;
const entryModule = /[\\/]web[\\/]src[\\/]main\.tsx$/;
const publicRoute = /[\\/]web[\\/]src[\\/]app[\\/]routes[\\/][\w-]+\.tsx$/;
const ownCode = /[\\/](web|shared)[\\/]src[\\/].*\.(tsx?|css)$/;
const sharedLibrary = /[\\/]shared[\\/]src[\\/]/;

/** Every module a root reaches through static imports (dynamic imports start their own chunks). */
function staticClosure(root: string, ctx: ChunkingContext): Set<string> {
  return reach([root], (id) => ctx.getModuleInfo(id)?.importedIds ?? []);
}

/** Every module the roots reach by following `next` (breadth-first, each once). */
function reach(roots: readonly string[], next: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>(roots);
  const queue = [...roots];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const other of next(id)) {
      if (!seen.has(other)) {
        seen.add(other);
        queue.push(other);
      }
    }
  }
  return seen;
}

/**
 * Every module of the build. Rolldown's chunking context only looks modules up, so the graph is walked
 * from `id` up to the build's entries (index.html) and back down through static and dynamic imports.
 */
function allModules(id: string, ctx: ChunkingContext): Set<string> {
  const info = (m: string) => ctx.getModuleInfo(m);
  const upward = reach([id], (m) => [...(info(m)?.importers ?? []), ...(info(m)?.dynamicImporters ?? [])]);
  const entries = [...upward].filter((m) => info(m)?.isEntry);
  return reach(entries, (m) => [...(info(m)?.importedIds ?? []), ...(info(m)?.dynamicallyImportedIds ?? [])]);
}

// Code only a few pages share (the legal layout, the blog cards) stays with them: every page loads `site`.
const MIN_PAGES_SHARING = 5;

let sharedOwnCode: Set<string> | undefined;

/** Own modules the entry loads, or that MIN_PAGES_SHARING public pages load; computed once per build. */
function siteModules(id: string, ctx: ChunkingContext): Set<string> {
  if (sharedOwnCode) return sharedOwnCode;
  const ids = [...allModules(id, ctx)];
  const entry = ids.find((m) => entryModule.test(m));
  const site = new Set(entry ? staticClosure(entry, ctx) : []);
  const seenBy = new Map<string, number>();
  for (const route of ids.filter((m) => publicRoute.test(m))) {
    for (const m of staticClosure(route, ctx)) seenBy.set(m, (seenBy.get(m) ?? 0) + 1);
  }
  for (const [m, count] of seenBy) if (count >= MIN_PAGES_SHARING) site.add(m);
  // The shared library is reached through its barrels, which re-export every noun; forced into `site` it
  // would ship admin-only contracts (roles, accounts, audit) to every visitor. Left to Rolldown (the
  // package is side-effect free), each of its modules goes where the bindings actually used are.
  sharedOwnCode = new Set(
    [...site].filter((m) => ownCode.test(m) && !adminCode.test(m) && !sharedLibrary.test(m)),
  );
  return sharedOwnCode;
}

/** The chunk a module joins (Rolldown's `codeSplitting.groups[].name`); undefined: Rolldown decides. */
export function chunkName(id: string, ctx: ChunkingContext): string | undefined {
  // with-selector is the admin's rich-text editor's (Tiptap's React binding), not the framework's.
  if (frameworkPackages.test(id) && !adminOnlyFrameworkParts.test(id)) return 'framework';
  if (siteModules(id, ctx).has(id)) return 'site';
  return undefined;
}

/** Forgets the previous build's grouping (watch mode, or several builds in one process). */
export function resetChunking(): void {
  sharedOwnCode = undefined;
}
