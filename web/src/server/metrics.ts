/**
 * The renderer's Prometheus metrics at `/metrics` on its own port: Node's defaults, the time of each
 * answer by method, page pattern and status (the same histogram as the services', so one dashboard
 * and one set of alerts read both), and how its reads of the services went (reused from its short
 * cache, revalidated with an ETag, fetched, failed). The gateway answers its own 404 for /metrics, and
 * the renderer refuses it to anything that came through a proxy, so only an in-cluster scraper reads it.
 */
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { languagePrefix, splitLanguage } from '@/lib/site-paths';

const SECTIONS = new Set([
  'about',
  'services',
  'projects',
  'careers',
  'client-brief',
  'blog',
  'contact',
  'privacy-policy',
  'terms-of-service',
]);
const WITH_DETAIL = new Set(['services', 'projects', 'careers', 'blog']);
const FILES = new Set([
  '/robots.txt',
  '/sitemap.xml',
  '/feed.xml',
  '/ar/feed.xml',
  '/.well-known/security.txt',
  '/healthz',
  '/metrics',
]);

/**
 * The page an address is, as a pattern (`/ar/blog/:slug`): a made-up address or a slug must not make
 * a series of its own. Anything the site does not have is `unmatched`.
 */
export function pageLabel(pathname: string): string {
  if (FILES.has(pathname)) return pathname;
  if (pathname.startsWith('/og/')) return '/og/:card';
  const { lang, path, prefixed } = splitLanguage(pathname);
  const prefix = prefixed ? languagePrefix(lang) : '';
  const parts = path.split('/').filter(Boolean);
  const [section, detail, ...rest] = parts;
  if (section === undefined) return prefix || '/';
  if (!SECTIONS.has(section) || rest.length > 0) return 'unmatched';
  if (detail === undefined) return `${prefix}/${section}`;
  return WITH_DETAIL.has(section) ? `${prefix}/${section}/:slug` : 'unmatched';
}

/** How a read of a service was answered (upstream.ts). */
export type DataRead = 'reused' | 'revalidated' | 'fetched' | 'failed';

export class RendererMetrics {
  readonly registry = new Registry();
  private readonly duration: Histogram<'method' | 'route' | 'status'>;
  private readonly reads: Counter<'result'>;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by method, page pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers: [this.registry],
    });
    this.reads = new Counter({
      name: 'renderer_data_reads_total',
      help: "The renderer's reads of the services by outcome: reused (its cache), revalidated (304), fetched, failed",
      labelNames: ['result'],
      registers: [this.registry],
    });
  }

  /** Starts timing a request; the returned function records it with its status. */
  time(method: string, pathname: string): (status: number) => void {
    const stop = this.duration.startTimer();
    const route = pageLabel(pathname);
    const verb = method === 'GET' || method === 'HEAD' ? method : 'OTHER';
    return (status) => stop({ method: verb, route, status: String(status) });
  }

  read(result: DataRead): void {
    this.reads.inc({ result });
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
