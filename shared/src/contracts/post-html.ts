/**
 * What a post body may hold, the one list both sanitisers are configured from: the content service's
 * (sanitize-html, on write) and the admin editor's preview (DOMPurify). Prose structure, lists, quotes,
 * code, images and simple tables; http, https and mailto URLs or site-relative ones, never
 * protocol-relative (`//host`). Everything else is removed: unknown elements keep their text, except
 * those in `droppedWithContent`, whose content goes with them. Every link gets `rel=LINK_REL`.
 */
export const POST_HTML_ALLOWLIST = {
  tags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'blockquote',
    'code',
    'pre',
    'img',
    'br',
    'hr',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  /** By tag; a tag not named here keeps no attribute. */
  attributes: { a: ['href', 'title'], img: ['src', 'alt'], th: ['scope'] },
  /** The attributes holding a URL, checked against `urlSchemes`. */
  urlAttributes: ['href', 'src'],
  urlSchemes: ['http', 'https', 'mailto'],
  droppedWithContent: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'template',
    'xmp',
    'object',
  ],
} as const;

// Link targets always get this rel, whatever the author wrote.
export const LINK_REL = 'noopener noreferrer';

export type PostHtmlTag = (typeof POST_HTML_ALLOWLIST.tags)[number];

/**
 * Whether a URL attribute's value is allowed: a scheme of the list, or a relative URL (no scheme before
 * the first `/`, `?` or `#`), never one starting with two slashes (or backslashes, which browsers read
 * as slashes). Meant for values with whitespace and control characters already removed, as browsers
 * ignore them inside a scheme (`java\tscript:`).
 */
export const POST_URL_PATTERN = /* @__PURE__ */ (() =>
  new RegExp(
    `^(?![/\\\\]{2})(?:(?:${POST_HTML_ALLOWLIST.urlSchemes.join('|')}):|[^:]*$|[^:/?#]*[/?#])`,
    'i',
  ))();
