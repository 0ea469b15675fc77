import type { StaffRole } from '@madar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ui/error-banner';
import { useLanguage } from '@/hooks/use-language';
import { useDashboardData } from '../hooks/use-dashboard-data';
import { comparedPeriods } from '../lib/periods';
import { STAT_LABEL_KEYS } from '../lib/stats';
import { ActivityList } from './activity-list';
import { QuickActions } from './quick-actions';
import { StatCard } from './stat-card';
import { WeeklyChart } from './weekly-chart';
import './dashboard.css';

/**
 * The admin overview (docs/product.md#dashboard): stat cards, recent activity, quick actions and the weekly
 * chart, each of only what `role` may work on (a recruiter sees applications, not briefs).
 */
export function DashboardOverview({ role }: { role: StaffRole }) {
  const { t } = useTranslation('admin');
  const [now] = useState(() => new Date());
  const data = useDashboardData(now, role);
  const { lang } = useLanguage();
  const periods = comparedPeriods(now, lang);

  return (
    <div className="dashboard">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">{t('overview.title')}</h1>
          <p className="admin-page__subtitle">{t('overview.subtitle')}</p>
        </div>
        <button
          type="button"
          className="admin-button"
          onClick={() => void data.refresh()}
          disabled={data.refreshing}
        >
          {data.refreshing ? t('common.refreshing') : t('common.refresh')}
        </button>
      </div>

      {data.refreshError ? (
        <ErrorBanner message={t('overview.refreshError')} />
      ) : data.loadError ? (
        <ErrorBanner message={t('overview.loadError')} />
      ) : null}

      <section className="dashboard__stats" aria-label={t('overview.title')}>
        {data.sources.map((source) => (
          <StatCard
            key={source}
            label={t(`overview.stats.${STAT_LABEL_KEYS[source]}`)}
            stat={data.stats[source]}
            loading={data.loading}
            periods={periods}
          />
        ))}
      </section>

      <div className="dashboard__grid">
        {data.weekly.length > 0 ? (
          <section className="admin-panel dashboard__chart" aria-labelledby="dashboard-chart-title">
            <h2 id="dashboard-chart-title" className="admin-panel__title">
              {t('overview.chart.title')}
            </h2>
            <WeeklyChart weeks={data.weeks} series={data.weekly} />
          </section>
        ) : null}
        <section className="admin-panel" aria-labelledby="dashboard-actions-title">
          <h2 id="dashboard-actions-title" className="admin-panel__title">
            {t('overview.quickActions.title')}
          </h2>
          <QuickActions role={role} />
        </section>
        {data.sources.length > 0 ? (
          <section className="admin-panel dashboard__activity" aria-labelledby="dashboard-activity-title">
            <h2 id="dashboard-activity-title" className="admin-panel__title">
              {t('overview.activity.title')}
            </h2>
            <ActivityList items={data.activity} loading={data.loading} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
