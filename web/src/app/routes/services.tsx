import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { ArrowIcon } from '@/components/icons/ui-icons';
import { CtaBand } from '@/components/ui/cta-band';
import { PageHero } from '@/components/ui/page-hero';
import { ServicesList } from '@/features/services/components/services-list';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMetaDescription } from '@/hooks/use-meta-description';
import type { I18nHandle } from '@/lib/route-namespaces';

/** The translation namespaces this page renders with, loaded before its first render. */
export const handle = { i18n: ['catalog'] } satisfies I18nHandle;

export function Component() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('catalog');
  useDocumentTitle(t('services.title'));
  useMetaDescription(tc('servicesList.metaDescription'));
  return (
    <>
      <PageHero title={t('services.heroTitle')} subtitle={t('services.heroSubtitle')} />
      <section className="section">
        <div className="container">
          <ServicesList />
        </div>
      </section>
      <CtaBand title={t('services.ctaTitle')} text={t('services.ctaText')}>
        <Link to="/contact" className="button button--primary">
          {t('services.ctaButton')}
          <ArrowIcon size={18} />
        </Link>
      </CtaBand>
    </>
  );
}
