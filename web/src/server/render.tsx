/**
 * Renders one public page to HTML with the same React components and routes as the browser. The
 * page's data hooks name what they need (their SWR keys); the renderer fetches those from the
 * services and renders again until the page asks for nothing new (a post, then its related posts).
 * The answers travel with the page, so the browser hydrates without asking again.
 */
import { type Job, type Language, PREVIEW_PARAM } from '@madar/shared';
import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { SWRConfig, type Middleware } from 'swr';
import { companyKey } from '@/hooks/use-company';
import { inquiriesRetentionKey, recruitmentRetentionKey } from '@/hooks/use-retention-periods';
import { HeadSink, HeadSinkProvider, type PageHead } from '@/lib/head-sink';
import { cacheStateOf, entryOf, type PageDataEntry } from '@/app/page-data';
import { swrConfig } from '@/app/provider';
import { routeModuleOf, routes, type RouteModuleName } from '@/app/routes';
import { localizedPath, splitLanguage } from '@/lib/site-paths';
import type { FetchKey } from './upstream';

/** A page that keeps asking for new data after this many renders is rendered as it stands. */
const MAX_PASSES = 4;
/** Routes whose missing item sends the visitor to /not-found (spec: an unknown blog slug). */
const REDIRECT_WHEN_MISSING = new Set(['blog/:slug']);
/**
 * Reads a page can do without: the retention periods the forms' consent paragraphs state fall back to the
 * contract's defaults, the company profile to the build's. Their failure (a service rolled out before the
 * route existed, a 5xx) never makes the page missing or unavailable.
 */
const OPTIONAL_KEYS = new Set([inquiriesRetentionKey, recruitmentRetentionKey, companyKey]);

const handler = createStaticHandler(routes);

export type RenderOutcome =
  | {
      kind: 'page';
      status: 200 | 404;
      lang: Language;
      path: string;
      html: string;
      head: PageHead;
      entries: Record<string, PageDataEntry>;
      /** The route modules the page is made of (their scripts and stylesheets go with it). */
      modules: RouteModuleName[];
    }
  | { kind: 'redirect'; status: 301 | 302; location: string }
  /** The services the page needs did not answer: the caller answers 503 and nginx falls back. */
  | { kind: 'unavailable'; reason: string };

function leafPath(context: StaticHandlerContext): string | undefined {
  return context.matches.at(-1)?.route.path;
}

/**
 * Where a job page asked for by an older address lives now: its id (the address of a job created before
 * slugs) or a slug it held before answer the job, whose current slug is the one address search engines and
 * visitors should keep, so the renderer moves them there for good (301).
 */
function movedJobPath(
  context: StaticHandlerContext,
  entries: Map<string, PageDataEntry>,
): string | undefined {
  const leaf = context.matches.at(-1);
  const asked = leaf?.route.path === 'careers/:jobId' ? leaf.params.jobId : undefined;
  if (asked === undefined) return undefined;
  const entry = entries.get(`/jobs/${encodeURIComponent(asked)}`);
  const slug = entry && 'data' in entry ? (entry.data as Partial<Job> | undefined)?.slug : undefined;
  return typeof slug === 'string' && slug !== asked ? `/careers/${encodeURIComponent(slug)}` : undefined;
}

export async function renderPage(
  url: URL,
  fetchKey: FetchKey,
  i18nFor: (lang: Language) => I18n,
): Promise<RenderOutcome> {
  const { lang, path } = splitLanguage(url.pathname);
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (location) return { kind: 'redirect', status: 302, location };
    return { kind: 'unavailable', reason: `route answered ${context.status}` };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = i18nFor(lang);
  const entries = new Map<string, PageDataEntry>();

  let html = '';
  let sink = new HeadSink();
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const asked = new Set<string>();
    const record: Middleware = (useSWRNext) => (key, fetcher, config) => {
      if (typeof key === 'string') asked.add(key);
      return useSWRNext(key, fetcher, config);
    };
    const cache = new Map([...entries].map(([key, entry]) => [key, cacheStateOf(entry)]));
    sink = new HeadSink();
    html = renderToString(
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={{ ...swrConfig, provider: () => cache as Map<string, never>, use: [record] }}>
          <HeadSinkProvider value={sink}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </HeadSinkProvider>
        </SWRConfig>
      </I18nextProvider>,
    );
    const missing = [...asked].filter((key) => !entries.has(key));
    const fetches = missing.flatMap((key) => {
      const result = fetchKey(key);
      return result ? [result.then((settled) => [key, entryOf(settled)] as const)] : [];
    });
    if (fetches.length === 0) break;
    for (const [key, entry] of await Promise.all(fetches)) entries.set(key, entry);
  }

  const errors = [...entries].flatMap(([key, entry]) =>
    'error' in entry && !OPTIONAL_KEYS.has(key) ? [entry.error] : [],
  );
  const failed = errors.find((error) => error.status === 0 || error.status >= 500);
  if (failed) return { kind: 'unavailable', reason: `${failed.status} ${failed.code}` };
  const moved = movedJobPath(context, entries);
  if (moved) return { kind: 'redirect', status: 301, location: `${localizedPath(moved, lang)}${url.search}` };
  const missingItem = errors.some((error) => error.status >= 400);
  const leaf = leafPath(context);
  if (missingItem && leaf && REDIRECT_WHEN_MISSING.has(leaf)) {
    return { kind: 'redirect', status: 302, location: localizedPath('/not-found', lang) };
  }
  const notFound = missingItem || leaf === '*' || path === '/not-found';
  if (notFound) sink.write({ notFound: true });
  // A preview address (any page with the parameter, as the gateway treats it) is for staff alone.
  if (url.searchParams.has(PREVIEW_PARAM)) sink.write({ preview: true });
  return {
    kind: 'page',
    status: notFound ? 404 : 200,
    lang,
    path,
    html,
    head: sink.head,
    entries: Object.fromEntries(entries),
    modules: context.matches.flatMap(({ route }) => {
      const module = route.id ? routeModuleOf(route.id) : undefined;
      return module ? [module] : [];
    }),
  };
}
