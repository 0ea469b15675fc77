import { APPLICATION_STATUSES, localize, type ApplicationStatus, type JobApplication } from '@madar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { EmptyState } from '@/components/admin/empty-state';
import { StatusSelect } from '@/components/admin/status-select';
import { AdminFormField } from '@/components/ui/admin-form-field';
import { ErrorBanner } from '@/components/ui/error-banner';
import { useLanguage } from '@/hooks/use-language';
import { downloadCsv, toCsv } from '@/lib/csv';
import { formatShortDateTime } from '@/lib/format';
import { deleteApplication, updateApplicationStatus } from '../api/application-writes';
import { useAdminJobs } from '../api/get-admin-jobs';
import { applicationsKey, useApplications } from '../api/get-applications';
import { applicationPosition } from '../lib/application-position';
import { ApplicationDetail } from './application-detail';

/** The Applications tab: filter by job, status per row, View, Delete after asking, CSV of the list. */
export function ApplicationsPanel({
  jobId,
  onJobIdChange,
}: {
  jobId: string;
  onJobIdChange: (id: string) => void;
}) {
  const { t } = useTranslation('adminContent');
  const { lang } = useLanguage();
  const { mutate } = useSWRConfig();
  const { data, error, isLoading } = useApplications(jobId);
  const { data: jobs = [] } = useAdminJobs();
  const [viewing, setViewing] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<JobApplication | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const key = applicationsKey(jobId);
  const rows = data ?? [];
  const unknown = t('careers.applications.unknownPosition');
  const position = (application: JobApplication) => applicationPosition(application, jobs, lang, unknown);
  const statusOptions = APPLICATION_STATUSES.map((value) => ({
    value,
    label: t(`careers.applications.statuses.${value}`),
  }));

  const changeStatus = async (application: JobApplication, status: ApplicationStatus) => {
    setBusyId(application.id);
    try {
      const updated = await updateApplicationStatus(application.id, status);
      await mutate<JobApplication[]>(
        key,
        (list) => list?.map((entry) => (entry.id === updated.id ? { ...entry, ...updated } : entry)),
        { revalidate: false },
      );
      setActionError(null);
    } catch {
      setActionError(t('careers.applications.statusFailed'));
    } finally {
      setBusyId(null);
    }
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    const removedId = pendingDelete.id;
    setBusyId(removedId);
    try {
      await deleteApplication(removedId);
      await mutate<JobApplication[]>(key, (list) => list?.filter((entry) => entry.id !== removedId), {
        revalidate: false,
      });
      setActionError(null);
    } catch {
      setActionError(t('common.deleteFailed'));
    } finally {
      setBusyId(null);
      setPendingDelete(null);
    }
  };

  const exportCsv = () => {
    const csv = toCsv(rows, [
      { header: t('careers.applications.fields.name'), value: (row) => row.name },
      { header: t('careers.applications.fields.email'), value: (row) => row.email },
      { header: t('careers.applications.fields.phone'), value: (row) => row.phone },
      { header: t('careers.applications.fields.job'), value: position },
      { header: t('careers.applications.fields.position'), value: (row) => row.position },
      {
        header: t('careers.applications.fields.status'),
        value: (row) => t(`careers.applications.statuses.${row.status}`),
      },
      { header: t('careers.applications.fields.submitted'), value: (row) => row.submittedAt },
      { header: t('careers.applications.fields.resume'), value: (row) => row.resumeName },
    ]);
    downloadCsv(`${t('careers.applications.csvFile')}-${new Date().toISOString().slice(0, 10)}.csv`, csv);
  };

  const statusSelect = (application: JobApplication) => (
    <StatusSelect
      value={application.status}
      options={statusOptions}
      onChange={(status) => void changeStatus(application, status)}
      label={t('careers.applications.statusLabel', { name: application.name })}
      unknownLabel={unknown}
      disabled={busyId === application.id}
    />
  );

  const columns: DataTableColumn<JobApplication>[] = [
    {
      key: 'name',
      header: t('careers.applications.columns.name'),
      cell: (row) => <span className="admin-content__primary">{row.name}</span>,
    },
    { key: 'position', header: t('careers.applications.columns.position'), cell: position },
    { key: 'email', header: t('careers.applications.columns.email'), cell: (row) => <bdi>{row.email}</bdi> },
    {
      key: 'submitted',
      header: t('careers.applications.columns.submitted'),
      cell: (row) => <time dateTime={row.submittedAt}>{formatShortDateTime(row.submittedAt, lang)}</time>,
    },
    { key: 'status', header: t('careers.applications.columns.status'), cell: statusSelect },
    {
      key: 'actions',
      header: t('common.actions'),
      cell: (row) => (
        <div className="admin-content__row-actions">
          <button
            type="button"
            className="admin-button"
            onClick={() => setViewing(row.id)}
            aria-label={`${t('common.view')}: ${row.name}`}
          >
            {t('common.view')}
          </button>
          <button
            type="button"
            className="admin-button admin-button--danger"
            onClick={() => setPendingDelete(row)}
            aria-label={`${t('common.delete')}: ${row.name}`}
            disabled={busyId === row.id}
          >
            {t('common.delete')}
          </button>
        </div>
      ),
    },
  ];
  const viewed = rows.find((row) => row.id === viewing) ?? null;

  return (
    <div className="admin-content">
      <div className="admin-content__toolbar applications-panel__toolbar">
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
        <button type="button" className="admin-button" onClick={exportCsv} disabled={rows.length === 0}>
          {t('common.exportCsv')}
        </button>
      </div>
      {actionError ? <ErrorBanner message={actionError} /> : null}
      {error ? (
        <ErrorBanner message={t('careers.applications.loadError')} />
      ) : (
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          caption={t('careers.applications.tableLabel')}
          loading={isLoading}
          skeletonRows={3}
          loadingLabel={t('common.loadingRows')}
          empty={<EmptyState title={t('careers.applications.empty')} />}
        />
      )}
      <ApplicationDetail
        application={viewed}
        position={viewed ? position(viewed) : ''}
        statusControl={viewed ? statusSelect(viewed) : null}
        onClose={() => setViewing(null)}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        title={pendingDelete ? pendingDelete.name : t('common.confirmTitle')}
        message={t('careers.applications.confirmDelete')}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        busy={pendingDelete !== null && busyId === pendingDelete.id}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </div>
  );
}
