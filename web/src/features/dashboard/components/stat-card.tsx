import type { StatSummary } from '@madar/shared';
import type { ComparedPeriods } from '../lib/periods';
import { Trans, useTranslation } from 'react-i18next';

/**
 * One dashboard figure: the total and the change on the previous 30 days with an up/down arrow, and
 * which two periods that change compares (with their dates).
 */
export function StatCard({
  label,
  stat,
  loading,
  periods,
}: {
  label: string;
  stat: StatSummary;
  loading: boolean;
  periods: ComparedPeriods;
}) {
  const { t } = useTranslation('admin');
  const changeText = t(stat.isPositive ? 'overview.stats.changeUp' : 'overview.stats.changeDown', {
    value: stat.change,
  });
  return (
    <article className="stat-card" aria-busy={loading}>
      <h2 className="stat-card__label">{label}</h2>
      <p className="stat-card__total">{loading ? '—' : stat.total}</p>
      <p className={`stat-card__change stat-card__change--${stat.isPositive ? 'up' : 'down'}`}>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d={stat.isPositive ? 'M8 3l5 6H3z' : 'M8 13L3 7h10z'} fill="currentColor" />
        </svg>
        <span aria-hidden="true">{`${stat.change}%`}</span>
        <span className="visually-hidden">{changeText}</span>
      </p>
      <p className="stat-card__period">
        {t('overview.stats.period', { days: periods.days })}
        <span className="stat-card__dates">
          {/* Each range on one line: a break inside "24 Oct – 23 Nov" reads as two dates. */}
          <Trans
            t={t}
            i18nKey="overview.stats.periodDates"
            values={{ recent: periods.recent, previous: periods.previous }}
            components={{ range: <span className="stat-card__range" /> }}
          />
        </span>
      </p>
    </article>
  );
}
