import { localize, type Project } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { projectYear } from '../lib/project-year';

/** The dark band opening a project: category badge, title, description and client/duration/year chips. */
export function ProjectHeader({ project, title }: { project: Project; title: string }) {
  const { t } = useTranslation('catalog');
  const { lang } = useLanguage();
  const chips = [
    { key: 'client', label: t('projectDetail.client'), value: localize(project.client, lang) },
    { key: 'duration', label: t('projectDetail.duration'), value: localize(project.duration, lang) },
    { key: 'year', label: t('projectDetail.year'), value: projectYear(project.date) },
  ];
  return (
    <section className="project-header">
      <div className="container">
        <span className="category-badge project-header__badge">{t(`categories.${project.category}`)}</span>
        <h1 className="project-header__title">{title}</h1>
        <p className="project-header__description">{localize(project.description, lang)}</p>
        <dl className="project-header__chips">
          {chips.map((chip) => (
            <div key={chip.key} className="project-header__chip" data-chip={chip.key}>
              <dt>{chip.label}</dt>
              <dd>{chip.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
