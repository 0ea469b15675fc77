import { PREVIEW_PARAM } from '@madar/shared';
import { useParams, useSearchParams } from 'react-router-dom';
import { BlogPostPage } from '@/features/blog/components/blog-post-page';
import type { I18nHandle } from '@/lib/route-namespaces';

/** The translation namespaces this page renders with, loaded before its first render. */
export const handle = { i18n: ['blog'] } satisfies I18nHandle;

/**
 * Blog post (docs/product.md#blog-post): the article for the slug in the path; title and description follow
 * the post. With `?preview=<token>`, the unsaved post that token opens instead (the slug is not read).
 */
export function Component() {
  const { slug = '' } = useParams();
  const preview = useSearchParams()[0].get(PREVIEW_PARAM) ?? undefined;
  // Keyed by slug (and preview) so moving to a related post starts from a clean state.
  return <BlogPostPage key={`${slug}?${preview ?? ''}`} slug={slug} preview={preview} />;
}
