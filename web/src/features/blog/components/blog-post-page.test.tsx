import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { answerGets, answerLater, envelope } from '@/testing/api-server';
import { renderRoutes } from '@/testing/render';
import { FALLBACK_CATEGORIES } from '../lib/fallback-content';
import { makePost, postSummary } from '../testing/test-posts';
import { BlogPostPage } from './blog-post-page';

const post = makePost({
  slug: 'infra-1',
  title: { en: 'Infra One', ar: 'البنية الأولى' },
  excerpt: { en: 'Why infrastructure matters', ar: 'لماذا تهم البنية التحتية' },
  content: { en: '<h2>Section</h2><p>Body text</p>', ar: '<h2>قسم</h2><p>النص</p>' },
  tags: [{ en: 'Power', ar: 'الطاقة' }],
});
const others = [2, 3, 4, 5].map((n) =>
  makePost({ slug: `infra-${n}`, title: { en: `Infra ${n}`, ar: `${n}` } }),
);
const unavailable = { status: 503, body: envelope(503, 'SERVER.UNAVAILABLE', 'Unavailable') };

function renderPost(slug: string) {
  return renderRoutes(
    [
      { path: '/blog/:slug', element: <BlogPostPage slug={slug} /> },
      { path: '/not-found', element: <h1>Not found page</h1> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    `/blog/${slug}`,
  );
}

describe('BlogPostPage', () => {
  it('renders the article, its HTML body, author, tags, title and description', async () => {
    answerGets({
      '/api/blog/posts/infra-1': { status: 200, body: post },
      '/api/blog/posts/infra-1/related': { status: 200, body: others.slice(0, 3).map(postSummary) },
      '/api/blog/categories': { status: 200, body: FALLBACK_CATEGORIES },
    });
    renderPost('infra-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Infra One' })).toBeInTheDocument();
    const body = screen.getByRole('article', { name: 'Infra One' });
    expect(within(body).getByRole('heading', { level: 2, name: 'Section' })).toBeInTheDocument();
    expect(within(body).getByText('Body text')).toBeInTheDocument();
    expect(screen.getByText('Chief Technology Officer', { selector: '.author-box__title' })).toBeVisible();
    expect(screen.getByText('IT Infrastructure', { selector: '.blog-article__category' })).toBeVisible();
    expect(screen.getAllByText('Power')).toHaveLength(2);
    await waitFor(() => expect(document.title).toBe('Infra One | Madar Technologies'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Why infrastructure matters',
    );
  });

  it('shows the related posts the service picks for the slug, asked for with the post itself', async () => {
    const releasePost = answerLater('GET', '/api/blog/posts/infra-1', { status: 200, body: post });
    const asked = answerGets({
      '/api/blog/posts/infra-1/related': { status: 200, body: others.slice(0, 3).map(postSummary) },
      '/api/blog/categories': { status: 200, body: FALLBACK_CATEGORIES },
    });
    renderPost('infra-1');
    // One wait, not two: the related posts are asked for before the post has arrived.
    await waitFor(() => expect(asked['/api/blog/posts/infra-1/related']).toHaveLength(1));
    releasePost();

    const related = await screen.findByRole('region', { name: 'Related Posts' });
    await waitFor(() => expect(within(related).getAllByRole('article')).toHaveLength(3));
    expect(
      within(related)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Infra 2', 'Infra 3', 'Infra 4']);
    expect(within(related).getByRole('link', { name: 'Infra 2' })).toHaveAttribute('href', '/blog/infra-2');
  });

  it('says so when no related post exists', async () => {
    answerGets({
      '/api/blog/posts/infra-1': { status: 200, body: post },
      '/api/blog/posts/infra-1/related': { status: 200, body: [] },
      '/api/blog/categories': { status: 200, body: FALLBACK_CATEGORIES },
    });
    renderPost('infra-1');
    expect(await screen.findByText('No related posts found.')).toBeInTheDocument();
  });

  it('offers real share links for the page and copies the link with a status message', async () => {
    answerGets({
      '/api/blog/posts/infra-1': { status: 200, body: post },
      '/api/blog/posts/infra-1/related': { status: 200, body: [] },
      '/api/blog/categories': { status: 200, body: FALLBACK_CATEGORIES },
    });
    const user = userEvent.setup();
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPost('infra-1');

    const url = `${window.location.origin}/blog/infra-1`;
    const x = await screen.findByRole('link', { name: /Share on X/ });
    expect(x).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=Infra%20One`,
    );
    expect(x).toHaveAttribute('target', '_blank');
    expect(x).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Share on LinkedIn/ })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    );
    expect(screen.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(screen.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Infra One ${url}`)}`,
    );

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('replaces the URL with /not-found when the slug is unknown (404)', async () => {
    answerGets({
      '/api/blog/posts/nope': { status: 404, body: envelope(404, 'POST.NOT_FOUND', 'Post not found') },
      '/api/blog/posts/nope/related': {
        status: 404,
        body: envelope(404, 'POST.NOT_FOUND', 'Post not found'),
      },
      '/api/blog/categories': { status: 200, body: FALLBACK_CATEGORIES },
    });
    const { router } = renderPost('nope');
    expect(await screen.findByRole('heading', { name: 'Not found page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-found');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the built-in sample article when the blog cannot be reached', async () => {
    answerGets({
      '/api/blog/posts/future-it-infrastructure-libya': unavailable,
      '/api/blog/posts/future-it-infrastructure-libya/related': unavailable,
      '/api/blog/categories': unavailable,
    });
    renderPost('future-it-infrastructure-libya');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Future of IT Infrastructure in Libya' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Designing for the Libyan grid' })).toBeInTheDocument();
    expect(await screen.findByText('No related posts found.')).toBeInTheDocument();
  });

  it('shows the error and "Article not found." with a way back for any other slug on failure', async () => {
    answerGets({
      '/api/blog/posts/other': unavailable,
      '/api/blog/posts/other/related': unavailable,
      '/api/blog/categories': unavailable,
    });
    renderPost('other');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load blog post. Please try again later.',
    );
    expect(screen.getByRole('heading', { name: 'Article not found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog');
  });

  it('renders the Arabic text of the post in Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    answerGets({
      '/api/blog/posts/infra-1': { status: 200, body: post },
      '/api/blog/posts/infra-1/related': { status: 200, body: [] },
      '/api/blog/categories': { status: 200, body: FALLBACK_CATEGORIES },
    });
    renderPost('infra-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'البنية الأولى' })).toBeInTheDocument();
    expect(screen.getByText('النص')).toBeInTheDocument();
    expect(screen.getByText('لم يتم العثور على مقالات ذات صلة.')).toBeInTheDocument();
  });
});
