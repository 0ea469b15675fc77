import type { ClientBrief } from '@madar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { ADMIN_TOKEN_KEY } from '@/lib/admin-session';
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

describe('BriefsPage', () => {
  it('shows five skeleton rows, then one row per brief with labels and an Unknown status', async () => {
    mockFetch({ status: 200, body: briefs });
    renderAt(<BriefsPage />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    const row = (await screen.findByText('Sahara Star')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Networking')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('20 Nov 2026, 10:30')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status of Oasis Bank' })).toHaveDisplayValue('Unknown');
  });

  it('changes a status through PATCH and updates the row', async () => {
    const fetchMock = mockFetch(
      { status: 200, body: briefs },
      { status: 200, body: { ...briefs[0], status: 'completed' } },
    );
    renderAt(<BriefsPage />);
    const select = await screen.findByRole('combobox', { name: 'Status of Sahara Star' });
    await userEvent.setup().selectOptions(select, 'completed');
    await waitFor(() => expect(select).toHaveDisplayValue('Completed'));
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/briefs/b1/status');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(init?.body as string)).toEqual({ status: 'completed' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the old status and shows the message when the update fails', async () => {
    mockFetch({ status: 200, body: briefs }, { status: 500, body: envelope(500, 'SERVER.INTERNAL', 'x') });
    renderAt(<BriefsPage />);
    const select = await screen.findByRole('combobox', { name: 'Status of Sahara Star' });
    await userEvent.setup().selectOptions(select, 'rejected');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update status. Please try again.');
    expect(select).toHaveDisplayValue('New');
  });

  it('asks before deleting: cancel keeps the brief, confirm deletes it', async () => {
    const fetchMock = mockFetch({ status: 200, body: briefs }, { status: 204 });
    const user = userEvent.setup();
    renderAt(<BriefsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete the brief of Sahara Star' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this brief?');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Sahara Star')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Delete the brief of Sahara Star' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Sahara Star')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/briefs/b1');
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('DELETE');
  });

  it('shows the empty message and the load error', async () => {
    mockFetch({ status: 200, body: [] });
    const { unmount } = renderAt(<BriefsPage />);
    expect(await screen.findByText('No client briefs found.')).toBeInTheDocument();
    unmount();
    mockFetch({ status: 500, body: envelope(500, 'SERVER.INTERNAL', 'x') });
    renderAt(<BriefsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load client briefs. Please try again later.',
    );
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
