/**
 * The one way the site links to an email address (and, below, to a phone number). Each part of the address is percent-encoded, so an
 * address holding `?`, `&`, `%` or `,` (the services refuse them, but older records or a typo in a
 * translation may not) stays one recipient and can never add headers, a body or other recipients. A
 * lone surrogate becomes U+FFFD rather than making encodeURIComponent throw during a render.
 */
const LONE_SURROGATE = /\p{Cs}/gu;

export function mailtoHref(address: string): string {
  const text = address.trim().replace(LONE_SURROGATE, '\uFFFD');
  const at = text.lastIndexOf('@');
  if (at === -1) return `mailto:${encodeURIComponent(text)}`;
  return `mailto:${encodeURIComponent(text.slice(0, at))}@${encodeURIComponent(text.slice(at + 1))}`;
}

/**
 * The one way the site links to a phone number: the visual separators (spaces, hyphens, dots,
 * brackets) dropped, as RFC 3966 allows, and everything else percent-encoded so a stray character in
 * the configuration cannot change what the link does.
 */
export function telHref(phone: string): string {
  const compact = phone.replace(LONE_SURROGATE, '\uFFFD').replace(/[\s().-]/g, '');
  const plus = compact.startsWith('+') ? '+' : '';
  return `tel:${plus}${encodeURIComponent(compact.slice(plus.length))}`;
}
