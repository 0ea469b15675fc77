import { act, screen, waitFor, within } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { answer, answerGets, recordRequests } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { DashboardOverview } from './dashboard-overview';

const weeks = (counts: number[]) =>
  counts.map((count, index) => ({
    start: new Date(Date.UTC(2026, 8, 27 + index * 7, 12)).toISOString(),
    count,
  }));

/** Every source's stats and activity and the three weekly counts; `failing` paths answer 503. */
function serveDashboard(failing: string[] = []) {
  const requests = recordRequests();
  answer('GET', '/api/*/stats', { status: 200, body: { total: 4, change: 0, isPositive: true } });
  answer('GET', '/api/*/activity', { status: 200, body: [] });
  answerGets({
    '/api/briefs/weekly': { status: 200, body: weeks([1, 0, 0, 0, 0, 0, 0, 2]) },
    '/api/applications/weekly': { status: 200, body: weeks([0, 0, 0, 0, 0, 0, 0, 3]) },
    '/api/contact/weekly': { status: 200, body: weeks([0, 0, 0, 0, 0, 0, 5, 1]) },
  });
  for (const path of failing) answer('GET', path, { status: 503 });
  return requests;
}

const chartRows = () =>
  within(screen.getByRole('table', { hidden: true })).getAllByRole('row', { hidden: true });
const cells = (row: HTMLElement | undefined) =>
  within(row!)
    .getAllByRole('cell', { hidden: true })
    .map((cell) => cell.textContent);

describe('DashboardOverview', () => {
  it('draws the chart from the three weekly counts, never from the lists', async () => {
    const requests = serveDashboard();
    renderAt(<DashboardOverview role="owner" />);
    await waitFor(() => expect(cells(chartRows()[8])).toEqual(['2', '3', '1', '6']));
    expect(cells(chartRows()[7])).toEqual(['0', '0', '5', '5']);
    expect(cells(chartRows()[1])).toEqual(['1', '0', '0', '1']);
    expect(requests).toEqual(
      expect.arrayContaining([
        'GET /api/briefs/weekly?weeks=8',
        'GET /api/applications/weekly?weeks=8',
        'GET /api/contact/weekly?weeks=8',
      ]),
    );
    expect(requests.filter((r) => /^GET \/api\/(briefs|applications|contact)(\?|$)/.test(r))).toEqual([]);
  });

  it('keeps the other figures when one source fails, and says that something failed', async () => {
    serveDashboard(['/api/applications/weekly', '/api/blog/stats']);
    renderAt(<DashboardOverview role="owner" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard data.');
    await waitFor(() => expect(cells(chartRows()[8])).toEqual(['2', '0', '1', '3']));
    expect(screen.getAllByText('4')).toHaveLength(2);
  });

  it('says on every card which periods its change compares, in the admin language', async () => {
    serveDashboard();
    const { unmount } = renderAt(<DashboardOverview role="owner" />);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(card).toHaveTextContent('Last 30 days vs the 30 days before');
      expect(card).toHaveTextContent(/\d{1,2} \w+( \d{4})? – \d{1,2} \w+ \d{4} vs /);
    }
    unmount();
    await act(() => i18n.changeLanguage('ar'));
    serveDashboard();
    renderAt(<DashboardOverview role="owner" />);
    for (const card of await screen.findAllByRole('article')) {
      expect(card).toHaveTextContent('آخر 30 يومًا مقارنةً بالأيام الـ30 التي قبلها');
    }
  });

  it('shows and asks for only what the role may see: a recruiter gets applications, no briefs or posts', async () => {
    const requests = serveDashboard();
    renderAt(<DashboardOverview role="recruiter" />);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Job applications']);
    await waitFor(() => expect(cells(chartRows()[8])).toEqual(['3', '3']));
    expect(
      within(screen.getByRole('table', { hidden: true }))
        .getAllByRole('columnheader', { hidden: true })
        .map((th) => th.textContent),
    ).toEqual(['Week of', 'Applications', 'Total']);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/admin/dashboard/careers?new=1',
    ]);
    expect(requests.filter((r) => /\/api\/(blog|briefs|contact)\//.test(r))).toEqual([]);
  });

  it('leaves out the submissions chart for an editor (none are theirs), keeping their posts', async () => {
    const requests = serveDashboard();
    renderAt(<DashboardOverview role="editor" />);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Blog posts']);
    expect(screen.queryByRole('heading', { name: 'Submissions per week' })).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/admin/dashboard/blog?new=1',
    ]);
    expect(requests.filter((r) => !r.startsWith('GET /api/blog/'))).toEqual([]);
  });
});
