import { PROJECT_CATEGORIES, type ProjectCategory } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AlertIcon } from '@/components/icons/ui-icons';
import { Spinner } from '@/components/ui/spinner';
import { useProjects } from '../api/get-projects';
import { ProjectCard } from './project-card';
import './projects-catalog.css';

type Filter = ProjectCategory | 'all';
const FILTERS: readonly Filter[] = ['all', ...PROJECT_CATEGORIES];

function parseFilter(value: string | null): Filter {
  return PROJECT_CATEGORIES.find((category) => category === value) ?? 'all';
}

/**
 * The projects list (docs/product.md#projects): category filter, card grid, empty and error states. The
 * filter lives in the URL (?category=) so reload, back and shared links keep it; the full list is filtered
 * client-side.
 */
export function ProjectsCatalog() {
  const { t } = useTranslation('catalog');
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseFilter(searchParams.get('category'));
  const { data, error, isLoading, isValidating, mutate } = useProjects();

  const select = (next: Filter) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'all') params.delete('category');
        else params.set('category', next);
        return params;
      },
      { preventScrollReset: true },
    );

  const projects = data?.filter((project) => filter === 'all' || project.category === filter) ?? [];

  return (
    <div className="projects-catalog">
      <div className="projects-filter" role="group" aria-label={t('projects.filterLabel')}>
        {FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            className="projects-filter__button"
            aria-pressed={filter === option}
            onClick={() => select(option)}
          >
            {t(`categories.${option}`)}
          </button>
        ))}
      </div>

      {isLoading ? (
        <Spinner label={t('projects.loading')} size="lg" />
      ) : error || !data ? (
        <div className="projects-state projects-state--error" role="alert">
          <AlertIcon size={36} className="projects-state__icon" />
          <h2 className="projects-state__title">{t('projects.errorTitle')}</h2>
          <p>{t('projects.errorText')}</p>
          <button
            type="button"
            className="button button--dark"
            disabled={isValidating}
            onClick={() => void mutate()}
          >
            {t('projects.retry')}
          </button>
        </div>
      ) : projects.length === 0 ? (
        <div className="projects-state">
          <h2 className="projects-state__title">{t('projects.emptyTitle')}</h2>
          <p>{t('projects.emptyText')}</p>
          <button type="button" className="button button--dark" onClick={() => select('all')}>
            {t('projects.viewAll')}
          </button>
        </div>
      ) : (
        <ul className="project-grid">
          {projects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
