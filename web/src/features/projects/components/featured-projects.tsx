import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { ArrowIcon } from '@/components/icons/ui-icons';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Spinner } from '@/components/ui/spinner';
import { useProjects } from '../api/get-projects';
import { ProjectCard } from './project-card';
import './featured-projects.css';

/** The home page's projects section body: the featured projects as cards and a link to the full list. */
export function FeaturedProjects() {
  const { t } = useTranslation('catalog');
  const { data, error, isLoading } = useProjects();

  if (isLoading) return <Spinner label={t('teaser.loadingProjects')} />;
  if (error || !data) return <ErrorBanner message={t('teaser.projectsError')} />;

  const featured = data.filter((project) => project.featured);
  return (
    <div className="featured-projects">
      {featured.length > 0 ? (
        <ul className="project-grid">
          {featured.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="featured-projects__empty">{t('teaser.noFeatured')}</p>
      )}
      <div className="featured-projects__footer">
        <Link to="/projects" className="button button--dark">
          {t('teaser.viewAllProjects')}
          <ArrowIcon size={18} />
        </Link>
      </div>
    </div>
  );
}
