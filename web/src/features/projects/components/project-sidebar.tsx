import type { Project } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { ArrowIcon } from '@/components/icons/ui-icons';
import { extraServicesFor } from '../lib/project-services';

/** Technologies, the services chips card and the 'Need a similar solution?' card. */
export function ProjectSidebar({ project }: { project: Project }) {
  const { t } = useTranslation('catalog');
  return (
    <aside className="project-sidebar">
      {project.technologies.length > 0 ? (
        <section className="project-card-box" aria-labelledby="project-technologies-title">
          <h2 id="project-technologies-title" className="project-card-box__title">
            {t('projectDetail.technologies')}
          </h2>
          <ul className="project-technologies">
            {project.technologies.map((technology) => (
              <li key={technology}>{technology}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="project-card-box" aria-labelledby="project-services-title">
        <h2 id="project-services-title" className="project-card-box__title">
          {t('projectDetail.services')}
        </h2>
        <ul className="project-chips" data-testid="project-services">
          <li>{t(`categories.${project.category}`)}</li>
          {extraServicesFor(project.category).map((key) => (
            <li key={key}>{t(`extraServices.${key}`)}</li>
          ))}
        </ul>
      </section>
      <section className="project-card-box project-card-box--dark" aria-labelledby="project-similar-title">
        <h2 id="project-similar-title" className="project-card-box__title">
          {t('projectDetail.similarTitle')}
        </h2>
        <p>{t('projectDetail.similarText')}</p>
        <Link to="/client-brief" className="button button--primary">
          {t('projectDetail.similarButton')}
          <ArrowIcon size={18} />
        </Link>
      </section>
    </aside>
  );
}
