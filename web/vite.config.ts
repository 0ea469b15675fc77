import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { devProxy } from './dev-proxy';
import { parseEnv } from './src/config/parse-env';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

// The framework every page runs (React, the router, SWR, i18next with its binding and detector), as one
// long-cached chunk: one request, and one gzip stream compresses better than several.
const frameworkPackages =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|swr|use-sync-external-store|dequal|i18next|react-i18next|i18next-browser-languagedetector|html-parse-stringify|void-elements)[\\/]/;
// Admin code: the admin route modules, the admin features and the admin-only shared UI.
const adminCode =
  /[\\/]src[\\/](app[\\/]routes[\\/]admin|features[\\/](admin-[\w-]+|[\w-]+-admin|dashboard|service-health)|components[\\/]admin|components[\\/]ui[\\/]admin-)/;

// Validated here too, so a bad VITE_* value (e.g. VITE_COMPANY_JSON) fails the build, not a visitor's page.
export default defineConfig(({ mode }) => {
  // loadEnv also reads VITE_* from the process environment (how the Dockerfile passes build args).
  parseEnv(loadEnv(mode, here('.'), 'VITE_'));
  return {
    plugins: [react()],
    resolve: {
      alias: {
        '@madar/shared': here('../shared/src/index.ts'),
        '@': here('./src'),
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      assetsDir: 'assets',
      sourcemap: false,
      // Read by the first-load budget test (src/first-load-budget.test.ts); nginx serves it too, harmlessly.
      manifest: true,
      rollupOptions: {
        output: {
          // App code is split only by the routes' dynamic imports: grouping it by hand would let Rollup
          // pull shared modules into a group and make public pages load it. (Rollup's
          // experimentalMinChunkSize would merge the per-language translation chunks back together.)
          manualChunks(id) {
            return frameworkPackages.test(id) ? 'framework' : undefined;
          },
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
