import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerBy } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { DataTable } from './data-table';
import type { ListRules } from './list-params';
import { ListToolbar } from './list-toolbar';
import { Pager } from './pager';
import { SEARCH_DEBOUNCE_MS, useAdminList } from './use-admin-list';

interface Thing {
  id: string;
  name: string;
}
type Field = 'name' | 'createdAt';
type Status = 'open' | 'closed';

const RULES: ListRules<Field, Status> = {
  path: '/things',
  sortFields: ['name', 'createdAt'],
  defaultSort: 'createdAt:desc',
  statuses: ['open', 'closed'],
};

/** A list screen made of the shared pieces: toolbar, sortable table with a delete per row, pager. */
function ThingsList() {
  const list = useAdminList<Thing, Field, Status>(RULES);
  return (
    <>
      <ListToolbar
        list={list}
        searchLabel="Search things"
        statusOptions={[
          { value: 'open', label: 'Open' },
          { value: 'closed', label: 'Closed' },
        ]}
      />
      <DataTable
        columns={[
          { key: 'name', header: 'Name', sortField: 'name', cell: (row) => row.name },
          { key: 'created', header: 'Created', sortField: 'createdAt', sortFirst: 'desc', cell: () => '' },
          {
            key: 'delete',
            header: 'Actions',
            cell: (row) => (
              <button type="button" onClick={() => void list.removeItem(row.id)}>
                Delete {row.name}
              </button>
            ),
          },
        ]}
        rows={list.items}
        rowKey={(row) => row.id}
        caption="Things"
        loading={list.isLoading}
        sort={list.sort}
        onSort={list.toggleSort}
      />
      <Pager page={list.page} pageCount={list.pageCount} onPageChange={list.setPage} />
    </>
  );
}

/**
 * A server of `total` things (`matching` of them match any search) answering each page request from
 * its query; returns the requests made.
 */
function serveThings(total: number, matching = 2) {
  const requests = answerBy('GET', '/api/things', ({ query }) => {
    const page = Number(query.get('page'));
    const pageSize = Number(query.get('pageSize'));
    const search = query.get('search') ?? '';
    const count = search ? Math.min(total, matching) : total;
    const first = (page - 1) * pageSize;
    const items = Array.from({ length: Math.max(0, Math.min(pageSize, count - first)) }, (_, index) => ({
      id: `t${first + index + 1}`,
      name: `${search || 'Thing'} ${first + index + 1}`,
    }));
    return { status: 200, body: { items, total: count, page, pageSize } };
  });
  return { requests, last: () => requests.at(-1)?.query ?? new URLSearchParams() };
}

const locationOf = (router: ReturnType<typeof renderAt>['router']) => router.state.location.search;

describe('useAdminList', () => {
  afterEach(() => jest.useRealTimers());

  it('reads the whole view from the URL and asks the server for exactly that', async () => {
    const things = serveThings(12, 12);
    renderAt(<ThingsList />, '/things?page=2&pageSize=5&search=lamp&status=open&sort=name:asc');
    expect(await screen.findByText('lamp 6')).toBeInTheDocument();
    expect(things.requests[0]?.url).toBe(
      '/api/things?page=2&pageSize=5&search=lamp&status=open&sort=name%3Aasc',
    );
    expect(screen.getByLabelText('Search things')).toHaveValue('lamp');
    expect(screen.getByLabelText('Status')).toHaveValue('open');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('falls back to the defaults for values the API would refuse', async () => {
    const things = serveThings(3);
    renderAt(<ThingsList />, '/things?page=0&pageSize=1000&status=lost&sort=secret:asc');
    expect(await screen.findByText('Thing 1')).toBeInTheDocument();
    expect(things.requests[0]?.url).toBe('/api/things?page=1&pageSize=20&sort=createdAt%3Adesc');
  });

  it('sends the search once typing pauses, starting again at page 1, and keeps it in the URL', async () => {
    const things = serveThings(45);
    const { router } = renderAt(<ThingsList />, '/things?page=3');
    expect(await screen.findByText('Thing 41')).toBeInTheDocument();
    // Fake time only for the debounce itself. The answers must run on real time: under fake timers a
    // findBy* gave up before a page arrived, and a request begun under them could wait forever (the
    // mocked transport schedules its steps on the global timers), which failed about one run in ten
    // under load.
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const before = things.requests.length;

    await user.type(screen.getByLabelText('Search things'), ' Desk ');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(things.requests.length).toBe(before);
    expect(locationOf(router)).toBe('?page=3');

    // The pause ends: the search lands in the URL and, before this act's render starts the request,
    // time is real again.
    act(() => {
      jest.advanceTimersByTime(50);
      jest.useRealTimers();
    });
    expect(await screen.findByText('Desk 1')).toBeInTheDocument();
    expect(locationOf(router)).toBe('?search=Desk');
    const searches = things.requests.slice(before).map((request) => request.query.get('search'));
    expect(searches).toEqual(['Desk']);
    expect(things.last().get('page')).toBe('1');
    // What was typed stays as typed (the trailing space too) while the request uses the trimmed text.
    expect(screen.getByLabelText('Search things')).toHaveValue(' Desk ');
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
  });

  it('orders by a column, flips on a second click, and returns to the default order', async () => {
    const things = serveThings(3);
    const user = userEvent.setup();
    const { router } = renderAt(<ThingsList />, '/things?page=2&pageSize=2');
    await screen.findByText('Thing 3');
    const name = () => screen.getByRole('columnheader', { name: 'Name' });
    expect(name()).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(name()).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(things.last().get('sort')).toBe('name:asc'));
    expect(things.last().get('page')).toBe('1');
    expect(name()).toHaveAttribute('aria-sort', 'ascending');
    expect(locationOf(router)).toBe('?pageSize=2&sort=name%3Aasc');

    await user.click(within(name()).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(things.last().get('sort')).toBe('name:desc'));
    expect(name()).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Created' }));
    await waitFor(() => expect(things.last().get('sort')).toBe('createdAt:desc'));
    expect(locationOf(router)).toBe('?pageSize=2');
  });

  it('steps through pages, and Back returns to the previous view with its search', async () => {
    const things = serveThings(45);
    const user = userEvent.setup();
    const { router } = renderAt(<ThingsList />, '/things?search=lamp&pageSize=1');
    await screen.findByText('lamp 1');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('lamp 2')).toBeInTheDocument();
    expect(things.last().get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await act(() => router.navigate('/things'));
    expect(await screen.findByText('Thing 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Search things')).toHaveValue('');
    await act(() => router.navigate(-1));
    expect(await screen.findByText('lamp 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Search things')).toHaveValue('lamp');
  });

  it('resets the page when the status filter changes', async () => {
    const things = serveThings(45);
    const { router } = renderAt(<ThingsList />, '/things?page=2');
    await screen.findByText('Thing 21');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'closed' } });
    await waitFor(() => expect(things.last().get('status')).toBe('closed'));
    expect(things.last().get('page')).toBe('1');
    expect(locationOf(router)).toBe('?status=closed');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    await waitFor(() => expect(things.last().has('status')).toBe(false));
  });

  it('goes back a page when the only row of the last page is deleted, and reloads a page otherwise', async () => {
    const things = serveThings(5);
    const user = userEvent.setup();
    const { router } = renderAt(<ThingsList />, '/things?page=3&pageSize=2');
    await user.click(await screen.findByRole('button', { name: 'Delete Thing 5' }));
    await waitFor(() => expect(locationOf(router)).toBe('?page=2&pageSize=2'));
    expect(await screen.findByText('Thing 3')).toBeInTheDocument();

    const before = things.requests.length;
    await user.click(screen.getByRole('button', { name: 'Delete Thing 3' }));
    await waitFor(() => expect(things.requests.length).toBe(before + 1));
    expect(things.last().get('page')).toBe('2');
  });

  it('shows the last page when a link points past the end', async () => {
    serveThings(5);
    const { router } = renderAt(<ThingsList />, '/things?page=9&pageSize=2');
    expect(await screen.findByText('Thing 5')).toBeInTheDocument();
    expect(locationOf(router)).toBe('?page=3&pageSize=2');
  });
});
