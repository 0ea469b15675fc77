import { screen } from '@testing-library/react';
import { renderAt } from '@/testing/render';
import { QuickActions } from './quick-actions';

describe('QuickActions', () => {
  it('opens the post and job editors on a new record, not their lists', () => {
    renderAt(<QuickActions role="owner" />, '/admin/dashboard');
    expect(screen.getByRole('link', { name: /Write a blog post/ })).toHaveAttribute(
      'href',
      '/admin/dashboard/blog?new=1',
    );
    expect(screen.getByRole('link', { name: /Add a job/ })).toHaveAttribute(
      'href',
      '/admin/dashboard/careers?new=1',
    );
    expect(screen.getByRole('link', { name: /Review client briefs/ })).toHaveAttribute(
      'href',
      '/admin/dashboard/client-briefs',
    );
  });
});
