import {
  APPLICATION_STATUSES,
  localize,
  type ApplicationSortField,
  type ApplicationStatus,
  type JobApplication,
} from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DeleteButton } from '@/components/admin/delete-button';
import {
  ASSIGNEE_PARAM,
  AssigneeFilter,
  useAssigneeColumn,
  useAssigneeFilter,
} from '@/components/admin/follow-up/assignee-filter';
import { BulkBar } from '@/components/admin/follow-up/bulk-bar';
import { leadKey, type Lead } from '@/components/admin/follow-up/lead-api';
import { useRowSelection, useSelectionColumn } from '@/components/admin/follow-up/use-row-selection';
import { isolate } from '@/components/admin/isolate';
import type { DataTableColumn } from '@/components/admin/data-table';
import { ListTable } from '@/components/admin/list-table';
import { EmailLink, UserText } from '@/components/ui/user-text';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { StatusSelect } from '@/components/admin/status-select';
import { useCsvExport } from '@/components/admin/use-csv-export';
import { ROW_ACTION } from '@/components/admin/use-focus-after-removal';
import { useRowActions } from '@/components/admin/use-row-actions';
import { RecordGoneNotice } from '@/components/admin/record-gone-notice';
import { getRecordOrNull, useOpenRecord, type OpenRecordSource } from '@/components/admin/use-open-record';
import { AdminFormField } from '@/components/ui/admin-form-field';
import { ErrorBanner } from '@/components/ui/error-banner';
import { useLanguage } from '@/hooks/use-language';
import { formatShortDateTime } from '@/lib/format';
import { deleteApplication, updateApplicationStatus } from '../api/application-writes';
import { useJobOptions } from '../api/get-admin-jobs';
import { useApplications } from '../api/get-applications';
import { applicationPosition } from '../lib/application-position';
import { ApplicationDetail } from './application-detail';

type Row = Lead<JobApplication>;

/** An application named by `?open=` that is not on the page on screen: GET /api/applications/:id. */
const OPEN_APPLICATION: OpenRecordSource<Row> = {
  kind: 'application',
  read: (id) => getRecordOrNull(leadKey('application', id)),
};

/**
 * The Applications tab: one page at a time from the server, searched, filtered by job and status and
 * sorted; status and assignee per row, View, Delete after asking, CSV export of everything the view
 * matches, and one status or delete for many ticked applications.
 */
export function ApplicationsPanel({
  jobId,
  onJobIdChange,
}: {
  jobId: string;
  onJobIdChange: (id: string) => void;
}) {
  const { t } = useTranslation('adminContent');
  const { t: tList } = useTranslation('admin');
  const { lang } = useLanguage();
  const assignee = useAssigneeFilter();
  const list = useApplications(jobId, assignee.query);
  const csv = useCsvExport(list.exportPath, t('careers.applications.csvFile'));
  const { jobs, complete } = useJobOptions();
  const rows = list.items;
  // The application open in the detail is in the address (?open=<id>): a reload or a link opens it again.
  const opened = useOpenRecord(list.isLoading ? undefined : rows, OPEN_APPLICATION);
  const viewed = opened.record;
  const selection = useRowSelection(rows, list.key);
  const selectColumn = useSelectionColumn<Row, ApplicationSortField>(selection, (row) => row.name);
  const assigneeColumn = useAssigneeColumn<Row, ApplicationSortField>();
  const actions = useRowActions<Row, ApplicationStatus>({
    list,
    remove: deleteApplication,
    updateStatus: updateApplicationStatus,
    onRemoved: (id) => {
      if (viewed?.id === id) opened.close();
    },
  });
  const unknown = t('careers.applications.unknownPosition');
  const position = (application: Row) => applicationPosition(application, jobs, lang, unknown, complete);
  const statusOptions = APPLICATION_STATUSES.map((value) => ({
    value,
    label: t(`careers.applications.statuses.${value}`),
  }));

  const statusSelect = (application: Row) => (
    <StatusSelect
      value={application.status}
      options={statusOptions}
      // An application opened by its address may be on another page: read it again for its new status.
      onChange={(status) => void actions.changeStatus(application, status).then(opened.refresh)}
      label={t('careers.applications.statusLabel', { name: application.name })}
      unknownLabel={unknown}
      busy={actions.busyId === application.id}
    />
  );

  const columns: DataTableColumn<Row, ApplicationSortField>[] = [
    selectColumn,
    {
      key: 'name',
      header: t('careers.applications.columns.name'),
      sortField: 'name',
      cell: (row) => <UserText className="admin-content__primary">{row.name}</UserText>,
    },
    {
      key: 'position',
      header: t('careers.applications.columns.position'),
      sortField: 'position',
      cell: (row) => <UserText>{position(row)}</UserText>,
    },
    {
      key: 'email',
      header: t('careers.applications.columns.email'),
      cell: (row) => <EmailLink email={row.email} />,
    },
    assigneeColumn,
    {
      key: 'submitted',
      header: t('careers.applications.columns.submitted'),
      sortField: 'submittedAt',
      sortFirst: 'desc',
      cell: (row) => <time dateTime={row.submittedAt}>{formatShortDateTime(row.submittedAt, lang)}</time>,
    },
    {
      key: 'status',
      header: t('careers.applications.columns.status'),
      sortField: 'status',
      cell: statusSelect,
    },
    {
      key: 'actions',
      header: t('common.actions'),
      cell: (row) => (
        <div className="admin-content__row-actions">
          <button
            type="button"
            className="admin-button"
            onClick={() => opened.open(row.id)}
            aria-label={`${t('common.view')}: ${row.name}`}
          >
            {t('common.view')}
          </button>
          <DeleteButton
            onClick={() => actions.request(row)}
            aria-label={`${t('common.delete')}: ${row.name}`}
            {...{ [ROW_ACTION]: 'delete' }}
            disabled={actions.busyId === row.id}
          >
            {t('common.delete')}
          </DeleteButton>
        </div>
      ),
    },
  ];

  return (
    <div className="admin-content">
      <ListToolbar
        list={list}
        searchLabel={t('careers.applications.search')}
        statusOptions={statusOptions}
        actions={
          <button
            type="button"
            className="admin-button"
            onClick={() => void csv.run()}
            disabled={csv.exporting || !list.data || list.total === 0}
          >
            {csv.exporting ? tList('list.exporting') : t('common.exportCsv')}
          </button>
        }
      >
        <AdminFormField label={t('careers.applications.filterLabel')} className="applications-panel__filter">
          {(control) => (
            <select {...control} value={jobId} onChange={(event) => onJobIdChange(event.target.value)}>
              <option value="">{t('careers.applications.allJobs')}</option>
              {jobs.map((job) => (
                <option key={job.id} value={job.id}>
                  {localize(job.title, lang)}
                </option>
              ))}
            </select>
          )}
        </AdminFormField>
        <AssigneeFilter filter={assignee} />
      </ListToolbar>
      <BulkBar
        kind="application"
        selection={selection}
        statusOptions={statusOptions}
        onDone={async (request) => {
          if (request.action === 'delete' && viewed !== null && request.ids.includes(viewed.id)) {
            opened.close();
          }
          await list.mutate();
        }}
      />
      {opened.missing ? <RecordGoneNotice onDismiss={opened.dismissMissing} /> : null}
      {actions.failed ? (
        <ErrorBanner
          message={
            actions.failed === 'status' ? t('careers.applications.statusFailed') : t('common.deleteFailed')
          }
        />
      ) : null}
      {csv.failed ? <ErrorBanner message={tList('list.exportError')} /> : null}
      <ListTable
        list={list}
        columns={columns}
        containerRef={actions.tableRef}
        caption={t('careers.applications.tableLabel')}
        loadError={t('careers.applications.loadError')}
        emptyTitle={t('careers.applications.empty')}
        noMatchTitle={t('careers.applications.noMatch')}
        skeletonRows={3}
        loadingLabel={t('common.loadingRows')}
        filtered={list.filtered || jobId !== '' || assignee.value !== ''}
        onClear={() => list.clearFilters(['jobId', ASSIGNEE_PARAM])}
      />
      <ApplicationDetail
        application={viewed}
        position={viewed ? position(viewed) : ''}
        statusControl={viewed ? statusSelect(viewed) : null}
        onClose={opened.close}
        onAssigned={(application) => void list.updateItem(application.id, { assignee: application.assignee })}
      />
      <ConfirmDialog
        {...actions.dialog}
        title={t('careers.applications.deleteTitle')}
        message={
          actions.pending
            ? t('careers.applications.confirmDelete', { name: isolate(actions.pending.name) })
            : ''
        }
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
      />
    </div>
  );
}
