import type { BriefStatus, ClientBrief } from '@madar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { EmptyState } from '@/components/admin/empty-state';
import { StatusSelect } from '@/components/admin/status-select';
import { ErrorBanner } from '@/components/ui/error-banner';
import { downloadCsv, toCsv } from '@/lib/csv';
import { formatShortDateTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { deleteBrief, updateBriefStatus } from '../api/brief-writes';
import { getBriefs, useBriefs } from '../api/get-briefs';
import { briefCsvColumns, projectTypeLabel, statusOptions } from '../lib/brief-labels';
import { BriefDetail } from './brief-detail';
import './briefs-page.css';

type ActionError = 'statusError' | 'deleteError' | 'refreshError' | null;

/** Client briefs (spec §2, §4): table, status changes, details, delete with confirmation, CSV export. */
export function BriefsPage() {
  const { t, i18n } = useTranslation('admin');
  const lang = currentLanguage(i18n);
  const { data, error, isLoading, mutate } = useBriefs();
  const [actionError, setActionError] = useState<ActionError>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<ClientBrief | null>(null);
  const briefs = data ?? [];
  const detail = briefs.find((brief) => brief.id === detailId) ?? null;
  const options = statusOptions(t);

  const changeStatus = async (brief: ClientBrief, status: BriefStatus) => {
    setActionError(null);
    setBusyId(brief.id);
    try {
      const updated = await updateBriefStatus(brief.id, status);
      // Spec §4: the list updates locally after success, without reloading it.
      await mutate((list) => list?.map((item) => (item.id === brief.id ? { ...item, ...updated } : item)), {
        revalidate: false,
      });
    } catch {
      setActionError('statusError');
    } finally {
      setBusyId(null);
    }
  };

  const confirmDelete = async () => {
    const brief = pendingDelete;
    if (!brief) return;
    setActionError(null);
    setBusyId(brief.id);
    try {
      await deleteBrief(brief.id);
      await mutate((list) => list?.filter((item) => item.id !== brief.id), { revalidate: false });
      if (detailId === brief.id) setDetailId(null);
    } catch {
      setActionError('deleteError');
    } finally {
      setBusyId(null);
      setPendingDelete(null);
    }
  };

  const refresh = async () => {
    setActionError(null);
    setRefreshing(true);
    try {
      await mutate(getBriefs(), { revalidate: false });
    } catch {
      setActionError('refreshError');
    } finally {
      setRefreshing(false);
    }
  };

  const exportCsv = () => {
    const date = new Date().toISOString().slice(0, 10);
    downloadCsv(`${t('briefs.csvFile')}-${date}.csv`, toCsv(briefs, briefCsvColumns(t, lang)));
  };

  const columns: DataTableColumn<ClientBrief>[] = [
    {
      key: 'company',
      header: t('briefs.columns.company'),
      cell: (brief) => (
        <div className="briefs-table__company">
          <span className="briefs-table__strong">{brief.companyName}</span>
          <span className="briefs-table__muted">{brief.industry}</span>
        </div>
      ),
    },
    {
      key: 'contact',
      header: t('briefs.columns.contact'),
      cell: (brief) => (
        <div className="briefs-table__company">
          <span>{brief.contactName}</span>
          <a className="briefs-table__muted" href={`mailto:${brief.email}`} dir="ltr">
            {brief.email}
          </a>
        </div>
      ),
    },
    { key: 'type', header: t('briefs.columns.projectType'), cell: (brief) => projectTypeLabel(t, brief) },
    {
      key: 'submitted',
      header: t('briefs.columns.submitted'),
      cell: (brief) => (
        <time dateTime={brief.submittedAt} className="briefs-table__date">
          {formatShortDateTime(brief.submittedAt, lang)}
        </time>
      ),
    },
    {
      key: 'status',
      header: t('briefs.columns.status'),
      cell: (brief) => (
        <StatusSelect
          value={brief.status}
          options={options}
          onChange={(status) => void changeStatus(brief, status)}
          label={t('briefs.statusOf', { name: brief.companyName })}
          unknownLabel={t('common.unknown')}
          disabled={busyId === brief.id}
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
            onClick={() => setDetailId(brief.id)}
            aria-label={t('briefs.viewOf', { name: brief.companyName })}
          >
            {t('common.view')}
          </button>
          <button
            type="button"
            className="admin-button admin-button--sm admin-button--danger-ghost"
            onClick={() => setPendingDelete(brief)}
            disabled={busyId === brief.id}
            aria-label={t('briefs.deleteOf', { name: brief.companyName })}
          >
            {t('common.delete')}
          </button>
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
          <button type="button" className="admin-button" onClick={exportCsv} disabled={briefs.length === 0}>
            {t('common.exportCsv')}
          </button>
          <button
            type="button"
            className="admin-button admin-button--primary"
            onClick={() => void refresh()}
            disabled={refreshing || isLoading}
          >
            {refreshing ? t('common.refreshing') : t('common.refresh')}
          </button>
        </div>
      </div>

      {actionError ? <ErrorBanner message={t(`briefs.${actionError}`)} /> : null}
      {error && !data ? (
        <ErrorBanner message={t('briefs.loadError')} />
      ) : (
        <DataTable
          columns={columns}
          rows={briefs}
          rowKey={(brief) => brief.id}
          caption={t('briefs.caption')}
          loading={isLoading}
          skeletonRows={5}
          loadingLabel={t('common.loading')}
          empty={<EmptyState title={t('briefs.empty')} />}
        />
      )}

      <BriefDetail
        brief={detail}
        onClose={() => setDetailId(null)}
        onStatusChange={(brief, status) => void changeStatus(brief, status)}
        busy={detail !== null && busyId === detail.id}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        title={t('briefs.confirmTitle')}
        message={t('briefs.confirmDelete')}
        confirmLabel={t('briefs.confirmAction')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
        busy={pendingDelete !== null && busyId === pendingDelete.id}
      />
    </div>
  );
}
