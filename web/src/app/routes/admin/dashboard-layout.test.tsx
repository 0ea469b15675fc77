import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MAIN_ID } from '@/components/admin/use-focus-after-removal';
import { ADMIN_TOKEN_KEY } from '@/lib/admin-session';
import i18n from '@/lib/i18n';
import { renderRoutes } from '@/testing/render';
import { Component as DashboardLayout } from './dashboard-layout';

function renderShell() {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'token');
  return renderRoutes(
    [
      {
        path: '/admin/dashboard',
        element: <DashboardLayout />,
        children: [{ index: true, element: <p>Page</p> }],
      },
    ],
    '/admin/dashboard',
  );
}

describe('the admin layout', () => {
  afterEach(() => window.localStorage.clear());

  it.each([
    ['en', 'Skip to main content'],
    ['ar', 'تخطَّ إلى المحتوى الرئيسي'],
  ])(
    'offers a skip link (%s) as the first stop of the keyboard, leading to the focusable main',
    async (lng, name) => {
      await act(() => i18n.changeLanguage(lng));
      renderShell();
      await userEvent.setup().tab();
      const link = screen.getByRole('link', { name });
      expect(link).toHaveFocus();
      const main = screen.getByRole('main');
      expect(link).toHaveAttribute('href', `#${ADMIN_MAIN_ID}`);
      expect(main).toHaveAttribute('id', ADMIN_MAIN_ID);
      // tabIndex -1: the link can move focus into it, but Tab does not stop on it.
      expect(main).toHaveAttribute('tabindex', '-1');
    },
  );
});
