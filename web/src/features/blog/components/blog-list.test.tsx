import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { answerGets, envelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { FALLBACK_CATEGORIES } from '../lib/fallback-content';
import { makePost, postSummary } from '../testing/test-posts';
import { BlogList } from './blog-list';

const posts = [
  makePost({
    slug: 'ransomware',
    category: 'security',
    title: { en: 'Ransomware Defence', ar: 'الدفاع ضد برامج الفدية' },
    tags: [{ en: 'Backups', ar: 'النسخ الاحتياطي' }],
  }),
  makePost({
    slug: 'cloud',
    category: 'cloud',
    title: { en: 'Cloud Roadmap', ar: 'خارطة طريق السحابة' },
    tags: [{ en: 'Migration', ar: 'الترحيل' }],
  }),
];

const serveBlog = () =>
  answerGets({
    '/api/blog/posts': { status: 200, body: posts.map(postSummary) },
    '/api/blog/categories': { status: 200, body: FALLBACK_CATEGORIES },
  });

const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('BlogList', () => {
  it('shows a card per post with its category, author, long date and read-more link', async () => {
    serveBlog();
    renderAt(<BlogList />, '/blog');

    const card = await screen.findByRole('article', { name: 'Ransomware Defence' });
    expect(within(card).getByText('Security')).toBeInTheDocument();
    expect(card).toHaveTextContent('By Khaled Ben Omran');
    // The author's name is typed text: it keeps its own direction inside the line.
    expect(within(card).getByText('Khaled Ben Omran')).toHaveAttribute('dir', 'auto');
    expect(within(card).getByText('29 August 2026')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Read more about Ransomware Defence/ })).toHaveAttribute(
      'href',
      '/blog/ransomware',
    );
  });

  it('filters by category with aria-pressed buttons and keeps the choice in the URL', async () => {
    serveBlog();
    const { router } = renderAt(<BlogList />, '/blog');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Cloud' }));
    expect(screen.getByRole('button', { name: 'Cloud' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(cardTitles()).toEqual(['Cloud Roadmap']);
    expect(router.state.location.search).toBe('?category=cloud');
  });

  it('restores the search and category from the URL', async () => {
    serveBlog();
    renderAt(<BlogList />, '/blog?q=backups&category=security');
    expect(await screen.findByRole('searchbox', { name: 'Search articles' })).toHaveValue('backups');
    expect(cardTitles()).toEqual(['Ransomware Defence']);
  });

  it('shows "No posts found" and resets search and category with "View All Posts"', async () => {
    serveBlog();
    const { router } = renderAt(<BlogList />, '/blog?category=cloud');
    const user = userEvent.setup();

    await user.type(await screen.findByRole('searchbox', { name: 'Search articles' }), 'nothing-matches');
    expect(screen.getByRole('heading', { name: 'No posts found' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View All Posts' }));
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['Ransomware Defence', 'Cloud Roadmap']);
    expect(router.state.location.search).toBe('');
  });

  it('shows the error, the fallback notice and the three built-in posts when loading fails', async () => {
    answerGets({
      '/api/blog/posts': { status: 503, body: envelope(503, 'SERVER.UNAVAILABLE', 'Unavailable') },
      '/api/blog/categories': { status: 503, body: envelope(503, 'SERVER.UNAVAILABLE', 'Unavailable') },
    });
    renderAt(<BlogList />, '/blog');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load blog content. Please try again later.',
    );
    expect(screen.getByText('Showing fallback content.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'The Future of IT Infrastructure in Libya' })).toHaveAttribute(
      'href',
      '/blog/future-it-infrastructure-libya',
    );
    expect(screen.getAllByRole('button', { name: /./ }).map((b) => b.textContent)).toEqual(
      FALLBACK_CATEGORIES.map((c) => c.label.en),
    );
  });

  it('searches and labels in Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    serveBlog();
    renderAt(<BlogList />, '/blog?q=السحابة');
    expect(await screen.findByRole('heading', { name: 'خارطة طريق السحابة' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['خارطة طريق السحابة']);
    expect(screen.getByRole('button', { name: 'الكل' })).toBeInTheDocument();
    // Tags come in the page's language, never the English ones.
    expect(screen.getByRole('list', { name: 'الوسوم' })).toHaveTextContent('الترحيل');
    expect(screen.queryByText('Migration')).not.toBeInTheDocument();
  });
});
