import type { BriefSortField, BriefStatus, ClientBrief } from '@madar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import {
  ASSIGNEE_PARAM,
  AssigneeFilter,
  useAssigneeColumn,
  useAssigneeFilter,
} from '@/components/admin/follow-up/assignee-filter';
import { BulkBar } from '@/components/admin/follow-up/bulk-bar';
import { leadKey, type Lead } from '@/components/admin/follow-up/lead-api';
import { useRowSelection, useSelectionColumn } from '@/components/admin/follow-up/use-row-selection';
import type { DataTableColumn } from '@/components/admin/data-table';
import { ListTable } from '@/components/admin/list-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { StatusSelect } from '@/components/admin/status-select';
import { useCsvExport } from '@/components/admin/use-csv-export';
import { ROW_ACTION } from '@/components/admin/use-focus-after-removal';
import { useRowActions } from '@/components/admin/use-row-actions';
import { DeleteButton } from '@/components/admin/delete-button';
import { RecordGoneNotice } from '@/components/admin/record-gone-notice';
import { getRecordOrNull, useOpenRecord, type OpenRecordSource } from '@/components/admin/use-open-record';
import { ErrorBanner } from '@/components/ui/error-banner';
import { formatShortDateTime } from '@/lib/format';
import { useLanguage } from '@/hooks/use-language';
import { deleteBrief, updateBriefStatus } from '../api/brief-writes';
import { useBriefs } from '../api/get-briefs';
import { projectTypeLabel, statusOptions } from '../lib/brief-labels';
import { BriefDetail } from './brief-detail';
import { EmailLink, UserText } from '@/components/ui/user-text';
import './briefs-page.css';

/** The banner's message for each failed action. */
const FAILURE_KEYS = { status: 'statusError', delete: 'deleteError', refresh: 'refreshError' } as const;

/** A brief named by `?open=` that is not on the page on screen: GET /api/briefs/:id. */
const OPEN_BRIEF: OpenRecordSource<Lead<ClientBrief>> = {
  kind: 'brief',
  read: (id) => getRecordOrNull(leadKey('brief', id)),
};

/**
 * Client briefs (docs/product.md#admin-lists): one page at a time from the server, with search, status
 * filter, sorting and pages kept in the URL; status changes, details, delete with confirmation, CSV export of
 * the view; an assignee per brief (column and filter), and one status or delete for many ticked briefs.
 */
export function BriefsPage() {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  const assignee = useAssigneeFilter();
  const list = useBriefs(assignee.query);
  const csv = useCsvExport(list.exportPath, t('briefs.csvFile'));
  const [refreshing, setRefreshing] = useState(false);
  const briefs = list.items;
  // The brief open in the detail is in the address (?open=<id>): a reload or a link opens it again.
  const opened = useOpenRecord(list.isLoading ? undefined : briefs, OPEN_BRIEF);
  const detail = opened.record;
  const options = statusOptions(t);
  const selection = useRowSelection(briefs, list.key);
  const selectColumn = useSelectionColumn<Lead<ClientBrief>, BriefSortField>(
    selection,
    (brief) => brief.companyName,
  );
  const assigneeColumn = useAssigneeColumn<Lead<ClientBrief>, BriefSortField>();
  const rows = useRowActions<Lead<ClientBrief>, BriefStatus, 'refresh'>({
    list,
    remove: deleteBrief,
    // The list updates locally after success, without reloading it (docs/product.md#admin-lists).
    updateStatus: updateBriefStatus,
    onRemoved: (id) => {
      if (detail?.id === id) opened.close();
    },
  });
  // A brief opened by its address may be on another page: read it again to show its new status.
  const changeStatus = (brief: Lead<ClientBrief>, status: BriefStatus) =>
    void rows.changeStatus(brief, status).then(opened.refresh);

  const refresh = async () => {
    setRefreshing(true);
    await rows.attempt('refresh', list.refresh, { settle: () => setRefreshing(false) });
  };

  const columns: DataTableColumn<Lead<ClientBrief>, BriefSortField>[] = [
    selectColumn,
    {
      key: 'company',
      header: t('briefs.columns.company'),
      sortField: 'companyName',
      cell: (brief) => (
        <div className="briefs-table__company">
          <UserText className="briefs-table__strong">{brief.companyName}</UserText>
          <UserText className="briefs-table__muted">{brief.industry}</UserText>
        </div>
      ),
    },
    {
      key: 'contact',
      header: t('briefs.columns.contact'),
      sortField: 'contactName',
      cell: (brief) => (
        <div className="briefs-table__company">
          <UserText>{brief.contactName}</UserText>
          <EmailLink className="briefs-table__muted" email={brief.email} />
        </div>
      ),
    },
    assigneeColumn,
    { key: 'type', header: t('briefs.columns.projectType'), cell: (brief) => projectTypeLabel(t, brief) },
    {
      key: 'submitted',
      header: t('briefs.columns.submitted'),
      sortField: 'submittedAt',
      sortFirst: 'desc',
      cell: (brief) => (
        <time dateTime={brief.submittedAt} className="briefs-table__date">
          {formatShortDateTime(brief.submittedAt, lang)}
        </time>
      ),
    },
    {
      key: 'status',
      header: t('briefs.columns.status'),
      sortField: 'status',
      cell: (brief) => (
        <StatusSelect
          value={brief.status}
          options={options}
          onChange={(status) => changeStatus(brief, status)}
          label={t('briefs.statusOf', { name: brief.companyName })}
          unknownLabel={t('common.unknown')}
          busy={rows.busyId === brief.id}
        />
      ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('briefs.columns.actions')}</span>,
      className: 'briefs-table__actions',
      cell: (brief) => (
        <div className="briefs-table__buttons">
          <button
            type="button"
            className="admin-button admin-button--sm"
            onClick={() => opened.open(brief.id)}
            aria-label={t('briefs.viewOf', { name: brief.companyName })}
          >
            {t('common.view')}
          </button>
          <DeleteButton
            small
            onClick={() => rows.request(brief)}
            disabled={rows.busyId === brief.id}
            {...{ [ROW_ACTION]: 'delete' }}
            aria-label={t('briefs.deleteOf', { name: brief.companyName })}
          >
            {t('common.delete')}
          </DeleteButton>
        </div>
      ),
    },
  ];

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">{t('briefs.title')}</h1>
          <p className="admin-page__subtitle">{t('briefs.subtitle')}</p>
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
          <button
            type="button"
            className="admin-button admin-button--primary"
            onClick={() => void refresh()}
            disabled={refreshing || list.isLoading}
          >
            {refreshing ? t('common.refreshing') : t('common.refresh')}
          </button>
        </div>
      </div>

      <ListToolbar list={list} searchLabel={t('briefs.search')} statusOptions={options}>
        <AssigneeFilter filter={assignee} />
      </ListToolbar>
      <BulkBar
        kind="brief"
        selection={selection}
        statusOptions={options}
        onDone={async (request) => {
          if (request.action === 'delete' && detail !== null && request.ids.includes(detail.id)) {
            opened.close();
          }
          await list.mutate();
        }}
      />
      {opened.missing ? <RecordGoneNotice onDismiss={opened.dismissMissing} /> : null}
      {rows.failed ? <ErrorBanner message={t(`briefs.${FAILURE_KEYS[rows.failed]}`)} /> : null}
      {csv.failed ? <ErrorBanner message={t('list.exportError')} /> : null}
      <ListTable
        list={list}
        columns={columns}
        containerRef={rows.tableRef}
        caption={t('briefs.caption')}
        loadError={t('briefs.loadError')}
        emptyTitle={t('briefs.empty')}
        noMatchTitle={t('briefs.noMatch')}
        skeletonRows={5}
        loadingLabel={t('common.loading')}
        filtered={list.filtered || assignee.value !== ''}
        onClear={() => list.clearFilters([ASSIGNEE_PARAM])}
      />

      <BriefDetail
        brief={detail}
        onClose={opened.close}
        onStatusChange={changeStatus}
        onAssigned={(brief) => void list.updateItem(brief.id, { assignee: brief.assignee })}
        busy={detail !== null && rows.busyId === detail.id}
      />
      <ConfirmDialog
        {...rows.dialog}
        title={t('briefs.confirmTitle')}
        message={t('briefs.confirmDelete')}
        confirmLabel={t('briefs.confirmAction')}
        cancelLabel={t('common.cancel')}
      />
    </div>
  );
}
