import type { ClientBrief, Page } from '@madar/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lead } from '@/components/admin/follow-up/lead-api';
import { serveLead, serveStaff } from '@/components/admin/follow-up/follow-up.test-support';
import i18n from '@/lib/i18n';
import { answer, envelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { BriefsPage } from './briefs-page';

const brief = (id: string, companyName: string): Lead<ClientBrief> => ({
  id,
  companyName,
  industry: 'Logistics',
  contactName: `Contact ${id}`,
  email: `${id}@example.ly`,
  projectType: 'networking',
  description: 'Link three sites',
  goals: 'One inventory',
  status: 'new',
  submittedAt: '2026-11-20T10:30:00Z',
  language: 'en',
});
const page = (items: Lead<ClientBrief>[]): Page<Lead<ClientBrief>> => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
});
const PATH = '/admin/dashboard/client-briefs';

describe('BriefsPage opened by its address', () => {
  it('keeps the brief a staff member opens in the address, and a reload of it opens the same brief', async () => {
    serveStaff();
    answer('GET', '/api/briefs', { status: 200, body: page([brief('b1', 'Sahara Star')]) });
    serveLead('/briefs', brief('b1', 'Sahara Star'));
    const user = userEvent.setup();
    const { router, unmount } = renderAt(<BriefsPage />, PATH);

    await user.click(await screen.findByRole('button', { name: 'View the brief of Sahara Star' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Sahara Star');
    expect(router.state.location.search).toBe('?open=b1');
    unmount();

    const again = renderAt(<BriefsPage />, `${PATH}?open=b1`);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Sahara Star');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(again.router.state.location.search).toBe('');
  });

  it('opens a brief that is not on the page on screen, read by its id', async () => {
    serveStaff();
    answer('GET', '/api/briefs', { status: 200, body: page([brief('b1', 'Sahara Star')]) });
    const reads = serveLead('/briefs', brief('b9', 'Oasis Bank'));
    renderAt(<BriefsPage />, `${PATH}?open=b9`);

    expect(await screen.findByRole('dialog')).toHaveTextContent('Oasis Bank');
    expect(reads.length).toBeGreaterThan(0);
    expect(screen.getByText('Sahara Star')).toBeInTheDocument();
  });

  it.each([
    ['en', 'This record no longer exists'],
    ['ar', 'هذا السجل لم يعد موجودًا'],
  ])('shows the list with a short notice (%s) for a brief deleted since', async (lang, notice) => {
    await act(() => i18n.changeLanguage(lang));
    answer('GET', '/api/briefs', { status: 200, body: page([brief('b1', 'Sahara Star')]) });
    answer('GET', '/api/briefs/gone', {
      status: 404,
      body: envelope(404, 'BRIEF.NOT_FOUND', 'Brief not found'),
    });
    const { router } = renderAt(<BriefsPage />, `${PATH}?open=gone`);

    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(screen.getByText('Sahara Star')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
