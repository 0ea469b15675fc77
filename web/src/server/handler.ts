/**
 * The renderer's routes, independent of node:http so tests can call them: health, robots.txt,
 * sitemap.xml, security.txt, the blog's feeds, and every other GET as a rendered page. HTML is `no-cache` for browsers (nginx keeps
 * its own short copy); a page whose data is unavailable is a `no-store` 503, so nginx serves its last
 * good copy or the client-rendered app instead.
 */
import { ERROR_CODES, type ErrorEnvelope, type Language } from '@madar/shared';
import type { i18n as I18n } from 'i18next';
import { buildHead } from '@/app/head/build-head';
import type { PageDataEntry } from '@/app/page-data';
import type { CompanyConfig } from '@/config/company-defaults';
import { companyKey } from '@/hooks/use-company';
import type { MAIN_NAV } from '@/config/site';
import { assetLinks, pageAssets, type Manifest } from './assets';
import type { CriticalCss } from './critical-css';
import { renderDocument } from './document';
import { FEED_CONTENT_TYPE, feedLanguage, feedPath, renderFeed } from './feed';
import { ogImageUrl, type OgImageHandler, type OgKind } from './og';
import { renderPage } from './render';
import { securityTxt } from './security-txt';
import { robotsTxt, sitemapPages, sitemapXml } from './sitemap';
import type { FetchKey } from './upstream';

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

export interface HandlerDeps {
  template: string;
  origin: string;
  fetchKey: FetchKey;
  i18nFor: (lang: Language) => I18n;
  company: CompanyConfig;
  /** Where to report a vulnerability (security.txt's Contact): a mailto: or https: URL. */
  securityContact: string;
  /** The clock security.txt's Expires counts from, and before which a feed's posts must be out. */
  now?: () => Date;
  /** Open Graph cards (`/og/...png`); undefined for other paths. */
  og?: OgImageHandler;
  /** Vite's build manifest: each route module's scripts and stylesheets. */
  manifest?: Manifest;
  /** Font files to preload per language (the LCP text's). */
  fontPreloads?: (lang: Language, path: string) => string[];
  /** Inlines a page's critical CSS and moves its stylesheets after the content (critical-css.ts). */
  criticalCss?: CriticalCss;
  log?: (level: 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) => void;
}

type NavKey = (typeof MAIN_NAV)[number]['key'];

const LEGAL_PAGES = new Set(['privacy-policy', 'terms-of-service']);
const SECTION_KINDS = new Set<OgKind>([
  'about',
  'services',
  'projects',
  'careers',
  'blog',
  'contact',
  'client-brief',
]);

/** The Open Graph card of a page without an illustration of its own, by its section. */
function ogKindOf(path: string): OgKind {
  const section = path.split('/')[1] ?? '';
  if (section === '') return 'home';
  if (LEGAL_PAGES.has(section)) return 'legal';
  return SECTION_KINDS.has(section as OgKind) ? (section as OgKind) : 'default';
}

const HTML = 'text/html; charset=utf-8';
const PREVIEW_CACHE_CONTROL = 'no-store, private';
const PREVIEW_ROBOTS = 'noindex, nofollow';
const MAX_URL_LENGTH = 2048;

const text = (
  status: number,
  body: string,
  type = 'text/plain; charset=utf-8',
  cache = 'no-store',
): Reply => ({
  status,
  headers: { 'Content-Type': type, 'Cache-Control': cache },
  body,
});

// Only GET and HEAD: the renderer changes nothing. Same envelope and code as the services' 405.
const METHOD_NOT_ALLOWED: Reply = {
  status: 405,
  headers: {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    Allow: 'GET, HEAD',
  },
  body: JSON.stringify({
    statusCode: 405,
    code: ERROR_CODES.METHOD_NOT_ALLOWED,
    message: 'Only GET and HEAD are allowed here',
    error: 'Method Not Allowed',
  } satisfies ErrorEnvelope),
};

const UNAVAILABLE_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Madar Technologies</title>' +
  '<p>This page is briefly unavailable. Please try again in a moment.</p>' +
  '<p lang="ar" dir="rtl">هذه الصفحة غير متاحة مؤقتاً. يرجى المحاولة بعد قليل.</p></html>';

/**
 * The company profile the page was drawn with (GET /api/company, fetched with its data), for the head's
 * Organization; the build's when the API did not answer, as the page itself did.
 */
function pageCompany(entries: Record<string, PageDataEntry>, fallback: CompanyConfig): CompanyConfig {
  const entry = entries[companyKey];
  return entry && 'data' in entry && entry.data ? (entry.data as CompanyConfig) : fallback;
}

export function createHandler(deps: HandlerDeps) {
  const log = deps.log ?? (() => undefined);

  async function page(url: URL): Promise<Reply> {
    const outcome = await renderPage(url, deps.fetchKey, deps.i18nFor);
    if (outcome.kind === 'redirect') {
      return {
        status: outcome.status,
        headers: { Location: outcome.location, 'Cache-Control': 'no-cache' },
        body: '',
      };
    }
    if (outcome.kind === 'unavailable') {
      log('warn', 'page data unavailable', { path: url.pathname, reason: outcome.reason });
      return text(503, UNAVAILABLE_PAGE, HTML);
    }
    const i18n = deps.i18nFor(outcome.lang);
    const t = i18n.getFixedT(outcome.lang);
    const meta = i18n.getFixedT(outcome.lang, 'meta');
    const head = buildHead({
      lang: outcome.lang,
      path: outcome.path,
      origin: deps.origin,
      page: outcome.head,
      brand: t('brand.fullName'),
      siteDescription: meta('siteDescription'),
      imageAlt: meta('imageAlt'),
      navLabel: (key) => t(`nav.${key as NavKey}`),
      company: pageCompany(outcome.entries, deps.company),
      imagePath: ogImageUrl(ogKindOf(outcome.path), outcome.head.image),
      feed: { href: feedPath(outcome.lang), title: meta('feedTitle') },
    });
    const preloads = (deps.fontPreloads?.(outcome.lang, outcome.path) ?? []).map(
      (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
    );
    const assets = deps.manifest ? assetLinks(pageAssets(deps.manifest, outcome.modules, deps.template)) : [];
    const rendered = renderDocument(deps.template, {
      lang: outcome.lang,
      head,
      preloads,
      assets,
      body: outcome.html,
      data: { origin: deps.origin, entries: outcome.entries },
    });
    const html = deps.criticalCss ? deps.criticalCss(rendered) : rendered;
    if (outcome.head.preview) {
      // Unpublished content: no browser or shared cache keeps it (nor the gateway's last good copy).
      const reply = text(outcome.status, html, HTML, PREVIEW_CACHE_CONTROL);
      return { ...reply, headers: { ...reply.headers, 'X-Robots-Tag': PREVIEW_ROBOTS } };
    }
    return text(outcome.status, html, HTML, 'no-cache');
  }

  async function feed(lang: Language): Promise<Reply> {
    try {
      const now = deps.now?.() ?? new Date();
      const xml = await renderFeed(lang, { ...deps, now });
      return text(200, xml, FEED_CONTENT_TYPE, 'no-cache');
    } catch (error) {
      log('warn', 'feed data unavailable', { lang, reason: String(error) });
      return text(503, 'The feed is briefly unavailable.');
    }
  }

  return async function handle(method: string, rawUrl: string, ifNoneMatch?: string): Promise<Reply> {
    if (method !== 'GET' && method !== 'HEAD') return METHOD_NOT_ALLOWED;
    if (rawUrl.length > MAX_URL_LENGTH) return text(414, 'URI Too Long');
    let url: URL;
    try {
      url = new URL(rawUrl, deps.origin);
      decodeURIComponent(url.pathname);
    } catch {
      return text(400, 'Bad Request');
    }
    try {
      const card = await deps.og?.(url.pathname, ifNoneMatch);
      if (card) return card;
      switch (url.pathname) {
        case '/healthz':
          return text(200, '{"status":"ok","service":"renderer"}', 'application/json');
        case '/robots.txt':
          return text(200, robotsTxt(deps.origin), 'text/plain; charset=utf-8', 'no-cache');
        case '/.well-known/security.txt': {
          const body = securityTxt(deps.securityContact, deps.origin, deps.now?.() ?? new Date());
          return text(200, body, 'text/plain; charset=utf-8', 'no-cache');
        }
        case '/sitemap.xml':
          try {
            const xml = sitemapXml(await sitemapPages(deps.fetchKey), deps.origin);
            return text(200, xml, 'application/xml; charset=utf-8', 'no-cache');
          } catch (error) {
            log('warn', 'sitemap data unavailable', { reason: String(error) });
            return text(503, 'The sitemap is briefly unavailable.');
          }
        default: {
          const feedLang = feedLanguage(url.pathname);
          return feedLang ? await feed(feedLang) : await page(url);
        }
      }
    } catch (error) {
      log('error', 'render failed', {
        path: url.pathname,
        error: error instanceof Error ? error.stack : String(error),
      });
      return text(500, UNAVAILABLE_PAGE, HTML);
    }
  };
}
