/** The networks the article page offers, in display order. */
export const SHARE_NETWORKS = ['x', 'linkedin', 'facebook', 'whatsapp'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/**
 * The public share endpoints of each network for a page and its title. Each one opens the network's
 * own composer, so nothing is posted without the visitor confirming it there.
 */
export function buildShareLinks(url: string, title: string): Record<ShareNetwork, string> {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    x: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
  };
}
