/**
 * Everything an admin writes into a post is cleaned before it is stored, so the public site can render a
 * post's body as HTML without ever serving a script, an event handler or a `javascript:`/`data:` URL,
 * whatever a compromised or careless admin session sends. Plain-text fields lose every tag.
 */
import { LINK_REL, POST_HTML_ALLOWLIST } from '@madar/shared';
import sanitizeHtml from 'sanitize-html';

export { LINK_REL };

const { tags, attributes, urlAttributes, urlSchemes, droppedWithContent } = POST_HTML_ALLOWLIST;

// The shared allowlist (the editor's preview uses it too), as sanitize-html's options.
const POST_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...tags],
  // A link's rel is kept only because transformTags sets it below.
  allowedAttributes: Object.fromEntries(
    Object.entries(attributes).map(([tag, names]) => [tag, tag === 'a' ? [...names, 'rel'] : [...names]]),
  ),
  allowedSchemes: [...urlSchemes],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: [...urlAttributes],
  // `//host/x` would take the page's scheme and point anywhere; only absolute or site-relative URLs.
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  // The content of these is dropped with the tag, not kept as text.
  nonTextTags: [...droppedWithContent],
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
