import { localize, type ProjectSummary } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { ArrowIcon } from '@/components/icons/ui-icons';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { useLanguage } from '@/hooks/use-language';
import { projectYear } from '../lib/project-year';
import './project-card.css';

/** A project as a card: image, category badge, year, title, client, description and View Project. */
export function ProjectCard({
  project,
  headingLevel = 3,
}: {
  project: ProjectSummary;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('catalog');
  const { lang } = useLanguage();
  const title = localize(project.title, lang);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <article className="project-card" data-project-id={project.id} data-category={project.category}>
      <div className="project-card__media">
        <ImageWithFallback
          src={project.image}
          alt=""
          width={640}
          height={400}
          placeholder="project"
          className="project-card__image"
        />
      </div>
      <div className="project-card__body">
        <div className="project-card__meta">
          <span className="category-badge">{t(`categories.${project.category}`)}</span>
          <span className="project-card__year">{projectYear(project.date)}</span>
        </div>
        <Heading className="project-card__title">{title}</Heading>
        <p className="project-card__client">{localize(project.client, lang)}</p>
        <p className="project-card__description">{localize(project.description, lang)}</p>
        <Link to={`/projects/${project.id}`} className="text-link project-card__link">
          <span aria-hidden="true">{t('projects.viewProject')}</span>
          <span className="visually-hidden">{t('projects.viewProjectAbout', { title })}</span>
          <ArrowIcon size={18} />
        </Link>
      </div>
    </article>
  );
}
