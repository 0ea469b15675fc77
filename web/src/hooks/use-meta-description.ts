import { useEffect } from 'react';
import { useHeadSink } from '@/lib/head-sink';

/**
 * Sets `<meta name="description">` for the current route and language (creating the tag if the page has
 * none). On leaving the route the previous description comes back, so pages without the hook keep the
 * site-wide one from index.html.
 */
export function useMetaDescription(description?: string): void {
  const sink = useHeadSink();
  if (description) sink?.write({ description });
  useEffect(() => {
    if (!description) return undefined;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
