import type { ContactMessage } from '@madar/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '@/testing/render';
import { MessagesPage } from './messages-page';

const message = (id: string, name: string): ContactMessage => ({
  id,
  name,
  email: `${id}@example.ly`,
  subject: `Subject ${id}`,
  message: `Body of ${id}`,
  receivedAt: '2026-11-20T10:30:00Z',
});

/** The inquiries service: 23 messages in all, pages of the list by query, the newsletter count. */
function serveMessages() {
  const mock = jest.fn((url: string) => {
    const parsed = new URL(url, 'http://localhost');
    if (parsed.pathname === '/api/newsletter/count') return Promise.resolve(Response.json({ total: 7 }));
    if (parsed.pathname !== '/api/contact') return Promise.resolve(new Response(null, { status: 404 }));
    const page = Number(parsed.searchParams.get('page'));
    const pageSize = Number(parsed.searchParams.get('pageSize'));
    const items = parsed.searchParams.get('search')
      ? [message('m9', 'Huda')]
      : [message(`m${page}`, `Sender ${page}`)].slice(0, pageSize);
    const total = parsed.searchParams.get('search') ? 1 : 23;
    return Promise.resolve(Response.json({ items, total, page, pageSize }));
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

describe('MessagesPage', () => {
  it('counts every message, lists one page, and searches on the server', async () => {
    const mock = serveMessages();
    renderAt(<MessagesPage />);
    expect(await screen.findByText('Sender 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('message-count')).toHaveTextContent('23'));
    expect(screen.getByTestId('newsletter-count')).toHaveTextContent('7');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(mock).toHaveBeenCalledWith(
      '/api/contact?page=1&pageSize=20&sort=receivedAt%3Adesc',
      expect.anything(),
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search messages' }), {
      target: { value: 'huda' },
    });
    expect(await screen.findByText('Huda')).toBeInTheDocument();
    expect(mock).toHaveBeenLastCalledWith(
      '/api/contact?page=1&pageSize=20&search=huda&sort=receivedAt%3Adesc',
      expect.anything(),
    );
    // The total in the summary stays the whole count, not the matches.
    expect(screen.getByTestId('message-count')).toHaveTextContent('23');
    expect(screen.getByRole('status')).toHaveTextContent('1 result');

    fireEvent.click(screen.getByRole('button', { name: 'Read the message from Huda' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Subject m9' })).getByText('Body of m9'),
    ).toBeInTheDocument();
  });
});
