import { useTranslation } from 'react-i18next';

export const HOME_SECTIONS = ['about', 'services', 'projects', 'statistics', 'testimonials'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** Marks where a later issue adds a home section; the id doubles as the in-page anchor. */
export function HomeSectionPlaceholder({ section, alt }: { section: HomeSection; alt: boolean }) {
  const { t } = useTranslation();
  return (
    <section
      id={section}
      className={alt ? 'section section--compact section--alt' : 'section section--compact'}
      aria-labelledby={`home-${section}-title`}
      data-placeholder="true"
    >
      <div className="container">
        <h2 id={`home-${section}-title`} className="section__title">
          {t(`home.sections.${section}`)}
        </h2>
        <p className="section__note">{t('common.sectionComingSoon')}</p>
      </div>
    </section>
  );
}
