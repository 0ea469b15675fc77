import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageHero } from './page-hero';

/** Stand-in for a screen a later issue fills: the translated page title and a short note. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <>
      <PageHero title={title} />
      <section className="section">
        <div className="container">
          <p data-placeholder="true">{t('common.comingSoon')}</p>
        </div>
      </section>
    </>
  );
}
