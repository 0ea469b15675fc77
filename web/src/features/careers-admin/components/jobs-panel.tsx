import type { Job, JobSortField } from '@madar/shared';
import { jobStatus, localize, PUBLICATION_STATUSES } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DeleteButton } from '@/components/admin/delete-button';
import { isolate } from '@/components/admin/isolate';
import type { DataTableColumn } from '@/components/admin/data-table';
import { ListTable } from '@/components/admin/list-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { NEW_RECORD } from '@/components/admin/use-editor-mode';
import { useOpenEditor } from '@/components/admin/use-open-editor';
import { RecordGoneNotice } from '@/components/admin/record-gone-notice';
import { useNewRecordLink } from '@/components/admin/use-new-record-link';
import { ROW_ACTION } from '@/components/admin/use-focus-after-removal';
import { useRowActions } from '@/components/admin/use-row-actions';
import { ErrorBanner } from '@/components/ui/error-banner';
import { useLanguage } from '@/hooks/use-language';
import { formatShortDateTime } from '@/lib/format';
import { OPEN_JOB, useAdminJobs } from '../api/get-admin-jobs';
import { deleteJob } from '../api/job-writes';
import { JobEditor } from './job-editor';

/**
 * The Jobs tab: one page of jobs from the server (3 skeleton rows while loading), searched, filtered by
 * publication and sorted; Add/Edit in an editor that takes the table's place (`?new=1` opens it on a
 * new job: the dashboard's "Add a job"), Delete after asking.
 */
export function JobsPanel() {
  const { t } = useTranslation('adminContent');
  const { lang } = useLanguage();
  const list = useAdminJobs();
  // The job being edited is in the address (?open=<id>): a reload or a link opens its editor again.
  const editor = useOpenEditor<Job>(list, OPEN_JOB);
  const rows = useRowActions({ list, remove: deleteJob });
  useNewRecordLink(editor.startNew);

  if (editor.open) {
    return <JobEditor key={editor.key} job={editor.row} onCancel={editor.close} onDone={editor.saved} />;
  }

  const statusOptions = PUBLICATION_STATUSES.map((value) => ({ value, label: t(`common.${value}`) }));
  const columns: DataTableColumn<Job, JobSortField>[] = [
    {
      key: 'title',
      header: t('careers.jobs.columns.title'),
      cell: (job) => <span className="admin-content__primary">{localize(job.title, lang)}</span>,
    },
    {
      key: 'department',
      header: t('careers.jobs.columns.department'),
      cell: (job) => localize(job.department, lang),
    },
    {
      key: 'location',
      header: t('careers.jobs.columns.location'),
      cell: (job) => localize(job.location, lang),
    },
    { key: 'type', header: t('careers.jobs.columns.type'), cell: (job) => localize(job.type, lang) },
    {
      key: 'status',
      header: t('careers.jobs.columns.status'),
      cell: (job) => {
        const status = jobStatus(job);
        // A scheduled draft says when it goes live, in Tripoli time as every admin date.
        return (
          <span className={`admin-content__badge admin-content__badge--${status}`}>
            {status === 'scheduled' && job.publishAt
              ? t('common.scheduledFor', { date: formatShortDateTime(job.publishAt, lang) })
              : t(`common.${status}`)}
          </span>
        );
      },
    },
    {
      key: 'applications',
      header: t('careers.jobs.columns.applications'),
      sortField: 'applications',
      sortFirst: 'desc',
      cell: (job) => job.applications,
    },
    {
      key: 'created',
      header: t('careers.jobs.columns.created'),
      sortField: 'createdAt',
      sortFirst: 'desc',
      cell: (job) => <time dateTime={job.createdAt}>{formatShortDateTime(job.createdAt, lang)}</time>,
    },
    {
      key: 'actions',
      header: t('common.actions'),
      cell: (job) => (
        <div className="admin-content__row-actions">
          <button
            type="button"
            className="admin-button"
            onClick={() => editor.startEdit(job)}
            aria-label={`${t('common.edit')}: ${localize(job.title, lang)}`}
            {...{ [ROW_ACTION]: 'edit' }}
          >
            {t('common.edit')}
          </button>
          <DeleteButton
            onClick={() => rows.request(job)}
            aria-label={`${t('common.delete')}: ${localize(job.title, lang)}`}
            {...{ [ROW_ACTION]: 'delete' }}
          >
            {t('common.delete')}
          </DeleteButton>
        </div>
      ),
    },
  ];

  return (
    <div className="admin-content">
      <div className="admin-content__toolbar">
        <button
          type="button"
          className="admin-button admin-button--primary"
          onClick={editor.startNew}
          {...{ [NEW_RECORD]: '' }}
        >
          {t('careers.jobs.add')}
        </button>
      </div>
      <ListToolbar list={list} searchLabel={t('careers.jobs.search')} statusOptions={statusOptions} />
      {editor.missing ? <RecordGoneNotice onDismiss={editor.dismissMissing} /> : null}
      {rows.failed ? <ErrorBanner message={t('common.deleteFailed')} /> : null}
      <ListTable
        list={list}
        columns={columns}
        containerRef={rows.tableRef}
        caption={t('careers.jobs.tableLabel')}
        loadError={t('careers.jobs.loadError')}
        emptyTitle={t('careers.jobs.empty')}
        noMatchTitle={t('careers.jobs.noMatch')}
        skeletonRows={3}
        loadingLabel={t('common.loadingRows')}
      />
      <ConfirmDialog
        {...rows.dialog}
        title={t('careers.jobs.deleteTitle')}
        message={
          rows.pending
            ? t('careers.jobs.confirmDelete', { title: isolate(localize(rows.pending.title, lang)) })
            : ''
        }
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
      />
    </div>
  );
}
