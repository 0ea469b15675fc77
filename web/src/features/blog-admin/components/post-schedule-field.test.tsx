import type { BlogPost } from '@madar/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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
  content: { en: '<p>Body</p>', ar: '<p>المحتوى</p>' },
  tags: [{ en: 'Cloud', ar: 'السحابة' }],
  published: false,
  publishedAt: null,
  // 10:00 in Tripoli (UTC+2).
  scheduledAt: '2026-12-01T08:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const categories = [{ id: 'cloud', label: { en: 'Cloud', ar: 'السحابة' } }];

describe("the post editor's schedule field", () => {
  it('shows and takes Tripoli time, and sends UTC', async () => {
    answer('GET', '/api/blog/categories', { status: 200, body: categories });
    const patches = answer('PATCH', '/api/blog/posts/p1', { status: 200, body: post });
    const onDone = jest.fn();
    renderAt(<PostEditor post={post} onDone={onDone} onCancel={jest.fn()} />);

    const field = screen.getByLabelText('Publish at (Tripoli time)');
    expect(field).toHaveValue('2026-12-01T10:00');
    fireEvent.change(field, { target: { value: '2026-12-02T09:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(patches[0]?.body).toMatchObject({ published: false, scheduledAt: '2026-12-02T07:30:00.000Z' });
  });

  it('sends no schedule for a published post, and null once the field is emptied', async () => {
    answer('GET', '/api/blog/categories', { status: 200, body: categories });
    const patches = answer('PATCH', '/api/blog/posts/p1', { status: 200, body: post });
    const onDone = jest.fn();
    renderAt(<PostEditor post={post} onDone={onDone} onCancel={jest.fn()} />);

    fireEvent.change(screen.getByLabelText('Publish at (Tripoli time)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(patches[0]?.body).toMatchObject({ scheduledAt: null });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Published (visible on the public site)' }));
    expect(screen.queryByLabelText('Publish at (Tripoli time)')).not.toBeInTheDocument();
  });

  it('says in Arabic, beside the field, that the time has passed', async () => {
    await act(() => i18n.changeLanguage('ar'));
    answer('GET', '/api/blog/categories', { status: 200, body: categories });
    answer('PATCH', '/api/blog/posts/p1', {
      status: 400,
      body: {
        statusCode: 400,
        code: 'POST.SCHEDULE_IN_PAST',
        message: 'scheduledAt must be ahead of now',
        error: 'Bad Request',
        details: [{ field: 'scheduledAt', rule: 'inFuture' }],
      },
    });
    renderAt(<PostEditor post={post} onDone={jest.fn()} onCancel={jest.fn()} />);

    const field = screen.getByLabelText('النشر في (بتوقيت طرابلس)');
    expect(field).toHaveValue('2026-12-01T10:00');
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));

    await waitFor(() =>
      expect(screen.getByLabelText('النشر في (بتوقيت طرابلس)')).toHaveAccessibleDescription(
        expect.stringContaining('اختر وقتًا لم يأتِ بعد.'),
      ),
    );
  });
});
