import { useTranslation } from 'react-i18next';
import { useProjects } from '../api/get-projects';
import { relatedProjectsForService } from '../lib/related-projects';
import { ProjectCard } from './project-card';

/**
 * Up to three projects related to a service (docs/product.md#related-projects); nothing at all while loading,
 * on error or when none.
 */
export function ServiceRelatedProjects({ serviceId }: { serviceId: string }) {
  const { t } = useTranslation('catalog');
  const { data } = useProjects();
  const related = data ? relatedProjectsForService(serviceId, data) : [];
  if (related.length === 0) return null;

  return (
    <section className="section section--alt" aria-labelledby="related-projects-title" data-related="service">
      <div className="container">
        <p className="detail-eyebrow">{t('serviceDetail.relatedIntro')}</p>
        <h2 id="related-projects-title" className="section__title">
          {t('serviceDetail.relatedProjects')}
        </h2>
        <ul className="project-grid">
          {related.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
