import { localize } from '@madar/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { DetailError, DetailLoading } from '@/components/ui/detail-status';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMetaDescription } from '@/hooks/use-meta-description';
import { usePageHead } from '@/lib/head-sink';
import { useLanguage } from '@/hooks/use-language';
import { useProject } from '../api/get-project';
import { useProjects } from '../api/get-projects';
import { relatedProjectsForProject } from '../lib/related-projects';
import { ProjectCard } from './project-card';
import { ProjectGallery } from './project-gallery';
import { ProjectHeader } from './project-header';
import { ProjectSidebar } from './project-sidebar';
import { ProjectStory } from './project-story';
import './project-detail.css';

/**
 * The project detail screen body (docs/product.md#projects); `cta` is the route's closing call to action,
 * shown on success.
 */
export function ProjectDetail({ projectId, cta }: { projectId: string; cta?: ReactNode }) {
  const { t } = useTranslation('catalog');
  const { lang } = useLanguage();
  const { data: project, error, isLoading, isValidating, mutate } = useProject(projectId);
  const { data: projects } = useProjects();
  // Guarded: a malformed answer (no title) must show the empty view, not crash the page.
  const title = project?.title ? localize(project.title, lang) : undefined;

  useDocumentTitle(title ?? (error ? t('projectDetail.errorTitle') : undefined));
  useMetaDescription(
    project && title
      ? t('projectDetail.metaDescription', {
          title,
          category: t(`categories.${project.category}`),
          client: localize(project.client, lang),
        })
      : undefined,
  );
  usePageHead({ image: project?.image });

  if (isLoading) return <DetailLoading label={t('projectDetail.loading')} />;
  if (!error && (!project || !title)) {
    return (
      <DetailError
        title={t('projectDetail.emptyTitle')}
        message={t('projectDetail.emptyText')}
        actions={
          <Link to="/projects" className="button button--dark">
            {t('projectDetail.backToProjects')}
          </Link>
        }
      />
    );
  }
  if (error || !project || !title) {
    return (
      <DetailError
        title={t('projectDetail.errorTitle')}
        message={
          error?.code === 'PROJECT.NOT_FOUND' ? t('projectDetail.notFound') : t('projectDetail.loadError')
        }
        actions={
          <>
            <button
              type="button"
              className="button button--dark"
              disabled={isValidating}
              onClick={() => void mutate()}
            >
              {t('projectDetail.retry')}
            </button>
            <Link to="/projects" className="button button--ghost">
              {t('projectDetail.backToProjects')}
            </Link>
          </>
        }
      />
    );
  }

  const related = projects ? relatedProjectsForProject(project, projects) : [];
  return (
    <>
      <ProjectHeader project={project} title={title} />
      <section className="section project-body">
        <div className="container project-body__layout">
          <div className="project-body__main">
            <ProjectGallery project={project} title={title} />
            <ProjectStory project={project} />
          </div>
          <ProjectSidebar project={project} />
        </div>
      </section>
      {related.length > 0 ? (
        <section
          className="section section--alt"
          aria-labelledby="project-related-title"
          data-related="project"
        >
          <div className="container">
            <h2 id="project-related-title" className="section__title">
              {t('projectDetail.related')}
            </h2>
            <ul className="project-grid">
              {related.map((other) => (
                <li key={other.id}>
                  <ProjectCard project={other} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      {cta}
    </>
  );
}
