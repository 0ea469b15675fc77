import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import type { HomeSectionId } from '@/components/layout/home-sections';
import { CtaBand } from '@/components/ui/cta-band';
import { AboutTeaser } from '@/features/company/components/about-teaser';
import { SectionHeader } from '@/features/company/components/section-header';
import { StatisticsBand } from '@/features/company/components/statistics-band';
import { TestimonialsSection } from '@/features/company/components/testimonials-section';
import { HomeHero } from '@/features/home/components/home-hero';
import { FeaturedProjects } from '@/features/projects/components/featured-projects';
import { ServicesTeaser } from '@/features/services/components/services-teaser';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMetaDescription } from '@/hooks/use-meta-description';
import type { I18nHandle } from '@/lib/route-namespaces';

/** The translation namespaces this page renders with, loaded before its first render. */
export const handle = { i18n: ['company', 'catalog'] } satisfies I18nHandle;

/** Section ids double as in-page anchors and as what the header tracks (components/layout/home-sections). */
const ids = {
  hero: 'hero',
  about: 'about',
  services: 'services',
  projects: 'projects',
  statistics: 'statistics',
  testimonials: 'testimonials',
  contact: 'contact',
} as const satisfies Record<HomeSectionId, HomeSectionId>;

/**
 * The home page (docs/product.md#home): hero, about, six services, featured projects, statistics,
 * testimonials, call to action.
 */
export function Component() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('company');
  useDocumentTitle(t('home.title'));
  useMetaDescription(tc('home.metaDescription'));

  return (
    <>
      <HomeHero id={ids.hero} />
      <AboutTeaser id={ids.about} />
      <section id={ids.services} className="section section--alt" aria-labelledby="home-services-title">
        <div className="container">
          <SectionHeader
            id="home-services-title"
            title={t('home.sections.services')}
            subtitle={tc('home.servicesSubtitle')}
          />
          <ServicesTeaser />
        </div>
      </section>
      <section id={ids.projects} className="section" aria-labelledby="home-projects-title">
        <div className="container">
          <SectionHeader
            id="home-projects-title"
            title={t('home.sections.projects')}
            subtitle={tc('home.projectsSubtitle')}
          />
          <FeaturedProjects />
        </div>
      </section>
      <StatisticsBand
        id={ids.statistics}
        title={tc('home.statisticsTitle')}
        subtitle={tc('home.statisticsSubtitle')}
      />
      <TestimonialsSection id={ids.testimonials} />
      <div id={ids.contact}>
        <CtaBand title={tc('home.ctaTitle')} text={tc('home.ctaText')}>
          <Link to="/contact" className="button button--primary">
            {tc('home.ctaButton')}
          </Link>
        </CtaBand>
      </div>
    </>
  );
}
