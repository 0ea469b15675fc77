/**
 * The server renderer: a small Node process behind nginx that answers public pages as HTML with
 * their content (docs/decisions/0002). It reads the services directly and keeps no state but a few seconds of
 * their answers. Logs are JSON lines, like the services', with the request id; metrics at /metrics.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPANY } from '@/config/company';
import { createServerI18n } from '@/lib/i18n-server';
import { setSiteOrigin } from '@/lib/site-origin';
import { fontPreloads } from '@/styles/font-preloads';
import { parseManifest } from './assets';
import { loadConfig } from './config';
import { createCriticalCss, readStylesheets } from './critical-css';
import { checkTemplate } from './document';
import { createHandler } from './handler';
import { createListener, log } from './listener';
import { RendererMetrics } from './metrics';
import { createOgImageHandler, createRasteriserPool } from './og';
import { requestIdHeaders } from './request-id';
import { createUpstream } from './upstream';

const here = path.dirname(fileURLToPath(import.meta.url));
const config = loadConfig(process.env, path.resolve(here, '../dist'));
const template = readFileSync(path.join(config.distDir, 'index.html'), 'utf8');
checkTemplate(template);
const manifest = parseManifest(readFileSync(path.join(config.distDir, '.vite', 'manifest.json'), 'utf8'));
setSiteOrigin(config.publicOrigin);

// Cards are drawn on worker threads (og-worker.mjs, built beside this file), never on this event loop.
const rasteriser = createRasteriserPool({
  workerPath: path.join(here, 'og-worker.mjs'),
  wasmPath: path.join(here, 'resvg.wasm'),
});

const metrics = new RendererMetrics();
const handle = createHandler({
  template,
  origin: config.publicOrigin,
  fetchKey: createUpstream({
    contentUrl: config.contentUrl,
    recruitmentUrl: config.recruitmentUrl,
    cacheMs: config.dataCacheMs,
    timeoutMs: config.dataTimeoutMs,
    headers: requestIdHeaders,
    onRead: (result) => metrics.read(result),
  }),
  i18nFor: createServerI18n,
  company: COMPANY,
  securityContact: config.securityContact,
  manifest,
  fontPreloads,
  // Every public stylesheet parsed once, here: pages reuse the result.
  criticalCss: createCriticalCss(readStylesheets(config.distDir), (message) => log('warn', message)),
  og: createOgImageHandler({ publicDir: config.distDir, rasteriser }),
  log,
});

const server = createServer(createListener({ handle, metrics, log }));
server.keepAliveTimeout = 65_000;
server.listen(config.port, () =>
  log('info', `renderer listening on ${config.port}`, { origin: config.publicOrigin }),
);

const stop = () => {
  log('info', 'renderer stopping');
  server.close(() => void rasteriser.close().finally(() => process.exit(0)));
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
