import type { StaffMember } from '@madar/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/admin/empty-state';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Spinner } from '@/components/ui/spinner';
import { intlLocale } from '@/lib/format';
import { useLanguage } from '@/hooks/use-language';
import { useStaff } from '../api/get-staff';
import { useActivityLog } from '../hooks/use-activity-log';
import { recordFacts } from '../lib/record-link';
import { ActivityFilters, useActivityFilters } from './activity-filters';
import { ActivityRow } from './activity-row';
import '@/components/admin/admin-ui.css';
import './activity-log.css';

/** Staff by id and by email (an entry names its actor by both; the email survives a new id). */
function staffIndex(staff: readonly StaffMember[]): Map<string, StaffMember> {
  return new Map(
    staff.flatMap((person) => [[person.id, person] as const, [person.email.toLowerCase(), person] as const]),
  );
}

/**
 * The Activity log (owners): every service's audit log merged by time, newest first, filtered by
 * person, area and action, a page of each service at a time. A service that keeps no log answers 404
 * and adds nothing; one that cannot be read is named, and the others are shown.
 */
export function ActivityLogPage() {
  const { t } = useTranslation('audit');
  const { lang } = useLanguage();
  const [query, setQuery] = useActivityFilters();
  const log = useActivityLog(query);
  const staff = useStaff();
  const people = useMemo(() => staffIndex(staff.data ?? []), [staff.data]);
  const facts = useMemo(() => recordFacts(log.entries.map((item) => item.entry)), [log.entries]);
  const filtered = Boolean(query.actor || query.area || query.action);
  const failedAreas = new Intl.ListFormat(intlLocale(lang), { type: 'conjunction' }).format(
    log.failed.map((area) => t(`areas.${area}`)),
  );

  return (
    <div className="admin-page activity-log">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">{t('title')}</h1>
          <p className="admin-page__subtitle">{t('subtitle')}</p>
        </div>
      </div>
      <ActivityFilters query={query} onChange={setQuery} staff={staff.data ?? []} />
      {log.failed.length > 0 ? (
        <ErrorBanner
          message={t('failed', { areas: failedAreas })}
          action={
            <button type="button" className="admin-button admin-button--sm" onClick={log.retry}>
              {t('retry')}
            </button>
          }
        />
      ) : null}
      {log.loading ? (
        <div className="activity-log__loading">
          <Spinner label={t('loading')} />
        </div>
      ) : log.entries.length === 0 && !log.more ? (
        <EmptyState title={filtered ? t('noMatch') : t('empty')} />
      ) : (
        <>
          <div className="admin-table__scroll" tabIndex={0} aria-label={t('caption')} role="region">
            <table className="admin-table audit-table">
              <caption className="visually-hidden">{t('caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.when')}</th>
                  <th scope="col">{t('columns.who')}</th>
                  <th scope="col">{t('columns.what')}</th>
                  <th scope="col">{t('columns.record')}</th>
                  <th scope="col">{t('columns.changes')}</th>
                </tr>
              </thead>
              <tbody>
                {log.entries.map((item) => (
                  <ActivityRow key={item.key} item={item} staff={people} facts={facts} lang={lang} />
                ))}
              </tbody>
            </table>
          </div>
          <div className="activity-log__footer">
            <p role="status" className="activity-log__count">
              {t('shown', { count: log.entries.length })}
            </p>
            {log.more ? (
              <button
                type="button"
                className="admin-button"
                onClick={log.loadMore}
                disabled={log.loadingMore}
                aria-busy={log.loadingMore}
              >
                {log.loadingMore ? t('loadingMore') : t('loadMore')}
              </button>
            ) : (
              <p className="activity-log__end">{t('end')}</p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
