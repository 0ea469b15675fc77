import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { ArrowIcon } from '@/components/icons/ui-icons';
import { CtaBand } from '@/components/ui/cta-band';
import { PageHero } from '@/components/ui/page-hero';
import { ProjectsCatalog } from '@/features/projects/components/projects-catalog';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMetaDescription } from '@/hooks/use-meta-description';
import type { I18nHandle } from '@/lib/route-namespaces';

/** The translation namespaces this page renders with, loaded before its first render. */
export const handle = { i18n: ['catalog'] } satisfies I18nHandle;

export function Component() {
  const { t } = useTranslation('catalog');
  useDocumentTitle(t('projects.title'));
  useMetaDescription(t('projects.metaDescription'));
  return (
    <>
      <PageHero
        eyebrow={t('projects.heroEyebrow')}
        title={t('projects.heroTitle')}
        subtitle={t('projects.heroSubtitle')}
      />
      <section className="section">
        <div className="container">
          <ProjectsCatalog />
        </div>
      </section>
      <CtaBand title={t('projects.ctaTitle')} text={t('projects.ctaText')}>
        <Link to="/contact" className="button button--primary">
          {t('projects.ctaContact')}
          <ArrowIcon size={18} />
        </Link>
        <Link to="/client-brief" className="button button--outline-light">
          {t('projects.ctaBrief')}
        </Link>
      </CtaBand>
    </>
  );
}
