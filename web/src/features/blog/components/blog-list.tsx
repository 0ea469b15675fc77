import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/hooks/use-language';
import { useBlogCategories } from '../api/get-categories';
import { useBlogPosts } from '../api/get-posts';
import { useBlogFilters } from '../hooks/use-blog-filters';
import { categoryLabel } from '../lib/category-label';
import { FALLBACK_CATEGORIES, FALLBACK_POSTS } from '../lib/fallback-content';
import { filterPosts } from '../lib/filter-posts';
import { BlogCard } from './blog-card';
import { BlogFilters } from './blog-filters';
import './blog-list.css';

/**
 * The blog list (docs/product.md#blog): search and category filter kept in the URL, the card grid, the empty
 * state with its reset, and the built-in fallback posts and categories when the blog cannot be loaded.
 */
export function BlogList() {
  const { t } = useTranslation('blog');
  const { lang } = useLanguage();
  const posts = useBlogPosts();
  const categories = useBlogCategories();
  const { query, category, setQuery, setCategory, reset } = useBlogFilters();

  if (posts.isLoading) return <Spinner label={t('list.loading')} size="lg" />;

  const failed = Boolean(posts.error) || !posts.data;
  const allPosts = failed ? FALLBACK_POSTS : (posts.data ?? []);
  // The categories come from their own endpoint; if that alone fails, the built-in list still filters.
  const categoryList = failed || !categories.data?.length ? FALLBACK_CATEGORIES : categories.data;
  const shown = filterPosts(allPosts, query, category, lang);

  return (
    <div className="blog-list">
      {failed ? (
        <div className="blog-list__fallback">
          <ErrorBanner message={t('list.loadError')} />
          <p className="blog-list__fallback-note">{t('list.fallbackNotice')}</p>
        </div>
      ) : null}

      <BlogFilters
        categories={categoryList}
        lang={lang}
        query={query}
        category={category}
        onQueryChange={setQuery}
        onCategoryChange={setCategory}
      />

      <p className="blog-list__count" role="status" aria-live="polite">
        {t('list.resultCount', { count: shown.length, total: allPosts.length })}
      </p>

      {shown.length === 0 ? (
        <div className="blog-list__empty">
          <h2 className="blog-list__empty-title">{t('list.empty')}</h2>
          <p>{t('list.emptyHint')}</p>
          <button type="button" className="button button--dark" onClick={reset}>
            {t('list.viewAll')}
          </button>
        </div>
      ) : (
        <div className="blog-list__grid">
          {shown.map((post) => (
            <BlogCard
              key={post.id}
              post={post}
              lang={lang}
              category={categoryLabel(categoryList, post.category, lang)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
