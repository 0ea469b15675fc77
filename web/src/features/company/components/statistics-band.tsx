import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Spinner } from '@/components/ui/spinner';
import { useStatistics } from '../api/get-statistics';
import { SectionHeader } from './section-header';
import { StatisticCard } from './statistic-card';
import './statistics-band.css';

/** The dark band of animated counters (GET /api/statistics), on the home and about pages. */
export function StatisticsBand({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  const { t } = useTranslation('company');
  const { data, error, isLoading } = useStatistics();
  const titleId = `${id}-title`;

  return (
    <section id={id} className="section statistics-band" aria-labelledby={titleId}>
      <div className="container">
        <SectionHeader id={titleId} title={title} subtitle={subtitle} tone="light" />
        {isLoading ? <Spinner label={t('statistics.loading')} /> : null}
        {error ? <ErrorBanner message={t('statistics.error')} /> : null}
        {data ? (
          <ul className="statistics-band__list">
            {data.map((statistic) => (
              <StatisticCard key={statistic.id} statistic={statistic} />
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
