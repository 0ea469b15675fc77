import type { Job } from '@madar/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { answer, envelope } from '@/testing/api-server';
import { renderRoutes } from '@/testing/render';
import { FALLBACK_JOBS } from '../data/fallback-jobs';
import { CareersApply } from './careers-apply';
import { JobDetailPage } from './job-detail-page';

// The page's address is the slug, not the id (a created job's id is a UUID).
const job = (slug: string, en: string, ar: string, closesAt: string | null = null): Job => ({
  ...(FALLBACK_JOBS[0] as Job),
  id: `0f4a5ac8-${slug}`,
  slug,
  title: { en, ar },
  closesAt,
});
const open = job('network-engineer', 'Network Engineer', 'مهندس شبكات', '2099-06-30');
const closed = job('radio-planner', 'Radio Planner', 'مخطط راديو', '2020-01-31');

function renderCareers() {
  return renderRoutes(
    [
      { path: '/careers', element: <CareersApply /> },
      { path: '/careers/:jobId', element: <JobDetailPage jobId="network-engineer" /> },
    ],
    '/careers',
  );
}

describe('the openings on /careers', () => {
  // jsdom has no scrollIntoView; opening a job's details scrolls to the form.
  const originalScrollIntoView = Element.prototype.scrollIntoView;
  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });
  afterEach(() => {
    Element.prototype.scrollIntoView = originalScrollIntoView;
  });

  it("link each opening's title to its own page, keeping the details toggle", async () => {
    answer('GET', '/api/jobs', { status: 200, body: [open, closed] });
    answer('GET', '/api/jobs/:id', { status: 200, body: open });
    const { router } = renderCareers();

    const card = await screen.findByRole('article', { name: 'Network Engineer' });
    expect(within(card).getByRole('button', { name: 'View details' })).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: 'Network Engineer' });
    expect(link).toHaveAttribute('href', '/careers/network-engineer');

    fireEvent.click(link);

    expect(await screen.findByRole('heading', { level: 1, name: 'Network Engineer' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/careers/network-engineer');
  });

  it('shows the closing date, marks a closed opening and does not offer it in the form', async () => {
    answer('GET', '/api/jobs', { status: 200, body: [open, closed] });
    renderCareers();

    const openCard = await screen.findByRole('article', { name: 'Network Engineer' });
    expect(within(openCard).getByText('Apply by 30 June 2099')).toBeInTheDocument();
    const closedCard = screen.getByRole('article', { name: 'Radio Planner' });
    expect(within(closedCard).getByText('Applications closed')).toBeInTheDocument();

    fireEvent.click(within(closedCard).getByRole('button', { name: 'View details' }));
    expect(
      within(closedCard).getByText('Applications for this position closed on 31 January 2020.'),
    ).toBeVisible();
    expect(screen.getByLabelText(/Position/)).toHaveValue('');

    await act(() => i18n.changeLanguage('ar'));
    expect(within(openCard).getByText('آخر موعد للتقديم 30 يونيو 2099')).toBeInTheDocument();
    expect(within(closedCard).getByText('انتهى التقديم')).toBeInTheDocument();
  });

  it('gives the built-in samples, shown when the list fails, no link to a page that does not exist', async () => {
    answer('GET', '/api/jobs', { status: 503, body: envelope(503, 'STORAGE.UNAVAILABLE', 'down') });
    renderCareers();

    const sample = await screen.findByRole('article', { name: FALLBACK_JOBS[0]!.title.en });
    expect(within(sample).queryByRole('link')).not.toBeInTheDocument();
  });
});
