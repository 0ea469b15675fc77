/**
 * Everything an admin writes into a post is cleaned before it is stored, so the public site can render a
 * post's body as HTML without ever serving a script, an event handler or a `javascript:`/`data:` URL,
 * whatever a compromised or careless admin session sends. Plain-text fields lose every tag.
 */
import sanitizeHtml from 'sanitize-html';

/** The tags a post body may use: prose structure, lists, quotes, code, images and simple tables. */
export const POST_ALLOWED_TAGS = [
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
] as const;

export const POST_ALLOWED_SCHEMES = ['http', 'https', 'mailto'] as const;

// Link targets always get this rel (set below, whatever the author wrote).
export const LINK_REL = 'noopener noreferrer';

const POST_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...POST_ALLOWED_TAGS],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt'], th: ['scope'] },
  allowedSchemes: [...POST_ALLOWED_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // `//host/x` would take the page's scheme and point anywhere; only absolute or site-relative URLs.
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  // The content of these is dropped with the tag, not kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template', 'xmp', 'object'],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: LINK_REL } }),
  },
  // An image whose source was refused (data:, javascript:) would render as a broken box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** A post body reduced to the allowlist above. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POST_OPTIONS).trim();
}

const PLAIN_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  nonTextTags: POST_OPTIONS.nonTextTags,
};

// sanitize-html escapes the text it keeps; plain text is rendered escaped by the web, so undo it.
function unescapeText(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

const MAX_PASSES = 10;

/**
 * Text with every tag removed. Runs until nothing changes, so markup that was entity-encoded in the
 * input (`&lt;script&gt;`) cannot survive as a tag once decoded; input nested deeper than any real
 * text loses its angle brackets altogether.
 */
export function toPlainText(text: string): string {
  let current = text;
  let stable = false;
  for (let pass = 0; pass < MAX_PASSES && !stable; pass += 1) {
    const next = unescapeText(sanitizeHtml(current, PLAIN_OPTIONS));
    stable = next === current;
    current = next;
  }
  if (!stable) current = current.replace(/[<>]/g, '');
  return current.replace(/\s+/g, ' ').trim();
}
