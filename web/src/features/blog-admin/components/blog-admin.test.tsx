import type { BlogPost } from '@madar/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '@/testing/render';
import { BlogAdmin } from './blog-admin';

const post: BlogPost = {
  id: 'p1',
  title: { en: 'Cloud in Libya', ar: 'السحابة في ليبيا' },
  slug: 'cloud-in-libya',
  category: 'cloud',
  author: 'Huda',
  authorTitle: { en: 'Engineer', ar: 'مهندسة' },
  authorImage: '/images/placeholders/avatar.svg',
  date: '2026-11-01T00:00:00.000Z',
  image: '/images/placeholders/blog.svg',
  excerpt: { en: 'Short', ar: 'مختصر' },
  content: { en: '<p>Body</p>', ar: '<p>المحتوى</p>' },
  tags: ['Cloud'],
  published: false,
  publishedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const categories = [
  { id: 'all', label: { en: 'All', ar: 'الكل' } },
  { id: 'cloud', label: { en: 'Cloud', ar: 'السحابة' } },
];

function routeFetch(posts: unknown, write?: (url: string, init: RequestInit) => Response) {
  const mock = jest.fn((url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET' && write) return Promise.resolve(write(url, init ?? {}));
    if (url === '/api/blog/categories') return Promise.resolve(Response.json(categories));
    if (url.startsWith('/api/blog/posts?')) {
      if (posts instanceof Response) return Promise.resolve(posts);
      const items = posts as BlogPost[];
      return Promise.resolve(Response.json({ items, total: items.length, page: 1, pageSize: 20 }));
    }
    return Promise.resolve(new Response(null, { status: 404 }));
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

describe('BlogAdmin', () => {
  it('shows 3 skeleton rows, then the posts with the title in the current language', async () => {
    routeFetch([post]);
    renderAt(<BlogAdmin />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(3);
    const row = (await screen.findByText('Cloud in Libya')).closest('tr')!;
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Cloud')).toBeInTheDocument());
  });

  it('asks the server for drafts and published posts alike, and filters and sorts there', async () => {
    const mock = routeFetch([post]);
    const { router } = renderAt(<BlogAdmin />, '/admin/dashboard/blog');
    await screen.findByText('Cloud in Libya');
    expect(mock).toHaveBeenCalledWith(
      '/api/blog/posts?page=1&pageSize=20&status=all&sort=date%3Adesc',
      expect.anything(),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'draft' } });
    await waitFor(() =>
      expect(mock).toHaveBeenLastCalledWith(
        '/api/blog/posts?page=1&pageSize=20&status=draft&sort=date%3Adesc',
        expect.anything(),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Date' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=draft&sort=date%3Aasc'));
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('shows the empty and the error message', async () => {
    routeFetch([]);
    const { unmount } = renderAt(<BlogAdmin />);
    expect(await screen.findByText('No blog posts found.')).toBeInTheDocument();
    unmount();
    routeFetch(new Response(null, { status: 500 }));
    renderAt(<BlogAdmin />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load blog posts. Please try again later.',
    );
  });

  it('asks before deleting a post, then sends DELETE', async () => {
    const mock = routeFetch([post], () => new Response(null, { status: 204 }));
    renderAt(<BlogAdmin />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Cloud in Libya' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Are you sure you want to delete this post?');
    expect(mock).not.toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ method: 'DELETE' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(mock).toHaveBeenCalledWith('/api/blog/posts/p1', expect.objectContaining({ method: 'DELETE' })),
    );
  });

  it('suggests the slug from the English title, validates, and shows a taken slug on the slug field', async () => {
    const mock = routeFetch([], () =>
      Response.json(
        { statusCode: 409, code: 'POST.SLUG_TAKEN', message: 'Slug taken', error: 'Conflict' },
        { status: 409 },
      ),
    );
    renderAt(<BlogAdmin />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add post' }));
    const english = screen.getByRole('group', { name: 'English' });
    const arabic = screen.getByRole('group', { name: 'Arabic' });
    fireEvent.change(within(english).getByLabelText('Title'), { target: { value: 'Cloud in Libya!' } });
    expect(screen.getByLabelText('Slug')).toHaveValue('cloud-in-libya');
    expect(within(arabic).getByLabelText('Title')).toHaveAttribute('dir', 'rtl');
    expect(within(arabic).getByLabelText('Title')).toHaveAttribute('lang', 'ar');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(within(arabic).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(mock).not.toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ method: 'POST' }));

    for (const [group, values] of [
      [english, ['Engineer', 'Short', '<p>Body</p>']],
      [arabic, ['السحابة', 'مهندسة', 'مختصر', '<p>المحتوى</p>']],
    ] as const) {
      const labels =
        group === english
          ? ['Author title', 'Excerpt', 'Content (HTML)']
          : ['Title', 'Author title', 'Excerpt', 'Content (HTML)'];
      labels.forEach((label, index) =>
        fireEvent.change(within(group).getByLabelText(label), { target: { value: values[index] } }),
      );
    }
    await waitFor(() => expect(screen.getByRole('option', { name: 'Cloud' })).toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'cloud' } });
    fireEvent.change(screen.getByLabelText('Author'), { target: { value: 'Huda' } });
    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: 'Cloud, Tripoli' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Another post already uses this slug.')).toBeInTheDocument();
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true');
    const postCall = mock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(postCall?.[0]).toBe('/api/blog/posts');
    expect(JSON.parse(postCall?.[1]?.body as string)).toMatchObject({
      title: { en: 'Cloud in Libya!', ar: 'السحابة' },
      slug: 'cloud-in-libya',
      tags: ['Cloud', 'Tripoli'],
      published: false,
    });
  });
});
