/**
 * The preview's reduction of a post body to POST_HTML_ALLOWLIST, the list the content service cleans
 * with on write, so the preview shows what the public will see. DOMPurify does the parsing (into an
 * inert document that runs and loads nothing) and the removal; the hooks add what it has no option for:
 * attributes allowed per tag, no data: image sources, `rel` on every link, no image without a source.
 * This module is imported only by the post editor, so DOMPurify stays in the admin chunk.
 */
import { LINK_REL, POST_HTML_ALLOWLIST, POST_URL_PATTERN } from '@madar/shared';
import DOMPurify, { type Config } from 'dompurify';

const { tags, attributes, urlAttributes, droppedWithContent } = POST_HTML_ALLOWLIST;
const attributesOf: Readonly<Record<string, readonly string[]>> = attributes;
const isUrlAttribute = (name: string) => (urlAttributes as readonly string[]).includes(name);

const CONFIG: Config = {
  ALLOWED_TAGS: [...tags],
  ALLOWED_ATTR: [...new Set(Object.values(attributesOf).flat())],
  ALLOWED_URI_REGEXP: POST_URL_PATTERN,
  // Dropped with their content, as the server does, rather than unwrapped to text.
  FORBID_CONTENTS: [...droppedWithContent],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

// Whitespace and controls that browsers ignore inside a URL's scheme (`java\tscript:`), as DOMPurify strips.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const IGNORED_IN_URL = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;

/**
 * Whether a link or image address passes the allowlist's URL rule (POST_URL_PATTERN), read as browsers
 * read it: the editor refuses what the content service would strip.
 */
export const isAllowedPostUrl = (url: string): boolean =>
  POST_URL_PATTERN.test(url.replace(IGNORED_IN_URL, ''));

// An instance of its own, so these hooks never touch another user of DOMPurify.
const purifier = DOMPurify();
purifier.addHook('uponSanitizeAttribute', (node, event) => {
  const allowed = attributesOf[node.nodeName.toLowerCase()] ?? [];
  if (!allowed.includes(event.attrName)) event.keepAttr = false;
  // DOMPurify lets data: URLs through on images whatever the URI pattern says; the allowlist does not.
  else if (isUrlAttribute(event.attrName) && !isAllowedPostUrl(event.attrValue)) {
    event.keepAttr = false;
  }
});
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A') node.setAttribute('rel', LINK_REL);
});

/** The post body reduced to the allowlist, as an HTML string. */
export function sanitizePreviewHtml(html: string): string {
  // A fragment of DOMPurify's inert document, so removing an image below loads nothing.
  const fragment = purifier.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  // An image whose source was refused would render as a broken box; the server drops it too.
  for (const image of fragment.querySelectorAll('img:not([src])')) image.remove();
  const holder = (fragment.ownerDocument ?? document).createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
