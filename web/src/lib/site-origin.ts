/**
 * The site's public origin (PUBLIC_ORIGIN, e.g. https://www.madar.ly) for absolute URLs: canonical,
 * hreflang, Open Graph, share links. The server renderer sets it from its configuration and passes it
 * to the browser with the page's data; without one (the client-rendered fallback) the page's own origin.
 */
let origin = '';

export function setSiteOrigin(value: string): void {
  origin = value.replace(/\/+$/, '');
}

export function siteOrigin(): string {
  if (origin) return origin;
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** `/ar/blog/x` → `https://www.madar.ly/ar/blog/x`. */
export function absoluteUrl(path: string): string {
  return `${siteOrigin()}${path.startsWith('/') ? path : `/${path}`}`;
}
