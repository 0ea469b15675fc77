import {
  type BlogCategory,
  type BlogPost,
  type BlogPostSummary,
  type Language,
  type LocalizedText,
  localize,
} from '@madar/shared';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { ArrowIcon } from '@/components/icons/ui-icons';
import { Avatar } from '@/components/ui/avatar';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { UserText } from '@/components/ui/user-text';
import { formatLongDate } from '@/lib/format';
import { mediaSrcSet, withMediaSrcSets } from '@/lib/media-srcset';
import { categoryLabel } from '../lib/category-label';
import { RelatedPosts } from './related-posts';
import { ShareButtons } from './share-buttons';
import './blog-article.css';

interface Props {
  post: BlogPost;
  categories: readonly BlogCategory[];
  related: readonly BlogPostSummary[] | undefined;
  lang: Language;
  shareUrl: string;
}

/** The post's tags in the page's language. */
function TagList({ tags, label, lang }: { tags: readonly LocalizedText[]; label: string; lang: Language }) {
  if (tags.length === 0) return null;
  return (
    <ul className="blog-article__tags" aria-label={label}>
      {tags.map((tag) => (
        <li key={`${tag.en}|${tag.ar}`} className="blog-tag">
          {localize(tag, lang)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The article screen (docs/product.md#blog-post): header, cover, body, tags, author box, sharing and related
 * posts.
 */
export function BlogArticle({ post, categories, related, lang, shareUrl }: Props) {
  const { t } = useTranslation('blog');
  const title = post.title[lang];
  const author = post.author[lang];
  const authorTitle = post.authorTitle[lang];

  return (
    <>
      <header className="blog-article__header">
        <div className="container blog-article__header-inner">
          <Link to="/blog" className="blog-article__back">
            <ArrowIcon size={16} className="blog-article__back-icon" />
            {t('post.backToBlog')}
          </Link>
          <p className="blog-article__category">{categoryLabel(categories, post.category, lang)}</p>
          <h1 className="blog-article__title">{title}</h1>
          <div className="blog-article__byline">
            <Avatar
              name={author}
              src={post.authorImage}
              size={48}
              loading="eager"
              className="blog-article__avatar"
            />
            <div>
              <p className="blog-article__author">
                <UserText>{author}</UserText>
              </p>
              <p className="blog-article__author-title">{authorTitle}</p>
            </div>
            <p className="blog-article__date">
              <span className="visually-hidden">{t('post.publishedOn')} </span>
              <time dateTime={post.date}>{formatLongDate(post.date, lang)}</time>
            </p>
          </div>
          <TagList tags={post.tags} label={t('post.tagsLabel')} lang={lang} />
        </div>
      </header>

      <div className="container blog-article__layout">
        <ImageWithFallback
          src={post.image}
          srcSet={mediaSrcSet(post.image)}
          // The cover spans the article's container, at most 1200 px.
          sizes="(min-width: 1280px) 1200px, 100vw"
          alt={title}
          width={1200}
          height={675}
          placeholder="blog"
          loading="eager"
          className="blog-article__cover"
        />
        <article className="blog-article__body" aria-label={title}>
          {/*
            The only HTML the site renders. It is safe because the content service sanitises every post
            body against a strict allow-list when it is created or edited (services/content
            src/blog/html-sanitizer.ts), and the built-in fallback posts are constants in this bundle. Library
            images gain their responsive files here (withMediaSrcSets), never anything else.
          */}
          <div
            className="blog-prose"
            dangerouslySetInnerHTML={{ __html: withMediaSrcSets(post.content[lang]) }}
          />
        </article>

        <footer className="blog-article__footer">
          <div className="blog-article__footer-tags">
            <h2 className="blog-article__small-heading">{t('post.tagsLabel')}</h2>
            <TagList tags={post.tags} label={t('post.tagsLabel')} lang={lang} />
          </div>
          <aside className="author-box" aria-labelledby="author-box-heading">
            <Avatar name={author} src={post.authorImage} size={80} className="author-box__image" />
            <div>
              <h2 id="author-box-heading" className="blog-article__small-heading">
                {t('post.aboutAuthor')}
              </h2>
              <p className="author-box__name">
                <UserText>{author}</UserText>
              </p>
              <p className="author-box__title">{authorTitle}</p>
              <p className="author-box__bio">
                <Trans
                  t={t}
                  i18nKey="post.authorBio"
                  values={{ author }}
                  components={{ name: <UserText /> }}
                />
              </p>
            </div>
          </aside>
          <ShareButtons url={shareUrl} title={title} />
        </footer>
      </div>

      <div className="section section--alt">
        <div className="container">
          <RelatedPosts posts={related} categories={categories} lang={lang} />
          <Link to="/blog" className="button button--dark blog-article__back-bottom">
            <ArrowIcon size={18} className="blog-article__back-icon" />
            {t('post.backToBlog')}
          </Link>
        </div>
      </div>
    </>
  );
}
