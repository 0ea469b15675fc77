import { type BlogPostSummary, type Language, localize } from '@madar/shared';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { ArrowIcon } from '@/components/icons/ui-icons';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { UserText } from '@/components/ui/user-text';
import { formatLongDate } from '@/lib/format';
import { mediaSrcSet } from '@/lib/media-srcset';
import './blog-card.css';

interface Props {
  post: BlogPostSummary;
  category: string;
  lang: Language;
  /** h2 in the list, h3 under an article's "Related Posts" heading. */
  headingLevel?: 2 | 3;
}

/** The card's width in the blog's grid: three columns on wide screens, two on tablets, one on phones. */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

/** One post in a grid: cover, category, author and date, title, excerpt, tags and a read-more link. */
export function BlogCard({ post, category, lang, headingLevel = 2 }: Props) {
  const { t } = useTranslation('blog');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = post.title[lang];
  const href = `/blog/${post.slug}`;

  return (
    <article className="blog-card" aria-labelledby={`blog-card-${post.id}`}>
      <div className="blog-card__media">
        <ImageWithFallback
          src={post.image}
          srcSet={mediaSrcSet(post.image)}
          sizes={CARD_IMAGE_SIZES}
          alt=""
          width={800}
          height={450}
          placeholder="blog"
        />
        <span className="blog-card__category">{category}</span>
      </div>
      <div className="blog-card__body">
        <p className="blog-card__meta">
          <span>
            <Trans
              t={t}
              i18nKey="list.by"
              values={{ author: post.author[lang] }}
              components={{ name: <UserText /> }}
            />
          </span>
          <span aria-hidden="true">·</span>
          <time dateTime={post.date}>{formatLongDate(post.date, lang)}</time>
        </p>
        <Heading id={`blog-card-${post.id}`} className="blog-card__title">
          <Link to={href}>{title}</Link>
        </Heading>
        <p className="blog-card__excerpt">{post.excerpt[lang]}</p>
        {post.tags.length > 0 ? (
          <ul className="blog-card__tags" aria-label={t('post.tagsLabel')}>
            {post.tags.map((tag) => (
              <li key={`${tag.en}|${tag.ar}`} className="blog-tag">
                {localize(tag, lang)}
              </li>
            ))}
          </ul>
        ) : null}
        <Link to={href} className="text-link blog-card__more">
          {t('list.readMore')}
          <span className="visually-hidden"> {t('list.readMoreAbout', { title })}</span>
          <ArrowIcon size={16} />
        </Link>
      </div>
    </article>
  );
}
