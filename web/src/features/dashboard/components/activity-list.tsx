import { localize, type ActivityItem } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/admin/empty-state';
import { formatShortDateTime } from '@/lib/format';
import { useLanguage } from '@/hooks/use-language';
import { activityKey } from '../lib/activity';

/** The latest activity across the services, each line with its translated action and localized title. */
export function ActivityList({ items, loading }: { items: readonly ActivityItem[]; loading: boolean }) {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  if (loading) {
    return (
      <ul className="activity-list" aria-busy="true">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index} className="activity-list__item">
            <span className="admin-skeleton" aria-hidden="true" />
          </li>
        ))}
      </ul>
    );
  }
  if (items.length === 0) return <EmptyState title={t('overview.activity.empty')} />;
  return (
    <ul className="activity-list">
      {items.map((item) => (
        <li key={activityKey(item)} className="activity-list__item" data-type={item.type}>
          <span className="activity-list__dot" aria-hidden="true" />
          <div className="activity-list__text">
            <p className="activity-list__action">{t(`overview.activity.actions.${item.action}`)}</p>
            <p className="activity-list__title">{localize(item.title, lang)}</p>
            <p className="activity-list__meta">
              <bdi>{localize(item.description, lang)}</bdi>
              {' · '}
              <time dateTime={item.timestamp}>{formatShortDateTime(item.timestamp, lang)}</time>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
