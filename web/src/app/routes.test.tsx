import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_TOKEN_KEY } from '@/lib/admin-session';
import { answer, COMPANY_DEFAULT, envelope, http, HttpResponse, reply, server } from '@/testing/api-server';
import { renderRoutes } from '@/testing/render';
import { routes } from './routes';

const OWNER = { id: 'o1', email: 'owner@madar.ly', name: 'Owner', role: 'owner' };

describe('routes', () => {
  // Every screen's data empty: these tests are about routing, not content. The company profile (every
  // page's header and footer) keeps its default answer, added last so it is matched first.
  beforeEach(() => {
    server.use(http.get('/api/*', () => HttpResponse.json([])));
    server.use(COMPANY_DEFAULT);
  });

  it('renders the home page inside the public layout', async () => {
    renderRoutes(routes, '/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Connecting Libyan businesses/ }),
    ).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Home | Madar Technologies'));
  });

  it.each(['/this/does/not/exist', '/not-found'])('shows the 404 page at %s', async (path) => {
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { name: /Page Not Found/ })).toBeInTheDocument();
    expect(
      screen.getByText('The page you are looking for does not exist or has been moved.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page Not Found | Madar Technologies'));
    // Its own description, so an Arabic 404 never keeps index.html's English one.
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/^The page you are looking for does not exist/),
    );
  });

  it.each([
    ['/about', 'About Us'],
    ['/careers', 'Careers'],
    ['/client-brief', 'Client Brief'],
    ['/contact', 'Contact Us'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
  ])('renders a titled page at %s', async (path, title) => {
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['/services/networking', 'SERVICE.NOT_FOUND', 'Error Loading Service'],
    ['/projects/p1', 'PROJECT.NOT_FOUND', 'Error Loading Project'],
    ['/blog/some-post', 'POST.NOT_FOUND', 'Page Not Found'],
  ])('answers an unknown item at %s with its error view', async (path, code, heading) => {
    server.use(http.get('/api/*', () => reply({ status: 404, body: envelope(404, code, 'Not found') })));
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('redirects /admin/dashboard to the sign-in page, replacing history, without a token', async () => {
    const { router } = renderRoutes(routes, '/admin/dashboard/client-briefs');
    expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('sends /admin to /admin/dashboard and shows the admin shell with a token', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'token');
    answer('GET', '/api/auth/me', { status: 200, body: OWNER });
    const { router } = renderRoutes(routes, '/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('opens the set-password page without a session (the invited person has no password yet)', async () => {
    const { router } = renderRoutes(routes, '/admin/set-password#token=abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your password' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/set-password');
  });

  it('shows the own profile inside the admin shell', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'token');
    answer('GET', '/api/auth/me', { status: 200, body: OWNER });
    renderRoutes(routes, '/admin/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
  });

  it('logs out from the admin shell back to the sign-in page', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'token');
    answer('GET', '/api/auth/me', { status: 200, body: OWNER });
    const logouts = answer('POST', '/api/auth/logout', { status: 204 });
    const { router } = renderRoutes(routes, '/admin/dashboard/settings');
    const logout = await screen.findByRole('button', { name: 'Log out' });
    const user = userEvent.setup();
    await user.click(logout);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(logouts.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer token']);
  });

  it('moves focus to the main region after a client-side navigation', async () => {
    const { router } = renderRoutes(routes, '/');
    await screen.findByRole('heading', { level: 1, name: /Connecting Libyan businesses/ });
    await act(() => router.navigate('/about'));
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
