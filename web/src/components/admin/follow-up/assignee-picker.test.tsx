import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, envelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { SaveNoticeProvider } from '../save-notice';
import { ME, serveLead, serveStaff } from './follow-up.test-support';
import { AssigneePicker } from './assignee-picker';
import type { FollowUpKind } from './lead-api';

const lead = { id: 'a1', name: 'Sami', email: 'sami@example.ly', language: 'en' as const };
const assigned = (id: string, name: string) => ({
  ...lead,
  assignee: { id, name, assignedAt: '2026-11-21T09:00:00Z' },
});

function renderPicker(kind: FollowUpKind, path: string, onAssigned = jest.fn()) {
  renderAt(
    <SaveNoticeProvider>
      <AssigneePicker kind={kind} id="a1" onAssigned={onAssigned} />
    </SaveNoticeProvider>,
  );
  return { user: userEvent.setup(), onAssigned, path };
}

describe('AssigneePicker', () => {
  it('offers only the people whose role may see the kind, and Unassigned', async () => {
    serveStaff({ ...ME, role: 'owner', id: 'u-owner', name: 'Omar Owner' });
    serveLead('/applications', lead);
    renderPicker('application', '/applications');
    const select = await screen.findByRole('combobox', { name: 'Assigned to' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Unassigned', 'Omar Owner (you)', 'Rania Recruiter']);
    expect(select).toHaveDisplayValue('Unassigned');
  });

  it('stores the chosen person’s id, shows the name and says Saved; "Assign to me" sends mine', async () => {
    serveStaff();
    serveLead('/briefs', lead);
    const patches = answer(
      'PATCH',
      '/api/briefs/a1/assignee',
      { status: 200, body: assigned('u-owner', 'Omar Owner') },
      { status: 200, body: assigned('u-me', 'Salma Ben Ali') },
    );
    const { user, onAssigned } = renderPicker('brief', '/briefs');
    const select = await screen.findByRole('combobox', { name: 'Assigned to' });
    await screen.findByRole('option', { name: 'Omar Owner' });
    // A recruiter or an editor may not see briefs: not offered.
    expect(screen.queryByRole('option', { name: 'Rania Recruiter' })).not.toBeInTheDocument();
    await user.selectOptions(select, 'Omar Owner');
    await waitFor(() => expect(select).toHaveDisplayValue('Omar Owner'));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(onAssigned).toHaveBeenLastCalledWith(
      expect.objectContaining({ assignee: expect.objectContaining({ name: 'Omar Owner' }) }),
    );

    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(select).toHaveDisplayValue('Salma Ben Ali (you)'));
    expect(patches.map((request) => request.body)).toEqual([
      { assigneeId: 'u-owner' },
      { assigneeId: 'u-me' },
    ]);
    // The shortcut is gone once it is done; focus is on the choice, not lost.
    expect(screen.queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
    expect(select).toHaveFocus();
  });

  it('unassigns with null, and shows a refused assignee in words', async () => {
    serveStaff();
    serveLead('/briefs', assigned('u-owner', 'Omar Owner'));
    const patches = answer(
      'PATCH',
      '/api/briefs/a1/assignee',
      { status: 400, body: envelope(400, 'LEAD.ASSIGNEE_INVALID', 'The assignee may not see briefs') },
      { status: 200, body: lead },
    );
    const { user } = renderPicker('brief', '/briefs');
    const select = await screen.findByRole('combobox', { name: 'Assigned to' });
    await waitFor(() => expect(select).toHaveDisplayValue('Omar Owner'));
    await user.selectOptions(select, 'هدى المبيعات');
    expect(
      await screen.findByText('This person can no longer be given this record. Choose someone else.'),
    ).toBeInTheDocument();
    expect(select).toHaveDisplayValue('Omar Owner');
    expect(select).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(select, 'Unassigned');
    await waitFor(() => expect(select).toHaveDisplayValue('Unassigned'));
    expect(patches.map((request) => request.body)).toEqual([{ assigneeId: 'u-ar' }, { assigneeId: null }]);
  });
});
