import type { BlogPost, Version, VersionList } from '@madar/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { answer } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { PostEditor } from './post-editor';

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
  content: { en: '<p>The new body of the post.</p>', ar: '<p>المحتوى</p>' },
  tags: [{ en: 'Cloud', ar: 'السحابة' }],
  published: false,
  publishedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};
const earlier: BlogPost = {
  ...post,
  title: { en: 'Cloud services in Libya', ar: 'السحابة في ليبيا' },
  content: { en: '<p>The first body of the post.</p>', ar: '<p>المحتوى</p>' },
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const history: VersionList = {
  items: [
    { id: '7', createdAt: post.updatedAt, author: { id: 'acc-2', name: 'Salma Ben Ali' } },
    { id: '3', createdAt: earlier.updatedAt, author: null },
  ],
};
const version: Version<BlogPost> = { ...history.items[1]!, state: earlier };
const categories = [
  { id: 'all', label: { en: 'All', ar: 'الكل' } },
  { id: 'cloud', label: { en: 'Cloud', ar: 'السحابة' } },
];

async function openHistory() {
  answer('GET', '/api/blog/categories', { status: 200, body: categories });
  answer('GET', '/api/blog/posts/p1/versions', { status: 200, body: history });
  answer('GET', '/api/blog/posts/p1/versions/3', { status: 200, body: version });
  const onDone = jest.fn();
  renderAt(<PostEditor post={post} onDone={onDone} onCancel={jest.fn()} />);
  fireEvent.click(screen.getByRole('button', { name: 'Show earlier versions' }));
  const drawer = await screen.findByRole('dialog', { name: 'Earlier versions' });
  return { drawer, onDone };
}

describe('PostEditor: history', () => {
  it('lists the saves newest first in Tripoli time with who saved, and what a version would change', async () => {
    const { drawer } = await openHistory();

    const saves = await within(drawer).findAllByRole('button', { pressed: false });
    expect(saves.map((save) => save.textContent)).toEqual([
      '2 Nov 2026, 12:00Salma Ben AliLatest',
      '1 Nov 2026, 02:00System (before history was kept)',
    ]);
    fireEvent.click(saves[1]!);

    const terms = (await within(drawer).findAllByRole('term')).map((term) => term.textContent);
    expect(terms).toEqual(['Title (English)', 'Content (HTML) (English)']);
    const body = within(drawer).getAllByRole('definition')[1]!;
    expect(body.querySelector('del')).toHaveTextContent('new');
    expect(body.querySelector('ins')).toHaveTextContent('first');
  });

  it('restores after a confirmation and hands back the post as saved', async () => {
    const restores = answer('POST', '/api/blog/posts/p1/versions/3/restore', {
      status: 200,
      body: { ...earlier, updatedAt: '2026-11-03T09:00:00.000Z' },
    });
    const { drawer, onDone } = await openHistory();
    fireEvent.click((await within(drawer).findAllByRole('button', { pressed: false }))[1]!);
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Restore this version' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Restore this version?' });
    expect(restores).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Restore this version' }));

    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({ ...earlier, updatedAt: '2026-11-03T09:00:00.000Z' }),
    );
    expect(restores).toHaveLength(1);
  });

  it('says so when another post has taken the version’s slug since, in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    answer('POST', '/api/blog/posts/p1/versions/3/restore', {
      status: 409,
      body: { statusCode: 409, code: 'POST.SLUG_TAKEN', message: 'taken', error: 'Conflict' },
    });
    answer('GET', '/api/blog/categories', { status: 200, body: categories });
    answer('GET', '/api/blog/posts/p1/versions', { status: 200, body: history });
    answer('GET', '/api/blog/posts/p1/versions/3', { status: 200, body: version });
    const onDone = jest.fn();
    renderAt(<PostEditor post={post} onDone={onDone} onCancel={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'عرض النسخ السابقة' }));
    const drawer = await screen.findByRole('dialog', { name: 'النسخ السابقة' });
    fireEvent.click((await within(drawer).findAllByRole('button', { pressed: false }))[1]!);
    fireEvent.click(await within(drawer).findByRole('button', { name: 'استرجاع هذه النسخة' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'استرجاع هذه النسخة' }));

    expect(await within(drawer).findByRole('alert')).toHaveTextContent('مقال آخر يستخدم الآن');
    expect(onDone).not.toHaveBeenCalled();
    await i18n.changeLanguage('en');
  });
});
