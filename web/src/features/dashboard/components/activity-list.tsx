import { localize, type ActivityItem } from '@madar/shared';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/admin/empty-state';
import { UserText } from '@/components/ui/user-text';
import { formatShortDateTime } from '@/lib/format';
import { useLanguage } from '@/hooks/use-language';
import { useStaff } from '../api/get-staff';
import { activityKey, activityRecordPath, actorName, statusChange } from '../lib/activity';

/**
 * The latest activity across the services, each line with its translated action, localized title and,
 * for a staff member's change, who made it (named from the staff list, read only when a line needs it).
 */
export function ActivityList({ items, loading }: { items: readonly ActivityItem[]; loading: boolean }) {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  const { data: staff } = useStaff(!loading && items.some((item) => item.actor !== undefined));
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
            <p className="activity-list__action">
              <ActionLabel item={item} />
            </p>
            <p className="activity-list__title">
              <RecordLink item={item} title={localize(item.title, lang)} />
            </p>
            <p className="activity-list__meta">
              <bdi>{localize(item.description, lang)}</bdi>
              {' · '}
              <time dateTime={item.timestamp}>{formatShortDateTime(item.timestamp, lang)}</time>
              {item.actor ? (
                <>
                  {' · '}
                  <ActorLabel name={actorName(item.actor, staff)} />
                </>
              ) : null}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** "Post published", or for a status change the status it moved to, in that record's own labels. */
function ActionLabel({ item }: { item: ActivityItem }) {
  const { t } = useTranslation(['admin', 'adminContent']);
  const change = statusChange(item);
  if (!change) return t(`overview.activity.actions.${item.action}`);
  const status =
    change.kind === 'brief'
      ? t(`briefs.statuses.${change.status}`)
      : t(`careers.applications.statuses.${change.status}`, { ns: 'adminContent' });
  return t('overview.activity.statusChangedTo', { status });
}

/** The item's title, as a link to its record's screen opened on it (plain text if it names none). */
function RecordLink({ item, title }: { item: ActivityItem; title: string }) {
  const to = activityRecordPath(item.record);
  if (to === undefined) return title;
  return (
    <Link to={to} className="activity-list__link">
      {title}
    </Link>
  );
}

/** "by Sara Ali": the name isolated in its own direction, whatever script it is typed in. */
function ActorLabel({ name }: { name: string }) {
  const { t } = useTranslation('admin');
  return (
    <Trans t={t} i18nKey="overview.activity.by" values={{ name }} components={{ person: <UserText /> }} />
  );
}
