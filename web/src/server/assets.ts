/**
 * The files a rendered page needs beyond index.html's own: its route modules' stylesheets (without
 * them the page would show unstyled until its script loaded, and never styled without JavaScript)
 * and their scripts, preloaded so hydration does not wait for the entry to ask for them. Read from
 * Vite's build manifest (web/dist/.vite/manifest.json).
 *
 * The stylesheets of what a route loads lazily come too (not its scripts): the careers page fetches
 * its application form's chunk once it has started, and Vite's loader adds that chunk's stylesheet
 * to the document then, restyling the whole page in the middle of hydration (about 100 ms of a
 * phone's main thread, measured with 4x CPU throttling). Already in the page, the loader skips it.
 */
import type { RouteModuleName } from '@/app/routes';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  stylesheets: string[];
  modules: string[];
}

export function parseManifest(text: string): Manifest {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null) throw new Error('The Vite manifest is not an object');
  return value as Manifest;
}

/** The chunks' files and stylesheets, static imports included, minus what index.html already loads. */
export function pageAssets(manifest: Manifest, modules: RouteModuleName[], template: string): PageAssets {
  const stylesheets = new Set<string>();
  const scripts = new Set<string>();
  const seen = new Set<string>();
  /** A chunk's stylesheets, with its scripts unless it is loaded lazily; its static imports' too. */
  const visit = (key: string, withScripts: boolean) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (withScripts) scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) stylesheets.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported, withScripts);
  };
  const routes = modules.map((name) => `src/app/routes/${name}.tsx`);
  for (const key of routes) visit(key, true);
  // The lazy parts of the route modules themselves, not of the shared chunks (those are the other routes).
  for (const key of routes) for (const lazy of manifest[key]?.dynamicImports ?? []) visit(lazy, false);
  const notInTemplate = (href: string) => !template.includes(`"${href}"`);
  return { stylesheets: [...stylesheets].filter(notInTemplate), modules: [...scripts].filter(notInTemplate) };
}

export function assetLinks(assets: PageAssets): string[] {
  return [
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...assets.modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ];
}
