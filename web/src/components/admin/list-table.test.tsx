import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import i18n from '@/lib/i18n';
import { ListTable, type ListView } from './list-table';

interface Thing {
  id: string;
  name: string;
}

function view(change: Partial<ListView<Thing, 'name'>> = {}): ListView<Thing, 'name'> {
  return {
    items: [{ id: 't1', name: 'Lamp' }],
    isLoading: false,
    isLagging: false,
    sort: { field: 'name', direction: 'asc' },
    toggleSort: jest.fn(),
    filtered: false,
    clearFilters: jest.fn(),
    page: 2,
    pageCount: 3,
    setPage: jest.fn(),
    ...change,
  };
}

function renderTable(list: ListView<Thing, 'name'>, own: { filtered?: boolean; onClear?: () => void } = {}) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ListTable
        list={list}
        columns={[{ key: 'name', header: 'Name', sortField: 'name', cell: (row) => row.name }]}
        caption="Things"
        loadError="Failed to load things."
        emptyTitle="No things yet."
        noMatchTitle="No thing matches."
        skeletonRows={4}
        loadingLabel="Loading…"
        {...own}
      />
    </I18nextProvider>,
  );
}

describe('ListTable', () => {
  it('shows the page of rows, sortable, with the pager', async () => {
    const list = view();
    renderTable(list);
    expect(screen.getByRole('table', { name: 'Things' })).toHaveTextContent('Lamp');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Name' }));
    expect(list.toggleSort).toHaveBeenCalledWith('name', 'asc');
  });

  it('shows skeleton rows while the first page loads', () => {
    renderTable(view({ items: [], isLoading: true }));
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(4);
  });

  it('shows the load error in place of the table and the pager', () => {
    renderTable(view({ error: new Error('down') }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load things.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Page 2 of 3')).not.toBeInTheDocument();
  });

  it('tells "none yet" from "none match", counting a filter of the screen’s own', async () => {
    const { unmount } = renderTable(view({ items: [], page: 1, pageCount: 1 }));
    expect(screen.getByText('No things yet.')).toBeInTheDocument();
    unmount();
    const list = view({ items: [], page: 1, pageCount: 1 });
    const onClear = jest.fn();
    renderTable(list, { filtered: true, onClear });
    expect(screen.getByText('No thing matches.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear search and filter' }));
    expect(onClear).toHaveBeenCalled();
    expect(list.clearFilters).not.toHaveBeenCalled();
  });
});
