import type { Language } from '@madar/shared';
import { useDeferredValue, useMemo } from 'react';
import { buildPreviewDocument } from '../lib/preview-html';

/**
 * Live preview of a post body as the public will see it: sanitised to the server's allowlist and shown
 * in a sandboxed iframe (no scripts, opaque origin), see lib/preview-html.ts for why both.
 */
export function HtmlPreview({ html, lang, title }: { html: string; lang: Language; title: string }) {
  // Typing stays responsive: the preview re-renders at the pace React can afford.
  const deferred = useDeferredValue(html);
  const srcDoc = useMemo(() => buildPreviewDocument(deferred, lang), [deferred, lang]);
  return <iframe className="post-editor__preview" title={title} sandbox="" srcDoc={srcDoc} />;
}
