import type { NewsletterSubscription, Page } from '@madar/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { answer, answerBy, type Reply } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { MessagesPage } from './messages-page';

const subscriber = (n: number, status: NewsletterSubscription['status']): NewsletterSubscription => ({
  id: `s${n}`,
  email: `reader${n}@example.ly`,
  status,
  language: n % 2 ? 'ar' : 'en',
  subscribedAt: '2026-11-20T10:30:00Z',
});
const subscribers = [subscriber(1, 'pending'), subscriber(2, 'confirmed'), subscriber(3, 'unsubscribed')];
const page = (items: NewsletterSubscription[]): Page<NewsletterSubscription> => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
});
const ok = (body: unknown): Reply => ({ status: 200, body });

/** The inquiries service behind the messages screen: contact messages, the count, the subscribers. */
function serve(list: (query: URLSearchParams) => Reply = () => ok(page(subscribers))) {
  answer('GET', '/api/newsletter/count', ok({ total: 1 }));
  answer('GET', '/api/contact', ok({ items: [], total: 0, page: 1, pageSize: 20 }));
  return answerBy('GET', '/api/newsletter/subscribers', ({ query }) => list(query));
}

describe('the messages screen’s subscribers tab', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('opens on the messages, and the tab lists the subscribers with their state, starting its list afresh', async () => {
    const lists = serve();
    const { router } = renderAt(<MessagesPage />, '/?search=huda&page=2');
    const tab = screen.getByRole('tab', { name: 'Newsletter subscribers' });
    expect(screen.getByRole('tab', { name: 'Contact messages' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(tab);

    const row = (await screen.findByRole('link', { name: 'reader1@example.ly' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Awaiting confirmation')).toBeInTheDocument();
    expect(within(row).getByText('Arabic')).toBeInTheDocument();
    const state = (email: string) =>
      within(screen.getByRole('link', { name: email }).closest('tr') as HTMLElement).getAllByRole('cell')[1];
    expect(state('reader2@example.ly')).toHaveTextContent('Confirmed');
    expect(state('reader3@example.ly')).toHaveTextContent('Unsubscribed');
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=subscribers');
    expect(lists[0]?.url).toBe('/api/newsletter/subscribers?page=1&pageSize=20&sort=subscribedAt%3Adesc');
  });

  it('filters by status on the server', async () => {
    const lists = serve((query) =>
      ok(page(subscribers.filter((s) => !query.get('status') || s.status === query.get('status')))),
    );
    renderAt(<MessagesPage />, '/?tab=subscribers');
    await screen.findByRole('link', { name: 'reader2@example.ly' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'confirmed' } });
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'reader1@example.ly' })).not.toBeInTheDocument(),
    );
    expect(lists.at(-1)?.query.get('status')).toBe('confirmed');
  });

  it('asks before deleting, naming the address: cancel keeps it, confirm deletes it', async () => {
    const deletes = answer('DELETE', '/api/newsletter/subscribers/s2', { status: 204 });
    serve(() => ok(page(deletes.length > 0 ? subscribers.filter((s) => s.id !== 's2') : subscribers)));
    const user = userEvent.setup();
    renderAt(<MessagesPage />, '/?tab=subscribers');
    await user.click(await screen.findByRole('button', { name: 'Delete reader2@example.ly' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Delete \u2068reader2@example.ly\u2069 from the newsletter list? This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete reader2@example.ly' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete subscriber' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'reader2@example.ly' })).not.toBeInTheDocument(),
    );
    expect(deletes).toHaveLength(1);
  });

  it('shows the tab in Arabic and exports the view in Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    serve();
    const exports = answer('GET', '/api/newsletter/subscribers/export', {
      status: 200,
      raw: '\uFEFFالبريد الإلكتروني\r\n',
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="newsletter-subscribers.csv"',
      },
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:subscribers'), revokeObjectURL: jest.fn() });
    let downloadStarted = () => undefined as void;
    const downloaded = new Promise<void>((resolve) => (downloadStarted = resolve));
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => downloadStarted());
    try {
      renderAt(<MessagesPage />, '/?tab=subscribers&status=pending');
      expect(screen.getByRole('tab', { name: 'مشتركو النشرة الإخبارية' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(
        await screen.findByRole('heading', { level: 2, name: 'مشتركو النشرة الإخبارية' }),
      ).toBeInTheDocument();
      expect(await screen.findAllByText('بانتظار التأكيد')).not.toHaveLength(0);
      fireEvent.click(screen.getByRole('button', { name: 'تصدير CSV' }));
      await act(() => downloaded);
      expect(exports.map((r) => r.url)).toEqual([
        '/api/newsletter/subscribers/export?status=pending&sort=subscribedAt%3Adesc&lang=ar',
      ]);
    } finally {
      click.mockRestore();
    }
  });
});
