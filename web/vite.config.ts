import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { adminCode, chunkName, resetChunking } from './chunking';
import { devProxy } from './dev-proxy';
import { parseEnv } from './src/config/parse-env';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const require = createRequire(import.meta.url);

/** Copies a file into the build output as is (the renderer's WebAssembly rasteriser, read at start). */
const emitFile = (fileName: string, from: string): Plugin => ({
  name: `emit-${fileName}`,
  generateBundle() {
    this.emitFile({ type: 'asset', fileName, source: readFileSync(from) });
  },
});

/**
 * The web fonts cut to the scripts the site writes (scripts/subset-fonts.mjs; a second or so when its
 * inputs have not changed), before anything reads fonts.css: every build, the dev server, and the tests
 * that build the app get the files, which are not committed.
 */
const fontSubsets = (): Plugin => ({
  name: 'font-subsets',
  buildStart() {
    execFileSync(process.execPath, [here('./scripts/subset-fonts.mjs')], { stdio: 'inherit' });
  },
});

/**
 * In the browser build, config/company-stand-in.ts is swapped for its .browser.ts twin: the browser
 * loads the build's company profile only for a page that came without the live one, while the server
 * renderer (and Jest) keep it at hand.
 */
const browserCompanyStandIn = (): Plugin => {
  const standIn = here('./src/config/company-stand-in.ts');
  return {
    name: 'browser-company-stand-in',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('company-stand-in')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === standIn ? here('./src/config/company-stand-in.browser.ts') : null;
    },
  };
};

// The demo admin's sign-in (compose's ADMIN_EMAIL and ADMIN_PASSWORD_HASH defaults). Only a demo build
// holds it, as a define the sign-in page shows: the translation files keep just the sentence around it.
const DEMO_CREDENTIALS = { email: 'admin@madar.ly', password: 'MadarDemo2026!' };

// Validated here too, so a bad VITE_* value (e.g. VITE_COMPANY_JSON) fails the build, not a visitor's page.
export default defineConfig(({ mode, isSsrBuild }) => {
  // loadEnv also reads VITE_* from the process environment (how the Dockerfile passes build args).
  const env = parseEnv(loadEnv(mode, here('.'), 'VITE_'));
  const { company, ...settings } = env;
  const define = {
    __DEMO_CREDENTIALS__: JSON.stringify(env.demoMode ? DEMO_CREDENTIALS : null),
    // The settings as parsed here: the browser gets the result, not the parser and its messages.
    __WEB_ENV__: JSON.stringify(settings),
    // Apart from the settings every page loads: only config/company.ts reads it (see there).
    __BUILD_COMPANY__: JSON.stringify(company),
  };
  const resolve = {
    alias: {
      '@madar/shared': here('../shared/src/index.ts'),
      '@': here('./src'),
    },
  };
  if (isSsrBuild) {
    // The server renderer (`vite build --ssr`): self-contained ES modules for Node, every dependency
    // bundled in, so its image needs no node_modules.
    return {
      plugins: [
        react(),
        fontSubsets(),
        emitFile('resvg.wasm', require.resolve('@resvg/resvg-wasm/index_bg.wasm')),
      ],
      resolve,
      define,
      ssr: { noExternal: true, target: 'node' },
      publicDir: false,
      build: {
        ssr: true,
        outDir: 'dist-server',
        emptyOutDir: true,
        target: 'node22',
        sourcemap: false,
        rolldownOptions: {
          // Two entries: the server, and the worker thread it draws Open Graph cards on.
          input: { renderer: 'src/server/main.ts', 'og-worker': 'src/server/og/rasterise-worker.ts' },
          output: { format: 'es', entryFileNames: '[name].mjs' },
        },
      },
    };
  }
  return {
    plugins: [
      react(),
      fontSubsets(),
      { name: 'reset-chunking', buildStart: resetChunking },
      browserCompanyStandIn(),
    ],
    resolve,
    define,
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      assetsDir: 'assets',
      sourcemap: false,
      // Vite lists, beside each lazy import, the scripts and stylesheets to fetch with it, all in one table
      // in the site chunk every page loads. An admin route's scripts are left out of it (about 0.85 KB
      // gzipped on every public page): opening the panel fetches a route's own imports as the browser
      // finds them, once (they are cached for long after). Its stylesheets stay: Vite adds them that way.
      modulePreload: {
        resolveDependencies: (filename, deps) => (filename.includes('/admin~') ? [] : deps),
      },
      // .vite/manifest.json: the server renderer sends each page's route chunk and stylesheets with it, and
      // the first-load budget test (src/first-load-budget.test.ts) walks it.
      manifest: true,
      rolldownOptions: {
        output: {
          // framework, site, one chunk per page and per translation file, admin~ chunks (chunking.ts).
          codeSplitting: { groups: [{ name: chunkName, debugName: 'framework-and-site' }] },
          // Files holding admin route code are named admin~*, so tests can prove public pages never load them.
          chunkFileNames: (chunk) =>
            chunk.moduleIds.some((id) => adminCode.test(id))
              ? 'assets/admin~[name]-[hash].js'
              : 'assets/[name]-[hash].js',
          // Stylesheets carry no module path here, so the admin ones go by name: admin*.css lives only
          // under src/app/routes/admin/.
          assetFileNames: (asset) =>
            asset.names.some((name) => /^admin.*\.css$/.test(name))
              ? 'assets/admin~[name]-[hash][extname]'
              : 'assets/[name]-[hash][extname]',
        },
      },
    },
    server: {
      port: 5173,
      strictPort: true,
      proxy: devProxy(),
    },
    preview: { port: 4173, proxy: devProxy() },
  };
});
