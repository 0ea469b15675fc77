import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { CtaBand } from '@/components/ui/cta-band';
import { PageHero } from '@/components/ui/page-hero';
import { CompanyValues } from '@/features/company/components/company-values';
import { HistoryTimeline } from '@/features/company/components/history-timeline';
import { MissionVision } from '@/features/company/components/mission-vision';
import { StatisticsBand } from '@/features/company/components/statistics-band';
import { TeamGrid } from '@/features/company/components/team-grid';
import { TechnologyPartners } from '@/features/company/components/technology-partners';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMetaDescription } from '@/hooks/use-meta-description';
import type { I18nHandle } from '@/lib/route-namespaces';

/** The translation namespaces this page renders with, loaded before its first render. */
export const handle = { i18n: ['company'] } satisfies I18nHandle;

/**
 * About (docs/product.md#about): each data section shows its own spinner and error banner while its request
 * runs.
 */
export function Component() {
  const { t } = useTranslation('company');
  useDocumentTitle(t('about.title'));
  useMetaDescription(t('about.metaDescription'));

  return (
    <>
      <PageHero
        eyebrow={t('about.heroEyebrow')}
        title={t('about.title')}
        subtitle={t('about.heroSubtitle')}
      />
      <MissionVision id="mission" />
      <CompanyValues id="values" />
      <StatisticsBand id="statistics" title={t('about.statisticsTitle')} />
      <HistoryTimeline id="history" />
      <TeamGrid id="team" />
      <TechnologyPartners id="partners" />
      <CtaBand title={t('about.ctaTitle')} text={t('about.ctaText')}>
        <Link to="/contact" className="button button--primary">
          {t('about.ctaContact')}
        </Link>
        <Link to="/services" className="button button--outline-light">
          {t('about.ctaServices')}
        </Link>
      </CtaBand>
    </>
  );
}
