import type { BlogPost } from '@madar/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { answer, validationEnvelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { PostEditor } from './post-editor';

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

describe('PostEditor', () => {
  it("shows the service's failed rules beside their fields, translated, and the rest in the banner", async () => {
    answer('GET', '/api/blog/categories', { status: 200, body: categories });
    const patches = answer('PATCH', '/api/blog/posts/p1', {
      status: 400,
      body: validationEnvelope([
        { field: 'content.ar', rule: 'notOnlyMarkup' },
        { field: 'title.en', rule: 'maxLength', params: { max: 200 } },
        { field: 'featured', rule: 'unknownField' },
      ]),
    });
    renderAt(<PostEditor post={post} onDone={jest.fn()} onCancel={jest.fn()} />);
    expect(await screen.findByRole('option', { name: 'Cloud' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(patches).toHaveLength(1);
    expect(alert).toHaveTextContent('The form sent a field the server does not accept: featured.');
    const english = screen.getByRole('group', { name: 'English' });
    const arabic = screen.getByRole('group', { name: 'Arabic' });
    expect(within(english).getByLabelText('Title')).toHaveAccessibleDescription(
      'Use at most 200 characters.',
    );
    expect(within(arabic).getByLabelText('Content (HTML)')).toHaveAccessibleDescription(
      expect.stringMatching(/Enter some text, not only markup\.$/),
    );
  });
});
