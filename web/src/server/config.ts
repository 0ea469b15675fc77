/** The renderer's settings, from the environment; a bad value stops it at start with a clear message. */
export interface RendererConfig {
  port: number;
  /** Where the built web app is (index.html, images): web/dist. */
  distDir: string;
  contentUrl: string;
  recruitmentUrl: string;
  /** The site's public address, for canonical, hreflang, Open Graph and sitemap URLs. */
  publicOrigin: string;
  /** How long the renderer reuses a catalogue answer (ms; 0: asked again, with its ETag, on every render). */
  dataCacheMs: number;
  /** How long a service may take to answer before the page is unavailable (ms). */
  dataTimeoutMs: number;
  /** Where to report a vulnerability, in /.well-known/security.txt: a mailto: or https: URL. */
  securityContact: string;
}

function url(name: string, value: string | undefined, fallback: string): string {
  const text = value?.trim() || fallback;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, not '${text}'`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`${name} must be an http(s) URL, not '${text}'`);
  }
  return text.replace(/\/+$/, '');
}

function whole(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^\d+$/.test(value.trim()) || Number(value) > max) {
    throw new Error(`${name} must be a whole number up to ${max}, not '${value}'`);
  }
  return Number(value);
}

/** RFC 9116 wants a URI a reporter can use: an address to write to or a page to open. */
function contact(name: string, value: string | undefined, fallback: string): string {
  const text = value?.trim() || fallback;
  const mailto = /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
  let https = false;
  try {
    https = new URL(text).protocol === 'https:' && !/\s/.test(text);
  } catch {
    // neither
  }
  if (!mailto && !https) {
    throw new Error(`${name} must be a mailto: address or an https: URL, not '${text}'`);
  }
  return text;
}

export function loadConfig(env: NodeJS.ProcessEnv, defaultDist: string): RendererConfig {
  const publicOrigin = url('PUBLIC_ORIGIN', env.PUBLIC_ORIGIN, 'http://localhost:8080');
  if (new URL(publicOrigin).pathname !== '/')
    throw new Error('PUBLIC_ORIGIN must be an origin, without a path');
  return {
    port: whole('PORT', env.PORT, 3005, 65535),
    distDir: env.WEB_DIST?.trim() || defaultDist,
    contentUrl: url('CONTENT_URL', env.CONTENT_URL, 'http://content:3002'),
    recruitmentUrl: url('RECRUITMENT_URL', env.RECRUITMENT_URL, 'http://recruitment:3003'),
    publicOrigin,
    // 0: asked again on every render (with the ETag); the gateway's one-second page copies are what
    // spare the services, and a reuse on top of them would show an admin's change more than a second late.
    dataCacheMs: whole('RENDER_DATA_CACHE_MS', env.RENDER_DATA_CACHE_MS, 0, 60_000),
    dataTimeoutMs: whole('RENDER_DATA_TIMEOUT_MS', env.RENDER_DATA_TIMEOUT_MS, 3000, 30_000),
    securityContact: contact('SECURITY_CONTACT', env.SECURITY_CONTACT, 'mailto:security@madar.ly'),
  };
}
