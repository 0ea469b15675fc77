import { STAFF_ROLES, type AdminUser, type StaffRole } from '@madar/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSaveNotice } from '@/components/admin/save-notice';
import { ADMIN_MAIN_ID } from '@/components/admin/use-focus-after-removal';
import { ADMIN_USER_KEY } from '@/features/admin-session/lib/session';
import { ADMIN_TOKEN_KEY } from '@/lib/admin-session';
import { api } from '@/lib/api-client';
import i18n from '@/lib/i18n';
import { answer, envelope } from '@/testing/api-server';
import { renderRoutes } from '@/testing/render';
import { Component as DashboardLayout } from './dashboard-layout';

const person = (role: StaffRole): AdminUser => ({
  id: `id-${role}`,
  email: `${role}@madar.ly`,
  name: `The ${role}`,
  role,
});

/** The GET /api/auth/me requests of the shell rendered last (the panel refreshes who is signed in once). */
let meRequests: unknown[] | undefined;

/** The shell at `path` for a signed-in `role` (as stored at sign-in and answered by GET /api/auth/me). */
function renderShell(role: StaffRole = 'owner', path = '/admin/dashboard', page = <p>Page</p>) {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'token');
  window.localStorage.setItem(ADMIN_USER_KEY, JSON.stringify(person(role)));
  meRequests = answer('GET', '/api/auth/me', { status: 200, body: person(role) });
  return renderRoutes(
    [
      {
        path: '/admin/dashboard',
        element: <DashboardLayout />,
        children: [
          { index: true, element: <p>Page</p> },
          { path: '*', element: page },
        ],
      },
    ],
    path,
  );
}

const menu = () =>
  within(screen.getByRole('navigation', { name: 'Admin sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the admin layout', () => {
  afterEach(async () => {
    // The refresh of who is signed in starts after the first paint; a test whose assertions pass before it
    // is answered would leave it to the next test's handlers. Each test ends once it has been answered.
    const me = meRequests;
    meRequests = undefined;
    if (me) await waitFor(() => expect(me.length).toBeGreaterThan(0));
    window.localStorage.clear();
  });

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

  it.each<[StaffRole, string[]]>([
    [
      'owner',
      [
        'Dashboard',
        'Client Briefs',
        'Blog Posts',
        'Media',
        'Site content',
        'Careers',
        'Messages',
        'Accounts',
        'Activity log',
        'Privacy requests',
        'Settings',
      ],
    ],
    ['editor', ['Dashboard', 'Blog Posts', 'Media', 'Site content']],
    ['recruiter', ['Dashboard', 'Careers']],
    ['sales', ['Dashboard', 'Client Briefs', 'Messages']],
  ])('shows a %s only the sections of their role', async (role, sections) => {
    renderShell(role);
    expect(await screen.findByText('Page')).toBeInTheDocument();
    expect(menu()).toEqual(sections);
    expect(screen.getByRole('link', { name: `Your profile: The ${role}` })).toHaveAttribute(
      'href',
      '/admin/profile',
    );
  });

  it('covers every role of the role table', () => {
    expect(STAFF_ROLES).toEqual(['owner', 'editor', 'recruiter', 'sales']);
  });

  it.each([
    ['en', 'Not allowed', 'Back to the dashboard'],
    ['ar', 'غير مسموح', 'العودة إلى لوحة التحكم'],
  ])(
    'says "not allowed" (%s) inside the shell for a section typed by hand, without loading it',
    async (lng, title, back) => {
      await act(() => i18n.changeLanguage(lng));
      renderShell('sales', '/admin/dashboard/careers', <p>Careers screen</p>);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.queryByText('Careers screen')).toBeNull();
      expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/admin/dashboard');
      expect(screen.getByRole('navigation')).toBeInTheDocument();
    },
  );

  it('says "not allowed" when a service answers 403 AUTH.FORBIDDEN, and forgets it on the next page', async () => {
    answer('GET', '/api/blog/admin', {
      status: 403,
      body: envelope(403, 'AUTH.FORBIDDEN', 'Your role may not use this'),
    });
    function Asks() {
      return (
        <button type="button" onClick={() => void api.get('/blog/admin').catch(() => undefined)}>
          Load
        </button>
      );
    }
    const { router } = renderShell('editor', '/admin/dashboard/blog', <Asks />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    await act(() => router.navigate('/admin/dashboard'));
    expect(await screen.findByText('Page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Not allowed' })).toBeNull();
  });

  it('prompts for a new password when the sign-in asked for one, without blocking the page', async () => {
    window.localStorage.setItem('adminPasswordChangeWanted', 'true');
    renderShell('recruiter');
    expect(await screen.findByText('Page')).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByText(/Your password was set by an owner/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute(
      'href',
      '/admin/profile',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText(/Your password was set by an owner/)).toBeNull();
    expect(window.localStorage.getItem('adminPasswordChangeWanted')).toBeNull();
  });

  it.each(['en', 'ar'])(
    'says "Saved" in the top bar, beside its controls, not over the page (%s)',
    async (lang) => {
      await act(() => i18n.changeLanguage(lang));
      function SavesSomething() {
        const notify = useSaveNotice();
        return (
          <button type="button" onClick={() => notify('saved')}>
            Save it
          </button>
        );
      }
      renderShell('owner', '/admin/dashboard/briefs', <SavesSomething />);
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Save it' }));

      // One live region, and it is in the bar's own flow: a toast laid over the page sat on the rows'
      // last column (a row's Delete), at the inline end in either direction.
      const region = screen.getByRole('status');
      expect(region).toHaveTextContent(lang === 'ar' ? 'تم الحفظ' : 'Saved');
      expect(within(screen.getByRole('banner')).getByRole('status')).toBe(region);
      expect(within(screen.getByRole('main')).queryByRole('status')).toBeNull();
    },
  );
});
