import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import i18n from '@/lib/i18n';
import { ADMIN_TOKEN_KEY } from '@/lib/admin-session';
import { answer, envelope } from '@/testing/api-server';
import { renderRoutes } from '@/testing/render';
import { redirectTarget } from '../lib/session';
import { AdminUserProvider } from './admin-user';
import { LoginForm } from './login-form';

const loginOk = {
  status: 200,
  body: { token: 'fresh.token', user: { id: 'a1b2', email: 'admin@madar.ly', name: 'admin', role: 'owner' } },
};

function Here() {
  const { pathname, search } = useLocation();
  return <p>panel at {`${pathname}${search}`}</p>;
}

function renderPanel(path: string) {
  return renderRoutes(
    [
      { path: '/admin/login', element: <LoginForm demo={null} /> },
      {
        path: '/admin/dashboard/*',
        element: (
          <AdminUserProvider>
            <Here />
          </AdminUserProvider>
        ),
      },
    ],
    path,
  );
}

describe('an expired session', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('lands on the sign-in page saying so, then returns to the very address, query included', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'old.token');
    answer('GET', '/api/auth/me', { status: 401, body: envelope(401, 'AUTH.UNAUTHORIZED', 'Token expired') });
    const { router } = renderPanel('/admin/dashboard/careers?tab=applications');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your session has ended. Please sign in again to continue where you were.',
    );
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();

    answer('POST', '/api/auth/login', loginOk);
    answer('GET', '/api/auth/me', { status: 200, body: loginOk.body.user });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'admin@madar.ly');
    await user.type(screen.getByLabelText('Password'), 'MadarDemo2026!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('panel at /admin/dashboard/careers?tab=applications')).toBeInTheDocument();
    // Typing a whole sign-in takes a few seconds on a busy machine.
  }, 20_000);

  it('says so in Arabic too', async () => {
    await act(() => i18n.changeLanguage('ar'));
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'old.token');
    answer('GET', '/api/auth/me', { status: 401, body: envelope(401, 'AUTH.UNAUTHORIZED', 'Token expired') });
    renderPanel('/admin/dashboard');
    expect(await screen.findByRole('status')).toHaveTextContent('انتهت جلستك');
  });
});

describe('redirectTarget', () => {
  it('keeps the query and hash of a panel address', () => {
    expect(redirectTarget({ from: '/admin/dashboard/careers?tab=applications' })).toBe(
      '/admin/dashboard/careers?tab=applications',
    );
    expect(redirectTarget({ from: '/admin/profile#two-step' })).toBe('/admin/profile#two-step');
  });

  it('takes only panel addresses, whatever the query says', () => {
    for (const from of [
      'https://evil.example/admin/dashboard',
      '//evil.example',
      '/careers?x=/admin/dashboard',
      3,
    ]) {
      expect(redirectTarget({ from })).toBe('/admin/dashboard');
    }
    expect(redirectTarget({ from: '/admin/dashboardx' })).toBe('/admin/dashboard');
    expect(redirectTarget(null)).toBe('/admin/dashboard');
  });
});
