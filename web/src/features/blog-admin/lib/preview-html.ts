/**
 * The editor's preview of a post body. Two layers keep it safe inside the admin page, which holds the
 * admin token: (1) the HTML is reduced to the same allowlist the content service applies on write
 * (tags, attributes, http/https/mailto URLs), parsed with DOMParser into an inert document that runs
 * no scripts and loads nothing; (2) the result is shown in an `<iframe sandbox>` without allow-scripts
 * or allow-same-origin, so even markup the allowlist missed could neither run nor reach the token.
 * The reduction also makes the preview match what the public will see after the server's cleaning.
 */
const ALLOWED_TAGS = new Set([
  'P',
  'H2',
  'H3',
  'H4',
  'UL',
  'OL',
  'LI',
  'STRONG',
  'EM',
  'A',
  'BLOCKQUOTE',
  'CODE',
  'PRE',
  'IMG',
  'BR',
  'HR',
  'FIGURE',
  'FIGCAPTION',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TH',
  'TD',
]);
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  A: ['href', 'title'],
  IMG: ['src', 'alt'],
  TH: ['scope'],
};
// Dropped with their content, as the server does, rather than unwrapped to text.
const DROPPED_WITH_CONTENT = new Set([
  'SCRIPT',
  'STYLE',
  'TEXTAREA',
  'OPTION',
  'NOSCRIPT',
  'IFRAME',
  'TEMPLATE',
  'XMP',
  'OBJECT',
]);
// http(s), mailto, or a relative URL; never another scheme, nor a protocol-relative `//host`.
const SAFE_URL = /^(?!\/\/)(?:https?:|mailto:|[^:]*$|[^:/?#]*[/?#])/i;

function isSafeUrl(value: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:"); strip them first.
  // They also read a backslash as a slash, which would make `/\\host` protocol-relative.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  const compact = value.replace(/[\u0000-\u0020]/g, '').replace(/\\/g, '/');
  return SAFE_URL.test(compact);
}

function clean(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as Element;
  const tag = element.tagName.toUpperCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return [];
  const children = [...element.childNodes].flatMap((child) => clean(child, doc));
  if (!ALLOWED_TAGS.has(tag)) return children;

  const copy = doc.createElement(tag.toLowerCase());
  for (const name of ALLOWED_ATTRIBUTES[tag] ?? []) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    if ((name === 'href' || name === 'src') && !isSafeUrl(value)) continue;
    copy.setAttribute(name, value);
  }
  if (tag === 'IMG' && !copy.getAttribute('src')) return [];
  if (tag === 'A') copy.setAttribute('rel', 'noopener noreferrer');
  copy.append(...children);
  return [copy];
}

/** The post body reduced to the allowlist, as an HTML string. */
export function sanitizePreviewHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const container = out.createElement('div');
  container.append(...[...parsed.body.childNodes].flatMap((child) => clean(child, out)));
  return container.innerHTML;
}

const PREVIEW_STYLES = `
  :root { color: #0f1b2d; font: 16px/1.7 'Inter', system-ui, -apple-system, 'Segoe UI', Tahoma, sans-serif; }
  :root[lang='ar'] { font-family: 'IBM Plex Sans Arabic', system-ui, Tahoma, sans-serif; line-height: 1.8; }
  body { margin: 0; padding: 1rem 1.25rem; }
  h2, h3, h4 { color: #0b1f3a; line-height: 1.25; margin-block: 1.4em 0.5em; }
  p, ul, ol, blockquote, pre, figure, table { margin-block: 0 1em; }
  a { color: #0f766e; }
  img { max-inline-size: 100%; block-size: auto; }
  blockquote { margin-inline: 0; padding-inline-start: 1rem; border-inline-start: 4px solid #14b8a6; color: #33425a; }
  pre, code { background: #f3f6fb; border-radius: 0.375rem; font-family: ui-monospace, monospace; }
  pre { padding: 0.75rem; overflow: auto; }
  table { border-collapse: collapse; }
  th, td { border: 1px solid #dde4ee; padding: 0.375rem 0.625rem; text-align: start; }
`;

/** The complete document the sandboxed iframe shows. Scripts are refused by CSP as a third layer. */
export function buildPreviewDocument(html: string, lang: 'en' | 'ar'): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src http: https:; style-src 'unsafe-inline'"><style>${PREVIEW_STYLES}</style></head><body>${sanitizePreviewHtml(html)}</body></html>`;
}
