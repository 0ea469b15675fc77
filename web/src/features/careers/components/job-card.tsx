import { localize, type Job } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { Icon } from '@/components/icons/icon';
import { MapPinIcon } from '@/components/icons/ui-icons';
import './careers.css';

/** One opening: title, department, location and type, with a details toggle (spec §2 Careers). */
export function JobCard({ job, expanded, onToggle }: { job: Job; expanded: boolean; onToggle: () => void }) {
  const { t } = useTranslation('careers');
  const { lang } = useLanguage();
  const detailsId = `job-details-${job.id}`;
  const titleId = `job-title-${job.id}`;

  return (
    <article className={`job-card${expanded ? ' job-card--expanded' : ''}`} aria-labelledby={titleId}>
      <div className="job-card__header">
        <div>
          <h3 id={titleId} className="job-card__title">
            {localize(job.title, lang)}
          </h3>
          <ul className="job-card__meta">
            <li>
              <span className="visually-hidden">{t('openings.department')}: </span>
              {localize(job.department, lang)}
            </li>
            <li>
              <MapPinIcon size={16} />
              <span className="visually-hidden">{t('openings.location')}: </span>
              {localize(job.location, lang)}
            </li>
            <li className="job-card__type">
              <span className="visually-hidden">{t('openings.type')}: </span>
              {localize(job.type, lang)}
            </li>
          </ul>
        </div>
        <button
          type="button"
          className="button button--ghost job-card__toggle"
          aria-expanded={expanded}
          aria-controls={detailsId}
          aria-describedby={titleId}
          onClick={onToggle}
        >
          {expanded ? t('openings.hideDetails') : t('openings.viewDetails')}
          <Icon size={18} className="job-card__chevron">
            <path d="M6 9l6 6 6-6" />
          </Icon>
        </button>
      </div>
      <div id={detailsId} className="job-card__details" hidden={!expanded}>
        {expanded ? (
          <>
            <p className="job-card__description">{localize(job.description, lang)}</p>
            <div className="job-card__lists">
              <div>
                <h4 className="job-card__list-title">{t('openings.responsibilities')}</h4>
                <ul className="job-card__list">
                  {job.responsibilities.map((item) => (
                    <li key={item.en}>{localize(item, lang)}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h4 className="job-card__list-title">{t('openings.requirements')}</h4>
                <ul className="job-card__list">
                  {job.requirements.map((item) => (
                    <li key={item.en}>{localize(item, lang)}</li>
                  ))}
                </ul>
              </div>
            </div>
          </>
        ) : null}
      </div>
    </article>
  );
}
