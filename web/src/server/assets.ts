/**
 * The files a rendered page needs beyond index.html's own: its route modules' stylesheets (without
 * them the page would show unstyled until its script loaded, and never styled without JavaScript)
 * and their scripts, preloaded so hydration does not wait for the entry to ask for them. Read from
 * Vite's build manifest (web/dist/.vite/manifest.json).
 */
import type { RouteModuleName } from '@/app/routes';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
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
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) stylesheets.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const name of modules) visit(`src/app/routes/${name}.tsx`);
  const notInTemplate = (href: string) => !template.includes(`"${href}"`);
  return { stylesheets: [...stylesheets].filter(notInTemplate), modules: [...scripts].filter(notInTemplate) };
}

export function assetLinks(assets: PageAssets): string[] {
  return [
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...assets.modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ];
}
