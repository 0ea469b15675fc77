import type { ClientBrief, Page } from '@madar/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OBJECT_URL_LIFETIME_MS } from '@/components/admin/download-blob';
import { SEARCH_DEBOUNCE_MS } from '@/components/admin/use-admin-list';
import { ADMIN_TOKEN_KEY } from '@/lib/admin-session';
import { setUnauthorizedHandler } from '@/lib/api-client';
import i18n from '@/lib/i18n';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { renderAt } from '@/testing/render';
import { BriefsPage } from './briefs-page';

const brief = (id: string, companyName: string, status: string): ClientBrief =>
  ({
    id,
    companyName,
    industry: 'Logistics',
    contactName: `Contact ${id}`,
    email: `${id}@example.ly`,
    projectType: 'networking',
    description: 'Link three sites',
    goals: 'One inventory',
    status,
    submittedAt: '2026-11-20T10:30:00Z',
  }) as ClientBrief;

const briefs = [brief('b1', 'Sahara Star', 'new'), brief('b2', 'Oasis Bank', 'mystery')];
const page = (items: ClientBrief[], total = items.length, number = 1): Page<ClientBrief> => ({
  items,
  total,
  page: number,
  pageSize: 20,
});

/** The briefs service: each GET answered by `list` from its query; other calls by `write`. */
function serveBriefs(
  list: (query: URLSearchParams) => Response,
  write: (url: string, init: RequestInit) => Response = () => new Response(null, { status: 404 }),
) {
  const gets: URLSearchParams[] = [];
  const mock = jest.fn((url: string, init?: RequestInit) => {
    const parsed = new URL(url, 'http://localhost');
    if ((init?.method ?? 'GET') !== 'GET' || parsed.pathname !== '/api/briefs') {
      return Promise.resolve(write(url, init ?? {}));
    }
    gets.push(parsed.searchParams);
    return Promise.resolve(list(parsed.searchParams));
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return { mock, gets, last: () => gets.at(-1) ?? new URLSearchParams() };
}

describe('BriefsPage', () => {
  afterEach(() => jest.useRealTimers());

  it('shows five skeleton rows, then one row per brief with labels and an Unknown status', async () => {
    const fetchMock = mockFetch({ status: 200, body: page(briefs) });
    renderAt(<BriefsPage />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    const row = (await screen.findByText('Sahara Star')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Networking')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('20 Nov 2026, 10:30')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status of Oasis Bank' })).toHaveDisplayValue('Unknown');
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/briefs?page=1&pageSize=20&sort=submittedAt%3Adesc');
    // Everything fits on one page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('drives the server: search, next page, status filter and sort each become a request', async () => {
    const server = serveBriefs((query) => {
      const number = Number(query.get('page'));
      const search = query.get('search');
      const items = search
        ? [brief('s1', `${search} Co`, 'new')]
        : [brief(`p${number}`, `Page ${number}`, 'new')];
      return Response.json(page(items, search ? 1 : 45, number));
    });
    const user = userEvent.setup();
    const { router } = renderAt(<BriefsPage />, '/admin/dashboard/client-briefs');
    expect(await screen.findByText('Page 1')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
    expect(server.last().get('page')).toBe('2');
    expect(router.state.location.search).toBe('?page=2');

    await user.type(screen.getByRole('searchbox', { name: 'Search briefs' }), 'Sahara');
    expect(
      await screen.findByText('Sahara Co', {}, { timeout: SEARCH_DEBOUNCE_MS + 1000 }),
    ).toBeInTheDocument();
    expect(server.last().get('search')).toBe('Sahara');
    expect(server.last().get('page')).toBe('1');
    expect(screen.getByRole('status')).toHaveTextContent('1 result');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'completed');
    await waitFor(() => expect(server.last().get('status')).toBe('completed'));
    expect(server.last().get('search')).toBe('Sahara');

    await user.click(screen.getByRole('button', { name: 'Company' }));
    await waitFor(() => expect(server.last().get('sort')).toBe('companyName:asc'));
    expect(screen.getByRole('columnheader', { name: 'Company' })).toHaveAttribute('aria-sort', 'ascending');
    expect(router.state.location.search).toBe('?search=Sahara&status=completed&sort=companyName%3Aasc');
  });

  it('tells "no briefs yet" from "no brief matches", and clearing the search shows them all', async () => {
    mockFetch({ status: 200, body: page([]) });
    const { unmount } = renderAt(<BriefsPage />);
    expect(await screen.findByText('No client briefs found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search and filter' })).not.toBeInTheDocument();
    unmount();

    const server = serveBriefs((query) => Response.json(query.get('search') ? page([]) : page(briefs)));
    const user = userEvent.setup();
    renderAt(<BriefsPage />, '/?search=nobody&status=new');
    expect(await screen.findByText('No client briefs match your search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    expect(await screen.findByText('Sahara Star')).toBeInTheDocument();
    expect(server.last().has('search')).toBe(false);
    expect(server.last().has('status')).toBe(false);
    expect(screen.getByRole('searchbox', { name: 'Search briefs' })).toHaveValue('');
  });

  it('exports the current view from the server in the UI language, with the token', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'tok-1');
    const csv = '\uFEFFالشركة\r\nSahara Star\r\n';
    const server = serveBriefs(
      () => Response.json(page(briefs)),
      (url) =>
        url.startsWith('/api/briefs/export')
          ? new Response(csv, {
              headers: {
                'Content-Type': 'text/csv; charset=utf-8',
                'Content-Disposition': 'attachment; filename="client-briefs.csv"',
              },
            })
          : new Response(null, { status: 404 }),
    );
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:briefs');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    await act(() => i18n.changeLanguage('ar'));
    renderAt(<BriefsPage />, '/?search=sahara&status=new&sort=companyName:asc&page=2');
    await screen.findByText('Sahara Star');
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'تصدير CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));

    const exportCall = server.mock.mock.calls.find(([url]) => url.startsWith('/api/briefs/export'));
    expect(exportCall?.[0]).toBe(
      '/api/briefs/export?search=sahara&status=new&sort=companyName%3Aasc&lang=ar',
    );
    expect(exportCall?.[1]?.headers).toMatchObject({ Authorization: 'Bearer tok-1' });
    expect(clicked[0]?.download).toBe('client-briefs.csv');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:briefs');
    // The bytes as sent, byte order mark included (text() would drop it), so spreadsheets read Arabic.
    const bytes = new Uint8Array(
      (await createObjectURL.mock.calls[0]?.[0].arrayBuffer()) ?? new ArrayBuffer(0),
    );
    expect([...bytes]).toEqual([...new TextEncoder().encode(csv)]);
    // Revoked later, not during the click: some browsers read the URL after the handler returns.
    expect(revokeObjectURL).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(OBJECT_URL_LIFETIME_MS));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:briefs');
    click.mockRestore();
  });

  it('says so when the export fails', async () => {
    serveBriefs(
      () => Response.json(page(briefs)),
      () => Response.json(envelope(503, 'STORAGE.UNAVAILABLE', 'x'), { status: 503 }),
    );
    renderAt(<BriefsPage />);
    await screen.findByText('Sahara Star');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to export. Please try again.');
  });

  it('changes a status through PATCH and updates the row without reloading the page', async () => {
    const server = serveBriefs(
      () => Response.json(page(briefs)),
      () => Response.json({ ...briefs[0], status: 'completed' }),
    );
    renderAt(<BriefsPage />);
    const select = await screen.findByRole('combobox', { name: 'Status of Sahara Star' });
    await userEvent.setup().selectOptions(select, 'completed');
    await waitFor(() => expect(select).toHaveDisplayValue('Completed'));
    const [url, init] = server.mock.mock.calls[1] ?? [];
    expect(url).toBe('/api/briefs/b1/status');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(init?.body as string)).toEqual({ status: 'completed' });
    expect(server.mock).toHaveBeenCalledTimes(2);
  });

  it('keeps the old status and shows the message when the update fails', async () => {
    serveBriefs(
      () => Response.json(page(briefs)),
      () => Response.json(envelope(500, 'SERVER.INTERNAL', 'x'), { status: 500 }),
    );
    renderAt(<BriefsPage />);
    const select = await screen.findByRole('combobox', { name: 'Status of Sahara Star' });
    await userEvent.setup().selectOptions(select, 'rejected');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update status. Please try again.');
    expect(select).toHaveDisplayValue('New');
  });

  it('asks before deleting: cancel keeps the brief, confirm deletes it and reloads the page', async () => {
    let deleted = false;
    const server = serveBriefs(
      () => Response.json(deleted ? page([briefs[1]!]) : page(briefs)),
      () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    );
    const user = userEvent.setup();
    renderAt(<BriefsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete the brief of Sahara Star' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this brief?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Sahara Star')).toBeInTheDocument();
    expect(server.mock).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Delete the brief of Sahara Star' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Sahara Star')).not.toBeInTheDocument());
    expect(server.mock.mock.calls[1]?.[0]).toBe('/api/briefs/b1');
    expect(server.mock.mock.calls[1]?.[1]?.method).toBe('DELETE');
    await waitFor(() => expect(server.gets).toHaveLength(2));
    expect(screen.getByRole('status')).toHaveTextContent('1 result');
  });

  it('shows the load error, also for an answer that is not a page', async () => {
    mockFetch({ status: 500, body: envelope(500, 'SERVER.INTERNAL', 'x') });
    const { unmount } = renderAt(<BriefsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load client briefs. Please try again later.',
    );
    unmount();
    mockFetch({ status: 200, body: briefs });
    renderAt(<BriefsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load client briefs.');
  });

  it('a 401 from an admin call clears the token and leaves for the sign-in page', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'tampered');
    const goToLogin = jest.fn();
    const restore = setUnauthorizedHandler(goToLogin);
    const fetchMock = mockFetch({ status: 401, body: envelope(401, 'AUTH.TOKEN_INVALID', 'Invalid token') });
    renderAt(<BriefsPage />);
    await waitFor(() => expect(goToLogin).toHaveBeenCalled());
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer tampered' });
    restore();
  });
});
