import type { BlogPost } from '@madar/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { answer, answerBy } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { BlogAdmin } from './blog-admin';

const post = (id: string, en: string): BlogPost => ({
  id,
  title: { en, ar: `${en} (ar)` },
  slug: id,
  category: 'cloud',
  author: { en: 'Huda', ar: 'هدى' },
  authorTitle: { en: 'Engineer', ar: 'مهندسة' },
  authorImage: '/images/placeholders/avatar.svg',
  date: '2026-11-01T00:00:00.000Z',
  image: '/images/placeholders/blog.svg',
  excerpt: { en: 'Short', ar: 'مختصر' },
  content: { en: '<p>Body</p>', ar: '<p>المحتوى</p>' },
  tags: [],
  published: false,
  publishedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});
const page = (items: BlogPost[]) => ({ items, total: items.length, page: 1, pageSize: 20 });
const PATH = '/admin/dashboard/blog';

/** The page on screen holds p1; the most recently changed posts hold p9 as well. */
function serveBlog() {
  answer('GET', '/api/blog/categories', {
    status: 200,
    body: [{ id: 'cloud', label: { en: 'Cloud', ar: 'السحابة' } }],
  });
  return answerBy('GET', '/api/blog/posts', ({ query }) => ({
    status: 200,
    body: page(
      query.get('sort') === 'updatedAt:desc'
        ? [post('p9', 'Fibre in Misrata'), post('p1', 'Cloud in Libya')]
        : [post('p1', 'Cloud in Libya')],
    ),
  }));
}

describe('BlogAdmin opened by its address', () => {
  it('keeps the post being edited in the address, and opens one not on the page by it', async () => {
    serveBlog();
    const user = userEvent.setup();
    const { router, unmount } = renderAt(<BlogAdmin />, PATH);
    await user.click(await screen.findByRole('button', { name: 'Edit: Cloud in Libya' }));
    expect(await screen.findByDisplayValue('Cloud in Libya')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?open=p1');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    unmount();

    renderAt(<BlogAdmin />, `${PATH}?open=p9`);
    expect(await screen.findByRole('heading', { name: 'Edit blog post' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('Fibre in Misrata')).toBeInTheDocument();
  });

  it('shows the posts with a notice, in Arabic too, for a post deleted since', async () => {
    await act(() => i18n.changeLanguage('ar'));
    serveBlog();
    const { router } = renderAt(<BlogAdmin />, `${PATH}?open=gone`);

    expect(await screen.findByText('هذا السجل لم يعد موجودًا')).toBeInTheDocument();
    expect(screen.getByText('Cloud in Libya (ar)')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
