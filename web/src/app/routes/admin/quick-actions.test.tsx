import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QuickActions } from '@/features/dashboard/components/quick-actions';
import { answer } from '@/testing/api-server';
import { renderRoutes } from '@/testing/render';
import { Component as BlogPage } from './blog';
import { Component as CareersPage } from './careers';

const emptyPage = { items: [], total: 0, page: 1, pageSize: 20 };

describe("the overview's quick actions", () => {
  it.each([
    ['Write a blog post', 'New blog post'],
    ['Add a job', 'New job'],
  ])('"%s" opens the editor on a new record', async (action, editor) => {
    answer('GET', '/api/blog/categories', { status: 200, body: [] });
    answer('GET', '/api/blog/posts', { status: 200, body: emptyPage });
    answer('GET', '/api/jobs', { status: 200, body: emptyPage });
    const { router } = renderRoutes(
      [
        { path: '/admin/dashboard', element: <QuickActions role="owner" /> },
        { path: '/admin/dashboard/blog', element: <BlogPage /> },
        { path: '/admin/dashboard/careers', element: <CareersPage /> },
      ],
      '/admin/dashboard',
    );
    fireEvent.click(screen.getByRole('link', { name: new RegExp(action) }));
    expect(await screen.findByRole('form', { name: editor })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
