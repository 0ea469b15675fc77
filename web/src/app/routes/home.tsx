import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CtaBand } from '@/components/ui/cta-band';
import { HomeHero } from '@/features/home/components/home-hero';
import { HOME_SECTIONS, HomeSectionPlaceholder } from '@/features/home/components/home-section-placeholder';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));
  return (
    <>
      <HomeHero />
      {HOME_SECTIONS.map((section, index) => (
        <HomeSectionPlaceholder key={section} section={section} alt={index % 2 === 0} />
      ))}
      <CtaBand title={t('home.sections.cta')} text={t('services.ctaText')}>
        <Link to="/contact" className="button button--primary">
          {t('nav.getInTouch')}
        </Link>
      </CtaBand>
    </>
  );
}
