import { NEWSLETTER_STATUSES, type NewsletterSortField, type NewsletterSubscription } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DeleteButton } from '@/components/admin/delete-button';
import type { DataTableColumn } from '@/components/admin/data-table';
import { isolate } from '@/components/admin/isolate';
import { ListTable } from '@/components/admin/list-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { useCsvExport } from '@/components/admin/use-csv-export';
import { ROW_ACTION } from '@/components/admin/use-focus-after-removal';
import { useRowActions } from '@/components/admin/use-row-actions';
import { ErrorBanner } from '@/components/ui/error-banner';
import { EmailLink } from '@/components/ui/user-text';
import { useLanguage } from '@/hooks/use-language';
import { formatShortDateTime } from '@/lib/format';
import { deleteSubscriber, useSubscribers } from '../api/get-subscribers';
import './subscribers-panel.css';

/**
 * The newsletter's subscribers (the messages screen's second tab): one page at a time from the server
 * with search, status filter, order and pages in the URL; each with its state (awaiting confirmation,
 * confirmed, unsubscribed), delete with a confirmation naming the address, CSV export of the view.
 */
export function SubscribersPanel() {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  const list = useSubscribers();
  const csv = useCsvExport(list.exportPath, t('subscribers.csvFile'));
  const rows = useRowActions<NewsletterSubscription>({ list, remove: deleteSubscriber });
  const statusOptions = NEWSLETTER_STATUSES.map((value) => ({
    value,
    label: t(`subscribers.statuses.${value}`),
  }));

  const columns: DataTableColumn<NewsletterSubscription, NewsletterSortField>[] = [
    {
      key: 'email',
      header: t('subscribers.columns.email'),
      sortField: 'email',
      cell: (s) => <EmailLink email={s.email} />,
    },
    {
      key: 'status',
      header: t('subscribers.columns.status'),
      sortField: 'status',
      cell: (s) => (
        <span className={`subscriber-status subscriber-status--${s.status}`}>
          {t(`subscribers.statuses.${s.status}`, { defaultValue: s.status })}
        </span>
      ),
    },
    {
      key: 'language',
      header: t('subscribers.columns.language'),
      cell: (s) => t(`subscribers.languages.${s.language}`, { defaultValue: s.language }),
    },
    {
      key: 'subscribed',
      header: t('subscribers.columns.subscribed'),
      sortField: 'subscribedAt',
      sortFirst: 'desc',
      cell: (s) => <time dateTime={s.subscribedAt}>{formatShortDateTime(s.subscribedAt, lang)}</time>,
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('subscribers.columns.actions')}</span>,
      cell: (s) => (
        <DeleteButton
          small
          onClick={() => rows.request(s)}
          disabled={rows.busyId === s.id}
          {...{ [ROW_ACTION]: 'delete' }}
          aria-label={t('subscribers.deleteOf', { email: s.email })}
        >
          {t('common.delete')}
        </DeleteButton>
      ),
    },
  ];

  return (
    <section className="subscribers-panel" aria-labelledby="subscribers-title">
      <div className="admin-page__head">
        <div>
          <h2 id="subscribers-title" className="subscribers-panel__title">
            {t('subscribers.title')}
          </h2>
          <p className="admin-page__subtitle">{t('subscribers.subtitle')}</p>
        </div>
        <div className="admin-page__actions">
          <button
            type="button"
            className="admin-button"
            onClick={() => void csv.run()}
            disabled={csv.exporting || !list.data || list.total === 0}
          >
            {csv.exporting ? t('list.exporting') : t('common.exportCsv')}
          </button>
        </div>
      </div>
      <ListToolbar list={list} searchLabel={t('subscribers.search')} statusOptions={statusOptions} />
      {rows.failed ? <ErrorBanner message={t('subscribers.deleteError')} /> : null}
      {csv.failed ? <ErrorBanner message={t('list.exportError')} /> : null}
      <ListTable
        list={list}
        columns={columns}
        containerRef={rows.tableRef}
        caption={t('subscribers.caption')}
        loadError={t('subscribers.loadError')}
        emptyTitle={t('subscribers.empty')}
        noMatchTitle={t('subscribers.noMatch')}
        skeletonRows={5}
        loadingLabel={t('common.loading')}
      />
      <ConfirmDialog
        {...rows.dialog}
        title={t('subscribers.confirmTitle')}
        message={t('subscribers.confirmDelete', { email: isolate(rows.pending?.email ?? '') })}
        confirmLabel={t('subscribers.confirmAction')}
        cancelLabel={t('common.cancel')}
      />
    </section>
  );
}
