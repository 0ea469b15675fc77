import { useTranslation } from 'react-i18next';
import { PageHero } from '@/components/ui/page-hero';
import { BlogList } from '@/features/blog/components/blog-list';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMetaDescription } from '@/hooks/use-meta-description';
import type { I18nHandle } from '@/lib/route-namespaces';
import './blog.css';

/** The translation namespaces this page renders with, loaded before its first render. */
export const handle = { i18n: ['blog'] } satisfies I18nHandle;

/** Blog list (docs/product.md#blog): hero, searchable and filterable posts, and the newsletter sign-up. */
export function Component() {
  const { t } = useTranslation('blog');
  useDocumentTitle(t('meta.title'));
  useMetaDescription(t('meta.description'));
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} subtitle={t('hero.subtitle')} />
      <section className="section">
        <div className="container">
          <BlogList />
        </div>
      </section>
      <section className="blog-newsletter">
        <div className="container">
          <div className="blog-newsletter__panel">
            <NewsletterForm tone="light" heading={t('newsletter.heading')} text={t('newsletter.text')} />
          </div>
        </div>
      </section>
    </>
  );
}
