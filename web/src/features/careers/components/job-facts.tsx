import { type Job, localize } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { formatJobDay, postedDay } from '../lib/job-dates';

/** The opening's facts in the hero: where, what kind, since when and until when (or that it closed). */
export function JobFacts({ job, closed }: { job: Job; closed: boolean }) {
  const { t } = useTranslation('careers');
  const { lang } = useLanguage();
  const facts: [string, string][] = [
    [t('detail.location'), localize(job.location, lang)],
    [t('detail.type'), localize(job.type, lang)],
    [t('detail.posted'), formatJobDay(postedDay(job), lang)],
    [t('detail.closes'), job.closesAt ? formatJobDay(job.closesAt, lang) : t('detail.noClosingDate')],
  ];
  return (
    <div className="job-facts">
      <dl className="job-facts__list">
        {facts.map(([term, value]) => (
          <div key={term} className="job-facts__item">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {closed ? <p className="job-facts__closed">{t('openings.closed')}</p> : null}
    </div>
  );
}
