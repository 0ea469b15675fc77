import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocalizedNavigate } from '@/components/ui/link';
import { PreviewBanner } from '@/components/ui/preview-banner';
import { ArrowIcon } from '@/components/icons/ui-icons';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLanguage } from '@/hooks/use-language';
import { useMetaDescription } from '@/hooks/use-meta-description';
import { usePageHead } from '@/lib/head-sink';
import { absoluteUrl, siteOrigin } from '@/lib/site-origin';
import { localizedPath } from '@/lib/site-paths';
import { useBlogCategories } from '../api/get-categories';
import { useBlogPost } from '../api/get-post';
import { usePostPreview } from '../api/get-post-preview';
import { useRelatedPosts } from '../api/get-related-posts';
import { FALLBACK_CATEGORIES, FALLBACK_POST_SLUG, FALLBACK_POSTS } from '../lib/fallback-content';
import { blogPostingJsonLd } from '../lib/blog-posting';
import { BlogArticle } from './blog-article';
import './blog-article.css';

const fallbackPost = FALLBACK_POSTS.find((post) => post.slug === FALLBACK_POST_SLUG);

/**
 * One article by slug (docs/product.md#blog-post): an unknown slug goes to /not-found; when the blog cannot
 * be reached only the built-in sample article is available, anything else shows the error with a way back.
 * With a `preview` token, the unsaved post that token opens instead (whatever the slug), under a banner
 * saying it is not published; an expired token goes to /not-found like an unknown slug.
 */
export function BlogPostPage({ slug, preview }: { slug: string; preview?: string }) {
  const { t } = useTranslation('blog');
  const { lang } = useLanguage();
  const navigate = useLocalizedNavigate();
  const published = useBlogPost(preview === undefined ? slug : undefined);
  const previewed = usePostPreview(preview);
  const { data, error, isLoading } =
    preview === undefined ? published : { ...previewed, data: previewed.data?.post };
  const isNotFound = error?.status === 404;
  const post =
    data ?? (error && !isNotFound && !preview && slug === FALLBACK_POST_SLUG ? fallbackPost : undefined);
  const usingFallback = Boolean(post) && !data;

  // Asked with the post, not after it: the service picks them from the slug (one wait, not two).
  const relatedPosts = useRelatedPosts(preview === undefined ? slug : undefined);
  const categories = useBlogCategories();
  // Offline (the sample article), no related posts: the other samples cannot be opened without the blog.
  const related =
    previewed.data?.related ?? relatedPosts.data ?? (usingFallback || relatedPosts.error ? [] : undefined);

  useDocumentTitle(post ? post.title[lang] : t('meta.postFallbackTitle'));
  useMetaDescription(post ? post.excerpt[lang] : undefined);
  // Sharing names the public address: a preview's token is never passed on.
  const pageUrl = absoluteUrl(localizedPath(`/blog/${post?.slug ?? slug}`, lang));
  usePageHead(
    preview !== undefined
      ? // No structured data: a preview is not an article search engines should know of.
        { preview: true, ...(post ? { type: 'article', image: post.image } : {}) }
      : post && !usingFallback
        ? {
            type: 'article',
            image: post.image,
            jsonLd: [blogPostingJsonLd(post, lang, pageUrl, siteOrigin())],
          }
        : {},
  );

  useEffect(() => {
    if (isNotFound) navigate('/not-found', { replace: true });
  }, [isNotFound, navigate]);

  if (isLoading || isNotFound) {
    return (
      <div className="container section">
        <Spinner label={t('post.loading')} size="lg" />
      </div>
    );
  }

  if (!post) {
    return (
      <div className="container section blog-post-state">
        <ErrorBanner message={t('post.loadError')} />
        <h1 className="section__title">{t('post.notFound')}</h1>
        <Link to="/blog" className="button button--dark">
          <ArrowIcon size={18} className="blog-article__back-icon" />
          {t('post.backToBlog')}
        </Link>
      </div>
    );
  }

  return (
    <>
      {previewed.data ? <PreviewBanner expiresAt={previewed.data.expiresAt} lang={lang} ns="blog" /> : null}
      {usingFallback ? (
        <div className="container blog-post-state blog-post-state--notice">
          <ErrorBanner message={t('post.fallbackNotice')} />
        </div>
      ) : null}
      <BlogArticle
        post={post}
        lang={lang}
        categories={categories.data?.length ? categories.data : FALLBACK_CATEGORIES}
        related={related}
        shareUrl={pageUrl}
      />
    </>
  );
}
