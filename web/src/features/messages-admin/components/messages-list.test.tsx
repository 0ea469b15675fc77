import type { ContactMessage, Page } from '@madar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mail, serveLead, serveStaff } from '@/components/admin/follow-up/follow-up.test-support';
import { SaveNoticeProvider } from '@/components/admin/save-notice';
import { answer, answerBy } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { MessagesList } from './messages-list';

const message = (id: string, name: string, change: Partial<ContactMessage> = {}): ContactMessage => ({
  id,
  name,
  email: `${id}@example.ly`,
  subject: `Subject ${id}`,
  message: `Body of ${id}`,
  receivedAt: '2026-11-20T10:30:00Z',
  status: 'new',
  language: 'en',
  ...change,
});
const page = (items: ContactMessage[]): Page<ContactMessage> => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
});
const messages = [
  message('m1', 'Huda', {
    assignee: { id: 'u-me', name: 'Salma Ben Ali', assignedAt: '2026-11-21T09:00:00Z' },
  }),
  message('m2', 'Khaled'),
];

function renderList(path = '/') {
  const user = userEvent.setup();
  renderAt(
    <SaveNoticeProvider>
      <MessagesList />
    </SaveNoticeProvider>,
    path,
  );
  return user;
}

describe('MessagesList', () => {
  it('shows status and assignee per message, and filters by status and "Assigned to me" on the server', async () => {
    const lists = answerBy('GET', '/api/contact', () => ({ status: 200, body: page(messages) }));
    const user = renderList();
    const row = (await screen.findByText('Huda')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Salma Ben Ali')).toBeInTheDocument();
    expect(
      within(screen.getByText('Khaled').closest('tr') as HTMLElement).getByText('Unassigned'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status of the message from Huda' })).toHaveDisplayValue(
      'New',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Assignee' }), 'Assigned to me');
    await waitFor(() => expect(lists.at(-1)?.query.get('assignee')).toBe('me'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Closed');
    await waitFor(() => expect(lists.at(-1)?.query.get('status')).toBe('closed'));
    expect(lists.at(-1)?.query.get('assignee')).toBe('me');
  });

  it('opens a message with its status, follow-up and Delete, which asks first and closes it', async () => {
    const deletes = answer('DELETE', '/api/contact/m2', { status: 204 });
    answerBy('GET', '/api/contact', () => ({
      status: 200,
      body: page(deletes.length ? [messages[0]!] : messages),
    }));
    const patches = answer('PATCH', '/api/contact/m2/status', {
      status: 200,
      body: { ...messages[1], status: 'in-progress' },
    });
    serveStaff();
    serveLead('/contact', messages[1]!, { thread: [mail('x1', { to: 'm2@example.ly' })] });
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'Read the message from Khaled' }));
    const dialog = screen.getByRole('dialog', { name: 'Subject m2' });
    expect(within(dialog).getByText('Body of m2')).toBeInTheDocument();
    expect(await within(dialog).findByText('Confirmation to the sender')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('Re: Subject m2');

    const status = within(dialog).getByRole('combobox', { name: 'Status of the message from Khaled' });
    await user.selectOptions(status, 'In progress');
    await waitFor(() => expect(status).toHaveDisplayValue('In progress'));
    expect(patches.map((request) => request.body)).toEqual([{ status: 'in-progress' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Delete the message from Khaled' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete message' });
    expect(confirm).toHaveTextContent('Delete the message from ⁨Khaled⁩? This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Khaled')).not.toBeInTheDocument());
  });

  it('closes the ticked messages in one request after a confirmation naming how many', async () => {
    answer('GET', '/api/contact', { status: 200, body: page(messages) });
    const bulk = answer('POST', '/api/contact/bulk', { status: 200, body: { updated: 2 } });
    const user = renderList();
    await screen.findByText('Huda');
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'With the selected' }),
      'Set status: Closed',
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Set the status of 2 selected items to “Closed”?',
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Status changed for 2 items.')).toBeInTheDocument();
    expect(bulk.map((request) => request.body)).toEqual([
      { ids: ['m1', 'm2'], action: 'status', status: 'closed' },
    ]);
  });
});
