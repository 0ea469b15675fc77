import { localize, type Project } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';

const PARTS = ['challenge', 'solution', 'results'] as const;

/** Challenge, solution and results, then the client's testimonial when there is one. */
export function ProjectStory({ project }: { project: Project }) {
  const { t } = useTranslation('catalog');
  const { lang } = useLanguage();
  return (
    <>
      {PARTS.map((part) => (
        <section key={part} className="project-story" aria-labelledby={`project-${part}-title`}>
          <h2 id={`project-${part}-title`} className="project-story__title">
            {t(`projectDetail.${part}`)}
          </h2>
          <p>{localize(project[part], lang)}</p>
        </section>
      ))}
      {project.testimonial ? (
        <section className="project-testimonial" aria-labelledby="project-testimonial-title">
          <h2 id="project-testimonial-title" className="visually-hidden">
            {t('projectDetail.testimonial')}
          </h2>
          <figure>
            <blockquote className="project-testimonial__quote">
              <p>{localize(project.testimonial.quote, lang)}</p>
            </blockquote>
            <figcaption className="project-testimonial__author">
              <strong>{project.testimonial.author}</strong>
              <span>{localize(project.testimonial.position, lang)}</span>
            </figcaption>
          </figure>
        </section>
      ) : null}
    </>
  );
}
