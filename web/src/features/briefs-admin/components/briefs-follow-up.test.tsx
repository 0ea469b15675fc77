import type { ClientBrief, Page } from '@madar/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lead } from '@/components/admin/follow-up/lead-api';
import { note, serveLead, serveStaff } from '@/components/admin/follow-up/follow-up.test-support';
import { SaveNoticeProvider } from '@/components/admin/save-notice';
import i18n from '@/lib/i18n';
import { answer, answerBy } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { BriefsPage } from './briefs-page';

const brief = (
  id: string,
  companyName: string,
  change: Partial<Lead<ClientBrief>> = {},
): Lead<ClientBrief> => ({
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
  ...change,
});
const page = (items: Lead<ClientBrief>[]): Page<Lead<ClientBrief>> => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
});

const briefs = [
  brief('b1', 'Sahara Star', {
    assignee: { id: 'u-owner', name: 'Omar Owner', assignedAt: '2026-11-21T09:00:00Z' },
  }),
  brief('b2', 'Oasis Bank'),
  brief('b3', 'Green Mountain'),
];

function renderPage(path = '/') {
  const user = userEvent.setup();
  const rendered = renderAt(
    <SaveNoticeProvider>
      <BriefsPage />
    </SaveNoticeProvider>,
    path,
  );
  return { user, ...rendered };
}

describe('BriefsPage follow-up', () => {
  it('shows each brief’s assignee, and "Assigned to me" asks the server for assignee=me', async () => {
    const lists = answerBy('GET', '/api/briefs', ({ query }) => ({
      status: 200,
      body: page(query.get('assignee') === 'me' ? [briefs[0]!] : briefs),
    }));
    const { user, router } = renderPage();
    const row = (await screen.findByText('Sahara Star')).closest('tr') as HTMLElement;
    expect(screen.getByRole('columnheader', { name: 'Assignee' })).toBeInTheDocument();
    expect(within(row).getByText('Omar Owner')).toBeInTheDocument();
    expect(
      within(screen.getByText('Oasis Bank').closest('tr') as HTMLElement).getByText('Unassigned'),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Assignee' }), 'Assigned to me');
    await waitFor(() => expect(lists.at(-1)?.query.get('assignee')).toBe('me'));
    expect(router.state.location.search).toBe('?assignee=me');
    await waitFor(() => expect(screen.queryByText('Oasis Bank')).not.toBeInTheDocument());
  });

  it('sets one status for the ticked briefs after one confirmation naming how many, then says the count', async () => {
    const lists = answer('GET', '/api/briefs', { status: 200, body: page(briefs) });
    const bulk = answer('POST', '/api/briefs/bulk', { status: 200, body: { updated: 2 } });
    const { user } = renderPage();
    await screen.findByText('Sahara Star');
    await user.click(screen.getByRole('checkbox', { name: 'Select Sahara Star' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Green Mountain' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'With the selected' }),
      'Set status: Completed',
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Change the status' });
    expect(dialog).toHaveTextContent('Set the status of 2 selected items to “Completed”?');
    expect(bulk).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Status changed for 2 items.')).toBeInTheDocument();
    expect(bulk.map((request) => request.body)).toEqual([
      { ids: ['b1', 'b3'], action: 'status', status: 'completed' },
    ]);
    // The selection is cleared and the page asked again, so every row shows its new status.
    expect(screen.queryByText('2 selected')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Sahara Star' })).not.toBeChecked();
    await waitFor(() => expect(lists).toHaveLength(2));
    expect(screen.getByRole('checkbox', { name: 'Select every row on this page' })).toHaveFocus();
  });

  it('deletes every ticked brief of the page after a confirmation; Cancel sends nothing', async () => {
    const bulk = answer('POST', '/api/briefs/bulk', { status: 200, body: { deleted: 3 } });
    answerBy('GET', '/api/briefs', () => ({ status: 200, body: page(bulk.length > 0 ? [] : briefs) }));
    const { user } = renderPage();
    await screen.findByText('Sahara Star');
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'With the selected' }), 'Delete');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(bulk).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the selected' });
    expect(dialog).toHaveTextContent('Delete 3 selected items? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('3 items deleted.')).toBeInTheDocument();
    expect(bulk.map((request) => request.body)).toEqual([{ ids: ['b1', 'b2', 'b3'], action: 'delete' }]);
    expect(await screen.findByText('No client briefs found.')).toBeInTheDocument();
  });

  it('opens a brief with its notes, and assigning it there updates its row', async () => {
    answer('GET', '/api/briefs', { status: 200, body: page(briefs) });
    serveStaff();
    serveLead('/briefs', briefs[1]!, { notes: [note('n1', 'Asked for the site plans')] });
    answer('PATCH', '/api/briefs/b2/assignee', {
      status: 200,
      body: {
        ...briefs[1],
        assignee: { id: 'u-me', name: 'Salma Ben Ali', assignedAt: '2026-11-22T09:00:00Z' },
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'View the brief of Oasis Bank' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Asked for the site plans')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('Re: your project brief');
    await user.click(within(dialog).getByRole('button', { name: 'Assign to me' }));
    await user.keyboard('{Escape}');
    const row = screen.getByText('Oasis Bank').closest('tr') as HTMLElement;
    expect(await within(row).findByText('Salma Ben Ali')).toBeInTheDocument();
  });

  it('in Arabic, the bulk bar and the filter speak Arabic and the page reads right to left', async () => {
    await act(() => i18n.changeLanguage('ar'));
    answer('GET', '/api/briefs', { status: 200, body: page(briefs) });
    const { user } = renderPage();
    await screen.findByText('Sahara Star');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('combobox', { name: 'المسؤول' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'تحديد Oasis Bank' }));
    expect(screen.getByText('المحدد: 1')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'الإجراء على المحدد' })).toBeInTheDocument();
  });
});
