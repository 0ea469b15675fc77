import type { ContactMessage, Page } from '@madar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveLead, serveStaff } from '@/components/admin/follow-up/follow-up.test-support';
import { answer, envelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { MessagesList } from './messages-list';

const message = (id: string, name: string): ContactMessage => ({
  id,
  name,
  email: `${id}@example.ly`,
  subject: `Subject ${id}`,
  message: `Body of ${id}`,
  receivedAt: '2026-11-20T10:30:00Z',
  status: 'new',
  language: 'en',
});
const page = (items: ContactMessage[]): Page<ContactMessage> => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
});
const PATH = '/admin/dashboard/messages';

describe('MessagesList opened by its address', () => {
  it('opens the message named by ?open=, though not on the page, and closing it drops it', async () => {
    serveStaff();
    answer('GET', '/api/contact', { status: 200, body: page([message('m1', 'Huda')]) });
    serveLead('/contact', message('m9', 'Khaled'));
    serveLead('/contact', message('m1', 'Huda'));
    const user = userEvent.setup();
    const { router } = renderAt(<MessagesList />, `${PATH}?open=m9`);

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Subject m9');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));

    await user.click(screen.getByRole('button', { name: 'Read the message from Huda' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Subject m1');
    expect(router.state.location.search).toBe('?open=m1');
  });

  it('shows the messages with a notice for a message deleted since', async () => {
    answer('GET', '/api/contact', { status: 200, body: page([message('m1', 'Huda')]) });
    answer('GET', '/api/contact/gone', {
      status: 404,
      body: envelope(404, 'CONTACT.NOT_FOUND', 'Message not found'),
    });
    const { router } = renderAt(<MessagesList />, `${PATH}?open=gone`);

    expect(await screen.findByText('This record no longer exists')).toBeInTheDocument();
    expect(screen.getByText('Huda')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
