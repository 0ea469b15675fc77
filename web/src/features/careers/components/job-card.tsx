import { isJobClosed, localize, type Job } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { useLanguage } from '@/hooks/use-language';
import { Icon } from '@/components/icons/icon';
import { MapPinIcon } from '@/components/icons/ui-icons';
import { formatJobDay } from '../lib/job-dates';
import './careers.css';

/**
 * One opening: title, department, location, type and closing date, with a details toggle
 * (docs/product.md#careers). The title links to the job's own page, except for the built-in samples (`linked`
 * false), which have none.
 */
export function JobCard({
  job,
  expanded,
  onToggle,
  linked = true,
}: {
  job: Job;
  expanded: boolean;
  onToggle: () => void;
  linked?: boolean;
}) {
  const { t } = useTranslation('careers');
  const { lang } = useLanguage();
  const detailsId = `job-details-${job.id}`;
  const titleId = `job-title-${job.id}`;
  const title = localize(job.title, lang);
  const closed = isJobClosed(job, new Date());

  return (
    <article className={`job-card${expanded ? ' job-card--expanded' : ''}`} aria-labelledby={titleId}>
      <div className="job-card__header">
        <div>
          <h3 id={titleId} className="job-card__title">
            {linked ? <Link to={`/careers/${encodeURIComponent(job.slug)}`}>{title}</Link> : title}
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
            {job.closesAt ? (
              <li className={closed ? 'job-card__closed' : undefined}>
                {closed
                  ? t('openings.closed')
                  : t('openings.closesOn', { date: formatJobDay(job.closesAt, lang) })}
              </li>
            ) : null}
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
            {closed && job.closesAt ? (
              <p className="job-card__closed-note">
                {t('openings.closedNote', { date: formatJobDay(job.closesAt, lang) })}
              </p>
            ) : null}
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
