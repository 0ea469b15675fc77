import type { BlogPost } from '@madar/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, answerBy, envelope } from '@/testing/api-server';
import { SaveNoticeProvider } from '@/components/admin/save-notice';
import { renderAt } from '@/testing/render';
import { BlogAdmin } from './blog-admin';

const post: BlogPost = {
  id: 'p1',
  title: { en: 'Cloud in Libya', ar: 'السحابة في ليبيا' },
  slug: 'cloud-in-libya',
  category: 'cloud',
  author: { en: 'Huda', ar: 'هدى' },
  authorTitle: { en: 'Engineer', ar: 'مهندسة' },
  authorImage: '/images/placeholders/avatar.svg',
  date: '2026-11-01T00:00:00.000Z',
  image: '/images/placeholders/blog.svg',
  excerpt: { en: 'Short', ar: 'مختصر' },
  content: { en: '<p>Body</p>', ar: '<p>المحتوى</p>' },
  tags: [{ en: 'Cloud', ar: 'السحابة' }],
  published: false,
  publishedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const categories = [
  { id: 'all', label: { en: 'All', ar: 'الكل' } },
  { id: 'cloud', label: { en: 'Cloud', ar: 'السحابة' } },
];

/** The categories and one page holding `posts`; returns the list requests. */
function serveBlog(posts: BlogPost[]) {
  answer('GET', '/api/blog/categories', { status: 200, body: categories });
  return answer('GET', '/api/blog/posts', {
    status: 200,
    body: { items: posts, total: posts.length, page: 1, pageSize: 20 },
  });
}

describe('BlogAdmin', () => {
  it('shows 3 skeleton rows, then the posts with the title in the current language', async () => {
    serveBlog([post]);
    renderAt(<BlogAdmin />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(3);
    const row = (await screen.findByText('Cloud in Libya')).closest('tr')!;
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Cloud')).toBeInTheDocument());
  });

  it('asks the server for drafts and published posts alike, and filters and sorts there', async () => {
    const lists = serveBlog([post]);
    const { router } = renderAt(<BlogAdmin />, '/admin/dashboard/blog');
    await screen.findByText('Cloud in Libya');
    expect(lists[0]?.url).toBe('/api/blog/posts?page=1&pageSize=20&status=all&sort=date%3Adesc');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'draft' } });
    await waitFor(() =>
      expect(lists.at(-1)?.url).toBe('/api/blog/posts?page=1&pageSize=20&status=draft&sort=date%3Adesc'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Date' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=draft&sort=date%3Aasc'));
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('shows the empty and the error message', async () => {
    serveBlog([]);
    const { unmount } = renderAt(<BlogAdmin />);
    expect(await screen.findByText('No blog posts found.')).toBeInTheDocument();
    unmount();
    answer('GET', '/api/blog/posts', { status: 500 });
    renderAt(<BlogAdmin />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load blog posts. Please try again later.',
    );
  });

  it('asks before deleting a post, naming it, then sends DELETE', async () => {
    serveBlog([post]);
    const deletes = answer('DELETE', '/api/blog/posts/p1', { status: 204 });
    renderAt(<BlogAdmin />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Cloud in Libya' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete post' })).toHaveAccessibleDescription(
      'Are you sure you want to delete the post “\u2068Cloud in Libya\u2069”?',
    );
    expect(deletes).toHaveLength(0);
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toHaveLength(1));
  });

  it('opens the editor on a new post from its address (the dashboard shortcut), then drops the parameter', async () => {
    serveBlog([post]);
    const { router } = renderAt(<BlogAdmin />, '/admin/dashboard/blog?new=1');
    expect(await screen.findByRole('form', { name: 'New blog post' })).toBeInTheDocument();
    // Back and a reload then show the list, as after opening the editor with Add post.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Add post' })).toBeInTheDocument();
  });

  it('asks before Back leaves a half-written post for another view of the list, then closes the editor', async () => {
    serveBlog([post]);
    const { router } = renderAt(<BlogAdmin />, '/admin/dashboard/blog?status=draft');
    await act(() => router.navigate('/admin/dashboard/blog'));
    fireEvent.click(await screen.findByRole('button', { name: 'Add post' }));
    const english = screen.getByRole('group', { name: 'English' });
    fireEvent.change(within(english).getByLabelText('Title'), { target: { value: 'Fibre' } });

    await act(() => router.navigate(-1));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('button', { name: 'Add post' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New blog post' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=draft');
  });

  it('after a deletion, focus moves to the Delete button of the row taking its place, else the one before', async () => {
    const second = { ...post, id: 'p2', title: { en: 'Fibre in Benghazi', ar: 'الألياف في بنغازي' } };
    const third = { ...post, id: 'p3', title: { en: '5G in Misrata', ar: 'الجيل الخامس في مصراتة' } };
    let posts = [post, second, third];
    answer('GET', '/api/blog/categories', { status: 200, body: categories });
    answerBy('GET', '/api/blog/posts', () => ({
      status: 200,
      body: { items: posts, total: posts.length, page: 1, pageSize: 20 },
    }));
    answerBy('DELETE', '/api/blog/posts/:id', ({ url }) => {
      posts = posts.filter((item) => !url.endsWith(`/${item.id}`));
      return { status: 204 };
    });
    renderAt(
      <SaveNoticeProvider>
        <BlogAdmin />
      </SaveNoticeProvider>,
    );
    const remove = async (title: string) => {
      fireEvent.click(await screen.findByRole('button', { name: `Delete: ${title}` }));
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByText(title)).not.toBeInTheDocument());
    };
    await remove('Cloud in Libya');
    expect(screen.getByText('Deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete: Fibre in Benghazi' })).toHaveFocus(),
    );
    await remove('5G in Misrata');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete: Fibre in Benghazi' })).toHaveFocus(),
    );
  });

  it('suggests the slug from the English title, validates, and shows a taken slug on the slug field', async () => {
    serveBlog([]);
    const creates = answer('POST', '/api/blog/posts', {
      status: 409,
      body: envelope(409, 'POST.SLUG_TAKEN', 'Slug taken'),
    });
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
    expect(creates).toHaveLength(0);

    for (const [group, values] of [
      [english, ['Huda Al-Sharif', 'Engineer', 'Short', '<p>Body</p>']],
      [arabic, ['السحابة', 'هدى الشريف', 'مهندسة', 'مختصر', '<p>المحتوى</p>']],
    ] as const) {
      const labels =
        group === english
          ? ['Author', 'Author title', 'Excerpt', 'Content (HTML)']
          : ['Title', 'Author', 'Author title', 'Excerpt', 'Content (HTML)'];
      // The body typed as HTML, through the field's source view.
      fireEvent.click(within(group).getByRole('button', { name: 'Edit as HTML' }));
      labels.forEach((label, index) =>
        fireEvent.change(within(group).getByLabelText(label), { target: { value: values[index] } }),
      );
    }
    await waitFor(() => expect(screen.getByRole('option', { name: 'Cloud' })).toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'cloud' } });
    fireEvent.change(within(english).getByLabelText('Tags'), { target: { value: 'Cloud, Tripoli' } });
    fireEvent.change(within(arabic).getByLabelText('Tags'), { target: { value: 'السحابة، طرابلس' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Another post already uses this slug.')).toBeInTheDocument();
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true');
    expect(creates).toHaveLength(1);
    expect(creates[0]?.body).toMatchObject({
      title: { en: 'Cloud in Libya!', ar: 'السحابة' },
      author: { en: 'Huda Al-Sharif', ar: 'هدى الشريف' },
      slug: 'cloud-in-libya',
      tags: [
        { en: 'Cloud', ar: 'السحابة' },
        { en: 'Tripoli', ar: 'طرابلس' },
      ],
      published: false,
    });
  });
});
