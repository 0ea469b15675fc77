import { CONTACT_STATUSES, type ContactSortField, type ContactStatus } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import type { DataTableColumn } from '@/components/admin/data-table';
import { DeleteButton } from '@/components/admin/delete-button';
import {
  ASSIGNEE_PARAM,
  AssigneeFilter,
  useAssigneeColumn,
  useAssigneeFilter,
} from '@/components/admin/follow-up/assignee-filter';
import { BulkBar } from '@/components/admin/follow-up/bulk-bar';
import { leadKey } from '@/components/admin/follow-up/lead-api';
import { useRowSelection, useSelectionColumn } from '@/components/admin/follow-up/use-row-selection';
import { isolate } from '@/components/admin/isolate';
import { ListTable } from '@/components/admin/list-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { StatusSelect } from '@/components/admin/status-select';
import { ROW_ACTION } from '@/components/admin/use-focus-after-removal';
import { useRowActions } from '@/components/admin/use-row-actions';
import { RecordGoneNotice } from '@/components/admin/record-gone-notice';
import { getRecordOrNull, useOpenRecord, type OpenRecordSource } from '@/components/admin/use-open-record';
import { ErrorBanner } from '@/components/ui/error-banner';
import { EmailLink, UserText } from '@/components/ui/user-text';
import { useLanguage } from '@/hooks/use-language';
import { formatShortDateTime } from '@/lib/format';
import { useMessages, type MessageRow } from '../api/get-messages';
import { deleteMessage, updateMessageStatus } from '../api/message-writes';
import { MessageDetail } from './message-detail';

/** A message named by `?open=` that is not on the page on screen: GET /api/contact/:id. */
const OPEN_MESSAGE: OpenRecordSource<MessageRow> = {
  kind: 'contact_message',
  read: (id) => getRecordOrNull(leadKey('contact_message', id)),
};

/**
 * The contact messages' list, one page at a time from the server: search, status and assignee filters,
 * a status per row, View (the message with its follow-up), Delete after asking, and one status or
 * delete for many ticked messages.
 */
export function MessagesList() {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  const assignee = useAssigneeFilter();
  const messages = useMessages(assignee.query);
  // The message open in the detail is in the address (?open=<id>): a reload or a link opens it again.
  const opened = useOpenRecord(messages.isLoading ? undefined : messages.items, OPEN_MESSAGE);
  const open = opened.record;
  const options = CONTACT_STATUSES.map((value) => ({ value, label: t(`messages.statuses.${value}`) }));
  const selection = useRowSelection(messages.items, messages.key);
  const selectColumn = useSelectionColumn<MessageRow, ContactSortField>(selection, (message) => message.name);
  const assigneeColumn = useAssigneeColumn<MessageRow, ContactSortField>();
  const rows = useRowActions<MessageRow, ContactStatus>({
    list: messages,
    remove: deleteMessage,
    updateStatus: updateMessageStatus,
    onRemoved: (id) => {
      if (open?.id === id) opened.close();
    },
  });
  // A message opened by its address may be on another page: read it again to show its new status.
  const changeStatus = (message: MessageRow, status: ContactStatus) =>
    void rows.changeStatus(message, status).then(opened.refresh);

  const columns: DataTableColumn<MessageRow, ContactSortField>[] = [
    selectColumn,
    {
      key: 'from',
      header: t('messages.columns.from'),
      sortField: 'name',
      cell: (message) => (
        <div className="messages-table__from">
          <UserText className="messages-table__strong">{message.name}</UserText>
          <EmailLink className="messages-table__muted" email={message.email} />
        </div>
      ),
    },
    {
      key: 'subject',
      header: t('messages.columns.subject'),
      sortField: 'subject',
      cell: (message) => <UserText>{message.subject}</UserText>,
    },
    assigneeColumn,
    {
      key: 'received',
      header: t('messages.columns.received'),
      sortField: 'receivedAt',
      sortFirst: 'desc',
      cell: (message) => (
        <time dateTime={message.receivedAt} className="messages-table__date">
          {formatShortDateTime(message.receivedAt, lang)}
        </time>
      ),
    },
    {
      key: 'status',
      header: t('messages.columns.status'),
      sortField: 'status',
      cell: (message) => (
        <StatusSelect
          value={message.status}
          options={options}
          onChange={(status) => changeStatus(message, status)}
          label={t('messages.statusOf', { name: message.name })}
          unknownLabel={t('common.unknown')}
          busy={rows.busyId === message.id}
        />
      ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('messages.columns.actions')}</span>,
      cell: (message) => (
        <div className="messages-table__buttons">
          <button
            type="button"
            className="admin-button admin-button--sm"
            onClick={() => opened.open(message.id)}
            aria-label={t('messages.viewOf', { name: message.name })}
          >
            {t('common.view')}
          </button>
          <DeleteButton
            small
            onClick={() => rows.request(message)}
            disabled={rows.busyId === message.id}
            {...{ [ROW_ACTION]: 'delete' }}
            aria-label={t('messages.deleteOf', { name: message.name })}
          >
            {t('common.delete')}
          </DeleteButton>
        </div>
      ),
    },
  ];

  return (
    <>
      <ListToolbar list={messages} searchLabel={t('messages.search')} statusOptions={options}>
        <AssigneeFilter filter={assignee} />
      </ListToolbar>
      <BulkBar
        kind="contact_message"
        selection={selection}
        statusOptions={options}
        onDone={async (request) => {
          if (request.action === 'delete' && open !== null && request.ids.includes(open.id)) {
            opened.close();
          }
          await messages.mutate();
        }}
      />
      {opened.missing ? <RecordGoneNotice onDismiss={opened.dismissMissing} /> : null}
      {rows.failed ? (
        <ErrorBanner
          message={rows.failed === 'status' ? t('messages.statusError') : t('messages.deleteError')}
        />
      ) : null}
      <ListTable
        list={messages}
        columns={columns}
        containerRef={rows.tableRef}
        caption={t('messages.caption')}
        loadError={t('messages.loadError')}
        emptyTitle={t('messages.empty')}
        noMatchTitle={t('messages.noMatch')}
        skeletonRows={5}
        loadingLabel={t('common.loading')}
        filtered={messages.filtered || assignee.value !== ''}
        onClear={() => messages.clearFilters([ASSIGNEE_PARAM])}
      />
      <MessageDetail
        message={open}
        statusOptions={options}
        busy={open !== null && rows.busyId === open.id}
        onClose={opened.close}
        onStatusChange={changeStatus}
        onDelete={rows.request}
        onAssigned={(message) => void messages.updateItem(message.id, { assignee: message.assignee })}
      />
      <ConfirmDialog
        {...rows.dialog}
        title={t('messages.confirmTitle')}
        message={rows.pending ? t('messages.confirmDelete', { name: isolate(rows.pending.name) }) : ''}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
      />
    </>
  );
}
