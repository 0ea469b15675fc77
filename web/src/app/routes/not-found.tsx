import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { ArrowIcon } from '@/components/icons/ui-icons';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMetaDescription } from '@/hooks/use-meta-description';
import type { I18nHandle } from '@/lib/route-namespaces';
import './not-found.css';

/** The translation namespaces this page renders with, loaded before its first render. */
export const handle = { i18n: [] } satisfies I18nHandle;

/** The 404 page (docs/product.md#not-found): shown at /not-found and for any unknown path. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  // In the page's language: index.html's own description is English only.
  useMetaDescription(t('notFound.metaDescription'));
  return (
    <section className="not-found">
      <div className="container not-found__inner">
        <p className="not-found__code">{t('notFound.code')}</p>
        <h1 className="not-found__title">{t('notFound.title')}</h1>
        <p className="not-found__message">{t('notFound.message')}</p>
        <Link to="/" className="button button--dark">
          <ArrowIcon size={18} className="not-found__back-icon" />
          {t('notFound.backHome')}
        </Link>
      </div>
    </section>
  );
}
