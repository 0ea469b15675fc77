import type { ClientBrief, Page } from '@madar/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OBJECT_URL_LIFETIME_MS } from '@/components/admin/download-blob';
import { SEARCH_DEBOUNCE_MS } from '@/components/admin/use-admin-list';
import { ADMIN_TOKEN_KEY } from '@/lib/admin-session';
import { setUnauthorizedHandler } from '@/lib/api-client';
import i18n from '@/lib/i18n';
import { answer, answerBy, envelope, type Reply } from '@/testing/api-server';
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

const ok = (body: unknown): Reply => ({ status: 200, body });

/** The briefs list of the service, each GET answered by `list` from its query; returns those requests. */
function serveBriefs(list: (query: URLSearchParams) => Reply) {
  const gets = answerBy('GET', '/api/briefs', ({ query }) => list(query));
  return { gets, last: () => gets.at(-1)?.query ?? new URLSearchParams() };
}

describe('BriefsPage', () => {
  afterEach(() => jest.useRealTimers());

  it('shows five skeleton rows, then one row per brief with labels and an Unknown status', async () => {
    const lists = answer('GET', '/api/briefs', ok(page(briefs)));
    renderAt(<BriefsPage />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    const row = (await screen.findByText('Sahara Star')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Networking')).toBeInTheDocument();
    // 10:30 UTC is 12:30 in Tripoli, where the staff are (lib/format.ts).
    expect(within(row as HTMLElement).getByText('20 Nov 2026, 12:30')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status of Oasis Bank' })).toHaveDisplayValue('Unknown');
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
    expect(lists[0]?.url).toBe('/api/briefs?page=1&pageSize=20&sort=submittedAt%3Adesc');
    // Everything fits on one page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('drives the server: search, next page, status filter and sort each become a request', async () => {
    const api = serveBriefs((query) => {
      const number = Number(query.get('page'));
      const search = query.get('search');
      const items = search
        ? [brief('s1', `${search} Co`, 'new')]
        : [brief(`p${number}`, `Page ${number}`, 'new')];
      return ok(page(items, search ? 1 : 45, number));
    });
    const user = userEvent.setup();
    const { router } = renderAt(<BriefsPage />, '/admin/dashboard/client-briefs');
    expect(await screen.findByText('Page 1')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
    expect(api.last().get('page')).toBe('2');
    expect(router.state.location.search).toBe('?page=2');

    await user.type(screen.getByRole('searchbox', { name: 'Search briefs' }), 'Sahara');
    expect(
      await screen.findByText('Sahara Co', {}, { timeout: SEARCH_DEBOUNCE_MS + 1000 }),
    ).toBeInTheDocument();
    expect(api.last().get('search')).toBe('Sahara');
    expect(api.last().get('page')).toBe('1');
    expect(screen.getByRole('status')).toHaveTextContent('1 result');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'completed');
    await waitFor(() => expect(api.last().get('status')).toBe('completed'));
    expect(api.last().get('search')).toBe('Sahara');

    await user.click(screen.getByRole('button', { name: 'Company' }));
    await waitFor(() => expect(api.last().get('sort')).toBe('companyName:asc'));
    expect(screen.getByRole('columnheader', { name: 'Company' })).toHaveAttribute('aria-sort', 'ascending');
    expect(router.state.location.search).toBe('?search=Sahara&status=completed&sort=companyName%3Aasc');
  });

  it('tells "no briefs yet" from "no brief matches", and clearing the search shows them all', async () => {
    answer('GET', '/api/briefs', ok(page([])));
    const { unmount } = renderAt(<BriefsPage />);
    expect(await screen.findByText('No client briefs found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search and filter' })).not.toBeInTheDocument();
    unmount();

    const api = serveBriefs((query) => ok(query.get('search') ? page([]) : page(briefs)));
    const user = userEvent.setup();
    renderAt(<BriefsPage />, '/?search=nobody&status=new');
    expect(await screen.findByText('No client briefs match your search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    expect(await screen.findByText('Sahara Star')).toBeInTheDocument();
    expect(api.last().has('search')).toBe(false);
    expect(api.last().has('status')).toBe(false);
    expect(screen.getByRole('searchbox', { name: 'Search briefs' })).toHaveValue('');
  });

  it('exports the current view from the server in the UI language, with the token', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'tok-1');
    const csv = '\uFEFFالشركة\r\nSahara Star\r\n';
    serveBriefs(() => ok(page(briefs)));
    const exports = answer('GET', '/api/briefs/export', {
      status: 200,
      raw: csv,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="client-briefs.csv"',
      },
    });
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:briefs');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    let downloadStarted = () => undefined as void;
    const downloaded = new Promise<void>((resolve) => (downloadStarted = resolve));
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
      downloadStarted();
    });

    await act(() => i18n.changeLanguage('ar'));
    renderAt(<BriefsPage />, '/?search=sahara&status=new&sort=companyName:asc&page=2');
    await screen.findByText('Sahara Star');
    // Real timers, so the export's request never races fake time (waitFor would treat a spied
    // setTimeout as fake, hence the promise); the revocation's timer is caught by the spy.
    const timers = jest.spyOn(window, 'setTimeout');
    fireEvent.click(screen.getByRole('button', { name: 'تصدير CSV' }));
    await act(() => downloaded);
    expect(clicked).toHaveLength(1);

    expect(exports.map((r) => r.url)).toEqual([
      '/api/briefs/export?search=sahara&status=new&sort=companyName%3Aasc&lang=ar',
    ]);
    expect(exports[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(clicked[0]?.download).toBe('client-briefs.csv');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:briefs');
    // The bytes as sent, byte order mark included (text() would drop it), so spreadsheets read Arabic.
    const bytes = new Uint8Array(
      (await createObjectURL.mock.calls[0]?.[0].arrayBuffer()) ?? new ArrayBuffer(0),
    );
    expect([...bytes]).toEqual([...new TextEncoder().encode(csv)]);
    // Revoked later, not during the click: some browsers read the URL after the handler returns.
    expect(revokeObjectURL).not.toHaveBeenCalled();
    const revocation = timers.mock.calls.find(([, delay]) => delay === OBJECT_URL_LIFETIME_MS);
    expect(revocation).toBeDefined();
    (revocation?.[0] as () => void)();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:briefs');
    timers.mockRestore();
    click.mockRestore();
  });

  it('says so when the export fails', async () => {
    serveBriefs(() => ok(page(briefs)));
    answer('GET', '/api/briefs/export', { status: 503, body: envelope(503, 'STORAGE.UNAVAILABLE', 'x') });
    renderAt(<BriefsPage />);
    await screen.findByText('Sahara Star');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to export. Please try again.');
  });

  it('changes a status through PATCH and updates the row without reloading the page', async () => {
    const api = serveBriefs(() => ok(page(briefs)));
    const patches = answer('PATCH', '/api/briefs/b1/status', ok({ ...briefs[0], status: 'completed' }));
    renderAt(<BriefsPage />);
    const select = await screen.findByRole('combobox', { name: 'Status of Sahara Star' });
    await userEvent.setup().selectOptions(select, 'completed');
    await waitFor(() => expect(select).toHaveDisplayValue('Completed'));
    expect(patches.map((r) => r.body)).toEqual([{ status: 'completed' }]);
    expect(api.gets).toHaveLength(1);
  });

  it('keeps the old status and shows the message when the update fails', async () => {
    serveBriefs(() => ok(page(briefs)));
    answer('PATCH', '/api/briefs/b1/status', { status: 500, body: envelope(500, 'SERVER.INTERNAL', 'x') });
    renderAt(<BriefsPage />);
    const select = await screen.findByRole('combobox', { name: 'Status of Sahara Star' });
    await userEvent.setup().selectOptions(select, 'rejected');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update status. Please try again.');
    expect(select).toHaveDisplayValue('New');
  });

  it('asks before deleting: cancel keeps the brief, confirm deletes it and reloads the page', async () => {
    const deletes = answer('DELETE', '/api/briefs/b1', { status: 204 });
    const api = serveBriefs(() => ok(deletes.length > 0 ? page([briefs[1]!]) : page(briefs)));
    const user = userEvent.setup();
    renderAt(<BriefsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete the brief of Sahara Star' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this brief?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Sahara Star')).toBeInTheDocument();
    expect(deletes).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete the brief of Sahara Star' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Sahara Star')).not.toBeInTheDocument());
    expect(deletes).toHaveLength(1);
    await waitFor(() => expect(api.gets).toHaveLength(2));
    expect(screen.getByRole('status')).toHaveTextContent('1 result');
  });

  it('shows the load error, also for an answer that is not a page', async () => {
    answer('GET', '/api/briefs', { status: 500, body: envelope(500, 'SERVER.INTERNAL', 'x') });
    const { unmount } = renderAt(<BriefsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load client briefs. Please try again later.',
    );
    unmount();
    answer('GET', '/api/briefs', ok(briefs));
    renderAt(<BriefsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load client briefs.');
  });

  it('a 401 from an admin call clears the token and leaves for the sign-in page', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'tampered');
    const goToLogin = jest.fn();
    const restore = setUnauthorizedHandler(goToLogin);
    const lists = answer('GET', '/api/briefs', {
      status: 401,
      body: envelope(401, 'AUTH.TOKEN_INVALID', 'Invalid token'),
    });
    renderAt(<BriefsPage />);
    await waitFor(() => expect(goToLogin).toHaveBeenCalled());
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(lists[0]?.headers.get('Authorization')).toBe('Bearer tampered');
    restore();
  });
});
