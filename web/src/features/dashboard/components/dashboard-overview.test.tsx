import { screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '@/testing/render';
import { DashboardOverview } from './dashboard-overview';

const weeks = (counts: number[]) =>
  counts.map((count, index) => ({
    start: new Date(Date.UTC(2026, 8, 27 + index * 7, 12)).toISOString(),
    count,
  }));

/** Stats, activity and weekly counts by URL; `failing` paths answer 503. */
function serveDashboard(failing: string[] = []) {
  const mock = jest.fn((url: string) => {
    const path = url.split('?')[0] ?? url;
    if (failing.includes(path)) return Promise.resolve(new Response(null, { status: 503 }));
    if (path.endsWith('/stats'))
      return Promise.resolve(Response.json({ total: 4, change: 0, isPositive: true }));
    if (path.endsWith('/activity')) return Promise.resolve(Response.json([]));
    if (path === '/api/briefs/weekly') return Promise.resolve(Response.json(weeks([1, 0, 0, 0, 0, 0, 0, 2])));
    if (path === '/api/applications/weekly')
      return Promise.resolve(Response.json(weeks([0, 0, 0, 0, 0, 0, 0, 3])));
    if (path === '/api/contact/weekly')
      return Promise.resolve(Response.json(weeks([0, 0, 0, 0, 0, 0, 5, 1])));
    return Promise.resolve(new Response(null, { status: 404 }));
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

const chartRows = () =>
  within(screen.getByRole('table', { hidden: true })).getAllByRole('row', { hidden: true });
const cells = (row: HTMLElement | undefined) =>
  within(row!)
    .getAllByRole('cell', { hidden: true })
    .map((cell) => cell.textContent);

describe('DashboardOverview', () => {
  it('draws the chart from the three weekly counts, never from the lists', async () => {
    const mock = serveDashboard();
    renderAt(<DashboardOverview />);
    await waitFor(() => expect(cells(chartRows()[8])).toEqual(['2', '3', '1', '6']));
    expect(cells(chartRows()[7])).toEqual(['0', '0', '5', '5']);
    expect(cells(chartRows()[1])).toEqual(['1', '0', '0', '1']);
    const urls = mock.mock.calls.map(([url]) => url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/briefs/weekly?weeks=8',
        '/api/applications/weekly?weeks=8',
        '/api/contact/weekly?weeks=8',
      ]),
    );
    expect(urls.filter((url) => /^\/api\/(briefs|applications|contact)(\?|$)/.test(url))).toEqual([]);
  });

  it('keeps the other figures when one source fails, and says that something failed', async () => {
    serveDashboard(['/api/applications/weekly', '/api/blog/stats']);
    renderAt(<DashboardOverview />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard data.');
    await waitFor(() => expect(cells(chartRows()[8])).toEqual(['2', '0', '1', '3']));
    expect(screen.getAllByText('4')).toHaveLength(2);
  });
});
