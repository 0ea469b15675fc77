import type { AdminUser, StaffRole } from '@madar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_USER_KEY } from '@/features/admin-session/lib/session';
import { ADMIN_TOKEN_KEY } from '@/lib/admin-session';
import { answer, http, HttpResponse, server } from '@/testing/api-server';
import { renderRoutes } from '@/testing/render';
import { routes } from '../../routes';

const person = (role: StaffRole): AdminUser => ({
  id: `id-${role}`,
  email: `${role}@madar.ly`,
  name: role,
  role,
});

/** The GET /api/auth/me requests of the last sign-in (the panel refreshes who is signed in once). */
let meRequests: unknown[] | undefined;

function signIn(role: StaffRole) {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'token');
  window.localStorage.setItem(ADMIN_USER_KEY, JSON.stringify(person(role)));
  meRequests = answer('GET', '/api/auth/me', { status: 200, body: person(role) });
}

describe('the Activity log route', () => {
  beforeEach(() => server.use(http.get('/api/*', () => HttpResponse.json({ items: [] }))));
  afterEach(async () => {
    // The refresh of who is signed in starts after the first paint: each test ends once it is answered,
    // so it never reaches the next test's handlers.
    const me = meRequests;
    meRequests = undefined;
    if (me) await waitFor(() => expect(me.length).toBeGreaterThan(0));
    window.localStorage.clear();
  });

  it('is in an owner’s menu and opens at /admin/dashboard/activity', async () => {
    signIn('owner');
    answer('GET', '/api/auth/staff', { status: 200, body: [] });
    renderRoutes(routes, '/admin/dashboard/activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity log' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(menu).getByRole('link', { name: 'Activity log' })).toHaveAttribute(
      'href',
      '/admin/dashboard/activity',
    );
  });

  it('is not in a recruiter’s menu, and typed by hand says "not allowed" without reading any log', async () => {
    signIn('recruiter');
    const audit = answer('GET', '/api/recruitment/audit', { status: 200, body: { items: [] } });
    renderRoutes(routes, '/admin/dashboard/activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(menu).queryByRole('link', { name: 'Activity log' })).toBeNull();
    expect(audit).toHaveLength(0);
  });
});
