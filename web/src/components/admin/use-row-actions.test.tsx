import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/lib/api-client';
import { answer, answerBy, answerLater, type Reply } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable } from './data-table';
import type { ListRules } from './list-params';
import { SaveNoticeProvider } from './save-notice';
import { StatusSelect } from './status-select';
import { useAdminList } from './use-admin-list';
import { ROW_ACTION } from './use-focus-after-removal';
import { useRowActions } from './use-row-actions';

type Status = 'open' | 'closed';
interface Thing {
  id: string;
  name: string;
  status: Status;
}

const RULES: ListRules<'name', never> = { path: '/things', sortFields: ['name'], defaultSort: 'name:asc' };
const STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
] as const;

/** A list screen made of the shared pieces: a status and a Delete per row, the banner, the confirmation. */
function Things() {
  const list = useAdminList<Thing, 'name'>(RULES);
  const rows = useRowActions<Thing, Status>({
    list,
    remove: (id) => api.delete(`/things/${id}`),
    updateStatus: (id, status) => api.patch<Thing>(`/things/${id}`, { status }),
  });
  return (
    <>
      {rows.failed ? <p role="alert">{rows.failed === 'delete' ? 'Not deleted' : 'Not changed'}</p> : null}
      <DataTable
        columns={[
          { key: 'name', header: 'Name', cell: (row) => row.name },
          {
            key: 'status',
            header: 'Status',
            cell: (row) => (
              <StatusSelect
                value={row.status}
                options={STATUSES}
                onChange={(status) => void rows.changeStatus(row, status)}
                label={`Status of ${row.name}`}
                unknownLabel="Unknown"
                busy={rows.busyId === row.id}
              />
            ),
          },
          {
            key: 'actions',
            header: 'Actions',
            cell: (row) => (
              <button type="button" onClick={() => rows.request(row)} {...{ [ROW_ACTION]: 'delete' }}>
                Delete {row.name}
              </button>
            ),
          },
        ]}
        rows={list.items}
        rowKey={(row) => row.id}
        containerRef={rows.tableRef}
        caption="Things"
        loading={list.isLoading}
        sort={list.sort}
        onSort={list.toggleSort}
      />
      <ConfirmDialog
        {...rows.dialog}
        title={rows.pending?.name ?? ''}
        message="Delete this thing?"
        confirmLabel="Delete"
        cancelLabel="Cancel"
      />
    </>
  );
}

/** The service's things, each list request answered with those not deleted yet. */
function serveThings(names: string[]) {
  let things: Thing[] = names.map((name, index) => ({ id: `t${index + 1}`, name, status: 'open' }));
  const lists = answerBy('GET', '/api/things', () => ({
    status: 200,
    body: { items: things, total: things.length, page: 1, pageSize: 20 },
  }));
  const forget = (id: string) => (things = things.filter((thing) => thing.id !== id));
  return { lists, forget };
}

function renderThings() {
  renderAt(
    <SaveNoticeProvider>
      <Things />
    </SaveNoticeProvider>,
    '/things',
  );
  return userEvent.setup();
}

const dialog = () => screen.getByRole('alertdialog');
const notice = () => screen.getByRole('status');

describe('useRowActions', () => {
  it('asks before deleting, and Cancel sends nothing and keeps the row', async () => {
    serveThings(['Lamp', 'Desk']);
    const deletes = answer('DELETE', '/api/things/:id', { status: 204 });
    const user = renderThings();
    await user.click(await screen.findByRole('button', { name: 'Delete Lamp' }));
    expect(dialog()).toHaveAccessibleName('Lamp');
    expect(dialog()).toHaveTextContent('Delete this thing?');

    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deletes).toHaveLength(0);
    expect(screen.getByText('Lamp')).toBeInTheDocument();
    expect(notice()).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Delete Lamp' })).toHaveFocus();
  });

  it('waits while deleting, then drops the row, says "Deleted" and gives focus to the next row', async () => {
    const things = serveThings(['Lamp', 'Desk', 'Shelf']);
    const release = answerLater('DELETE', '/api/things/t1', { status: 204 });
    const user = renderThings();
    await user.click(await screen.findByRole('button', { name: 'Delete Lamp' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));

    // Busy: both answers wait, so a second click cannot send the request again.
    expect(within(dialog()).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    things.forget('t1');
    act(release);

    await waitFor(() => expect(screen.queryByText('Lamp')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(notice()).toHaveTextContent('Deleted');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Desk' })).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the row and shows the banner when the deletion fails; the next action clears it', async () => {
    serveThings(['Lamp', 'Desk']);
    answer('DELETE', '/api/things/t1', { status: 500 });
    answer('PATCH', '/api/things/t2', { status: 200, body: { id: 't2', name: 'Desk', status: 'closed' } });
    const user = renderThings();
    await user.click(await screen.findByRole('button', { name: 'Delete Lamp' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Not deleted');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Lamp')).toBeInTheDocument();
    expect(notice()).toBeEmptyDOMElement();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status of Desk' }), 'closed');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('changes a status: busy while saving, then the row shows the answer, "Saved", focus kept', async () => {
    const things = serveThings(['Lamp']);
    const patches: Reply = { status: 200, body: { id: 't1', name: 'Lamp', status: 'closed' } };
    const release = answerLater('PATCH', '/api/things/t1', patches);
    const user = renderThings();
    const select = await screen.findByRole('combobox', { name: 'Status of Lamp' });
    await user.selectOptions(select, 'closed');
    expect(select).toHaveAttribute('aria-busy', 'true');

    act(release);
    await waitFor(() => expect(select).toHaveDisplayValue('Closed'));
    expect(select).not.toHaveAttribute('aria-busy');
    expect(select).toHaveFocus();
    expect(notice()).toHaveTextContent('Saved');
    // The row took the server's answer; the list was not fetched again.
    expect(things.lists).toHaveLength(1);
  });

  it('keeps the old status and shows the banner when the change fails', async () => {
    serveThings(['Lamp']);
    answer('PATCH', '/api/things/t1', { status: 500 });
    const user = renderThings();
    const select = await screen.findByRole('combobox', { name: 'Status of Lamp' });
    await user.selectOptions(select, 'closed');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not changed');
    expect(select).toHaveDisplayValue('Open');
    expect(select).not.toHaveAttribute('aria-busy');
    expect(notice()).toBeEmptyDOMElement();
  });
});
