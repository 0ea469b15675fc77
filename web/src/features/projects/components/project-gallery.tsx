import type { Project } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';

/** The main image (eager: it is above the fold) and, when the project has more, a lazy gallery row. */
export function ProjectGallery({ project, title }: { project: Project; title: string }) {
  const { t } = useTranslation('catalog');
  const images = project.images && project.images.length > 0 ? project.images : [project.image];
  const [main, ...gallery] = images;
  return (
    <div className="project-gallery">
      <ImageWithFallback
        src={main}
        alt={title}
        width={960}
        height={600}
        placeholder="project"
        loading="eager"
        className="project-gallery__main"
      />
      {gallery.length > 0 ? (
        <ul className="project-gallery__row">
          {gallery.map((src, index) => (
            <li key={src}>
              <ImageWithFallback
                src={src}
                alt={t('projectDetail.imageAlt', { title, number: index + 2 })}
                width={480}
                height={300}
                placeholder="project"
                className="project-gallery__thumb"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
