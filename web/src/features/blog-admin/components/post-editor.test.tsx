import type { BlogPost } from '@madar/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import i18n from '@/lib/i18n';
import { answer, validationEnvelope } from '@/testing/api-server';
import { renderAt, renderRoutes } from '@/testing/render';
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
    // The body's editor (or its HTML source, until the editor has loaded) carries the refusal.
    await waitFor(() =>
      expect(within(arabic).getByLabelText('Content')).toHaveAccessibleDescription(
        expect.stringMatching(/Enter some text, not only markup\.$/),
      ),
    );
  });
});

/** The editor at its section's address beside a link to the overview, as in the admin's menu. */
function renderInSection(editor: ReactElement, initialPath = '/admin/dashboard/blog') {
  answer('GET', '/api/blog/categories', { status: 200, body: categories });
  return renderRoutes(
    [
      { path: '/admin/dashboard', element: <h1>Overview</h1> },
      {
        path: '/admin/dashboard/blog',
        element: (
          <>
            <Link to="/admin/dashboard">Overview</Link>
            {editor}
          </>
        ),
      },
    ],
    initialPath,
  );
}

const englishTitle = () => within(screen.getByRole('group', { name: 'English' })).getByLabelText('Title');
const typeTitle = (text: string) => fireEvent.change(englishTitle(), { target: { value: text } });
/** Whether closing or reloading the tab now would make the browser ask. */
function unloadIsHeld(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('PostEditor with unsaved changes', () => {
  it('asks before Cancel discards them: Stay keeps the text, Discard leaves', async () => {
    const onCancel = jest.fn();
    renderInSection(<PostEditor post={post} onDone={jest.fn()} onCancel={onCancel} />);
    typeTitle('Cloud in Benghazi');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Discard your changes to “\u2068Cloud in Benghazi\u2069”?',
    });
    expect(dialog).toHaveAccessibleDescription(
      'Your changes have not been saved. If you leave now, they are lost.',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(englishTitle()).toHaveValue('Cloud in Benghazi');
    expect(onCancel).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('leaves without asking while the form is as loaded', async () => {
    const onCancel = jest.fn();
    renderInSection(<PostEditor post={post} onDone={jest.fn()} onCancel={onCancel} />);
    // Typed and typed back: nothing would be lost.
    typeTitle('Cloud');
    typeTitle('Cloud in Libya');
    expect(unloadIsHeld()).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link', { name: 'Overview' }));
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before a menu link or Back leaves with them', async () => {
    const { router } = renderInSection(
      <PostEditor post={post} onDone={jest.fn()} onCancel={jest.fn()} />,
      '/admin/dashboard',
    );
    await act(() => router.navigate('/admin/dashboard/blog'));
    typeTitle('Cloud in Benghazi');

    fireEvent.click(screen.getByRole('link', { name: 'Overview' }));
    const stay = await screen.findByRole('button', { name: 'Stay' });
    fireEvent.click(stay);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin/dashboard/blog');
    expect(englishTitle()).toHaveValue('Cloud in Benghazi');

    await act(() => router.navigate(-1));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('holds closing or reloading the tab only while there are changes, and not once they are saved', async () => {
    answer('PATCH', '/api/blog/posts/p1', {
      status: 200,
      body: { ...post, title: { ...post.title, en: 'New' } },
    });
    const onDone = jest.fn();
    const onCancel = jest.fn();
    renderInSection(<PostEditor post={post} onDone={onDone} onCancel={onCancel} />);
    expect(unloadIsHeld()).toBe(false);
    typeTitle('New');
    expect(unloadIsHeld()).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    // The save marks the draft clean, then calls onDone; the tab's hold is let go by the render that
    // follows, which may come after onDone returns.
    await waitFor(() => expect(unloadIsHeld()).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link', { name: 'Overview' }));
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks in Arabic, naming the post by its Arabic title', async () => {
    await act(() => i18n.changeLanguage('ar'));
    renderInSection(<PostEditor post={post} onDone={jest.fn()} onCancel={jest.fn()} />);
    const english = screen.getByRole('group', { name: 'الإنجليزية' });
    fireEvent.change(within(english).getByLabelText('العنوان'), { target: { value: 'Cloud in Benghazi' } });
    fireEvent.click(screen.getByRole('button', { name: 'إلغاء' }));
    expect(
      screen.getByRole('alertdialog', { name: 'هل تريد تجاهل تغييراتك على «\u2068السحابة في ليبيا\u2069»؟' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'متابعة التحرير' })).toBeInTheDocument();
  });
});
