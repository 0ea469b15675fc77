import type { BlogCategory, BlogPostSummary, Language } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { categoryLabel } from '../lib/category-label';
import { BlogCard } from './blog-card';

interface Props {
  posts: readonly BlogPostSummary[] | undefined;
  categories: readonly BlogCategory[];
  lang: Language;
}

/** The posts to read next (the service picks them), or the "no related posts" message. */
export function RelatedPosts({ posts, categories, lang }: Props) {
  const { t } = useTranslation('blog');
  return (
    <section className="related-posts" aria-labelledby="related-heading">
      <h2 id="related-heading" className="related-posts__heading">
        {t('post.related')}
      </h2>
      {posts === undefined ? (
        <Spinner />
      ) : posts.length === 0 ? (
        <p className="related-posts__empty">{t('post.noRelated')}</p>
      ) : (
        <div className="related-posts__grid">
          {posts.map((post) => (
            <BlogCard
              key={post.id}
              post={post}
              lang={lang}
              headingLevel={3}
              category={categoryLabel(categories, post.category, lang)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
