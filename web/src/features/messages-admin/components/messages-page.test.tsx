import type { ContactMessage } from '@madar/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS } from '@/components/admin/use-admin-list';
import i18n from '@/lib/i18n';
import { serveLead, serveStaff } from '@/components/admin/follow-up/follow-up.test-support';
import { answer, answerBy } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { MessagesPage } from './messages-page';

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

/** The inquiries service: 23 messages in all, pages of the list by query, the newsletter count. */
function serveMessages() {
  answer('GET', '/api/newsletter/count', { status: 200, body: { total: 7 } });
  return answerBy('GET', '/api/contact', ({ query }) => {
    const page = Number(query.get('page'));
    const pageSize = Number(query.get('pageSize'));
    const items = query.get('search')
      ? [message('m9', 'Huda')]
      : [message(`m${page}`, `Sender ${page}`)].slice(0, pageSize);
    const total = query.get('search') ? 1 : 23;
    return { status: 200, body: { items, total, page, pageSize } };
  });
}

describe('MessagesPage', () => {
  it('counts every message, lists one page, and searches on the server', async () => {
    const lists = serveMessages();
    renderAt(<MessagesPage />);
    expect(await screen.findByText('Sender 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('message-count')).toHaveTextContent('23'));
    expect(screen.getByTestId('newsletter-count')).toHaveTextContent('7');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(lists[0]?.url).toBe('/api/contact?page=1&pageSize=20&sort=receivedAt%3Adesc');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search messages' }), {
      target: { value: 'huda' },
    });
    // The search waits for a pause in typing, then the page comes: more than findBy's default second.
    expect(await screen.findByText('Huda', {}, { timeout: SEARCH_DEBOUNCE_MS + 2000 })).toBeInTheDocument();
    expect(lists.at(-1)?.url).toBe('/api/contact?page=1&pageSize=20&search=huda&sort=receivedAt%3Adesc');
    // The total in the summary stays the whole count, not the matches.
    expect(screen.getByTestId('message-count')).toHaveTextContent('23');
    expect(screen.getByRole('status')).toHaveTextContent('1 result');

    serveStaff();
    serveLead('/contact', message('m9', 'Huda'));
    fireEvent.click(screen.getByRole('button', { name: 'Read the message from Huda' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Subject m9' })).getByText('Body of m9'),
    ).toBeInTheDocument();
  });

  it('shows phones and emails left-to-right inside Arabic text, as links, in the table and the message', async () => {
    await act(() => i18n.changeLanguage('ar'));
    answer('GET', '/api/newsletter/count', { status: 200, body: { total: 7 } });
    answer('GET', '/api/contact', {
      status: 200,
      body: {
        items: [{ ...message('m1', 'Huda'), phone: '+218 91 111 2222' }],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    });
    renderAt(<MessagesPage />);
    const ltr = (element: HTMLElement, href: string) => {
      expect(element).toHaveAttribute('dir', 'ltr');
      expect(element).toHaveAttribute('href', href);
    };
    ltr(
      within(await screen.findByRole('table')).getByRole('link', { name: 'm1@example.ly' }),
      'mailto:m1@example.ly',
    );
    serveStaff();
    serveLead('/contact', message('m1', 'Huda'));
    fireEvent.click(screen.getByRole('button', { name: 'قراءة رسالة Huda' }));
    const dialog = screen.getByRole('dialog');
    ltr(within(dialog).getByRole('link', { name: '+218 91 111 2222' }), 'tel:+218911112222');
    ltr(within(dialog).getByRole('link', { name: 'm1@example.ly' }), 'mailto:m1@example.ly');
    // The sender's name and message are typed text: each keeps its own direction.
    expect(within(dialog).getByText('Huda')).toHaveAttribute('dir', 'auto');
  });
});
