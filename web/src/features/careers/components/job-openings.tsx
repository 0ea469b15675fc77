import type { Job } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Spinner } from '@/components/ui/spinner';
import { useJobs } from '../api/get-jobs';
import { FALLBACK_JOBS } from '../data/fallback-jobs';
import { JobCard } from './job-card';
import { useCompany } from '@/hooks/use-company';
import { mailtoHref } from '@/lib/mailto';
import './careers.css';

interface Props {
  expandedId: string | null;
  /** `sample` is true for the built-in listings shown when loading failed. */
  onToggle: (job: Job, sample: boolean) => void;
}

/** The open positions from GET /api/jobs, with loading, error (plus sample listings) and empty states. */
export function JobOpenings({ expandedId, onToggle }: Props) {
  const { t } = useTranslation('careers');
  const { data, error, isLoading } = useJobs();
  const { careersEmail } = useCompany();

  if (isLoading) return <Spinner label={t('openings.loading')} size="lg" />;

  const failed = Boolean(error) || !data;
  const jobs = failed ? FALLBACK_JOBS : data;

  return (
    <div className="job-openings">
      {failed ? <ErrorBanner message={t('openings.loadError')} /> : null}
      {failed ? <p className="job-openings__note">{t('openings.sampleNote')}</p> : null}
      {jobs.length === 0 ? (
        <div className="job-openings__empty">
          <p className="job-openings__empty-title">{t('openings.emptyTitle')}</p>
          <p>
            {t('openings.emptyText')}{' '}
            <a href={mailtoHref(careersEmail)} dir="ltr">
              {careersEmail}
            </a>
          </p>
        </div>
      ) : (
        <ul className="job-openings__list">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard
                job={job}
                expanded={expandedId === job.id}
                onToggle={() => onToggle(job, failed)}
                linked={!failed}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
