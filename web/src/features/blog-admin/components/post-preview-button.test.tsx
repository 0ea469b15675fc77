import type { BlogPost, PostPreviewLink } from '@madar/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, validationEnvelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { PostEditor } from './post-editor';

const post: BlogPost = {
  id: '6f1c7d0e-0000-4000-8000-000000000001',
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
const link: PostPreviewLink = {
  token: 'tok',
  expiresAt: '2026-11-26T09:00:00.000Z',
  urls: { en: '/blog/cloud-in-libya?preview=tok', ar: '/ar/blog/cloud-in-libya?preview=tok' },
};

/** A blank tab as window.open gives it, to see where the button sends it. */
function openedTab() {
  const tab = { opener: window as Window | null, location: { href: 'about:blank' }, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}

async function editTitle(text: string) {
  renderAt(<PostEditor post={post} onDone={jest.fn()} onCancel={jest.fn()} />);
  expect(await screen.findByRole('option', { name: 'Cloud' })).toBeInTheDocument();
  const english = screen.getByRole('group', { name: 'English' });
  fireEvent.change(within(english).getByLabelText('Title'), { target: { value: text } });
}

describe('PostPreviewButton', () => {
  afterEach(() => jest.restoreAllMocks());

  it("sends the editor's unsaved state with the post's id and opens the preview in the tab opened on the click", async () => {
    answer('GET', '/api/blog/categories', { status: 200, body: categories });
    const sent = answer('POST', '/api/blog/posts/previews', { status: 201, body: link });
    const saves = answer('PATCH', `/api/blog/posts/${post.id}`, { status: 200, body: post });
    const { tab, open } = openedTab();
    await editTitle('An unsaved title');

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));

    // Opened before the answer, within the click: a popup blocker lets it through.
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe(link.urls.en));
    expect(tab.opener).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      id: post.id,
      title: { en: 'An unsaved title', ar: post.title.ar },
      slug: post.slug,
      content: post.content,
      published: false,
    });
    // Nothing saved.
    expect(saves).toHaveLength(0);
    // Both languages' addresses stay beside the button.
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', link.urls.en);
    expect(screen.getByRole('link', { name: 'العربية' })).toHaveAttribute('href', link.urls.ar);
    expect(screen.getByText(/open until 26 Nov 2026, 11:00/)).toBeInTheDocument();
  });

  it('closes the blank tab and says why when the service refuses the post', async () => {
    answer('GET', '/api/blog/categories', { status: 200, body: categories });
    answer('POST', '/api/blog/posts/previews', {
      status: 400,
      body: validationEnvelope([{ field: 'title.en', rule: 'isNotEmpty' }]),
    });
    const { tab } = openedTab();
    await editTitle('');

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByText(/The preview could not be made: some fields/)).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('about:blank');
  });
});
