import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { ADMIN_LOGIN_PATH } from '@/config/site';
import { renderRoutes } from '@/testing/render';
import { RequireAdmin } from './require-admin';

function SignInProbe() {
  const { state } = useLocation();
  return <p>from {(state as { from?: string } | null)?.from}</p>;
}

describe('RequireAdmin', () => {
  it('sends a visitor without a session to sign in, remembering the page with its query and fragment', async () => {
    renderRoutes(
      [
        {
          path: '/admin/dashboard/careers',
          element: (
            <RequireAdmin>
              <p>careers</p>
            </RequireAdmin>
          ),
        },
        { path: ADMIN_LOGIN_PATH, element: <SignInProbe /> },
      ],
      '/admin/dashboard/careers?tab=applications#list',
    );

    expect(
      await screen.findByText('from /admin/dashboard/careers?tab=applications#list'),
    ).toBeInTheDocument();
    expect(screen.queryByText('careers')).not.toBeInTheDocument();
  });
});
