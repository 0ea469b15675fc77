import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DemoCredentials } from '@/config/parse-env';
import { setUnauthorizedHandler } from '@/lib/api-client';
import i18n from '@/lib/i18n';
import { ADMIN_EMAIL_KEY, ADMIN_TOKEN_KEY } from '@/lib/admin-session';
import { answer, envelope } from '@/testing/api-server';
import { renderRoutes } from '@/testing/render';
import arAdmin from '@/locales/ar/admin.json';
import enAdmin from '@/locales/en/admin.json';
import { passwordChangeWanted, storedUser } from '../lib/session';
import { LoginForm } from './login-form';

const loginOk = {
  status: 200,
  body: {
    token: 'signed.token',
    user: { id: 'a1b2', email: 'admin@madar.ly', name: 'admin', role: 'owner' },
  },
};

const DEMO: DemoCredentials = { email: 'demo@madar.example', password: 'Demo-Pass-1' };

function renderLogin(demo?: DemoCredentials | null) {
  return renderRoutes(
    [
      { path: '/admin/login', element: <LoginForm demo={demo} /> },
      { path: '/admin/dashboard/*', element: <p>Dashboard page</p> },
    ],
    '/admin/login',
  );
}

async function signIn(rememberMe: boolean) {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), 'admin@madar.ly');
  await user.type(screen.getByLabelText('Password'), 'MadarDemo2026!');
  const remember = screen.getByRole('checkbox', { name: 'Remember me' });
  if ((remember as HTMLInputElement).checked !== rememberMe) await user.click(remember);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm', () => {
  // jsdom sits at "/", not /admin/login, so the client's 401 redirect is replaced by a spy here.
  let restoreHandler: () => void;
  beforeEach(() => {
    restoreHandler = setUnauthorizedHandler(jest.fn());
  });
  afterEach(() => restoreHandler());

  it('stores the token and remembers the email with remember me on, then opens the dashboard', async () => {
    const requests = answer('POST', '/api/auth/login', loginOk);
    renderLogin();
    await signIn(true);
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('signed.token');
    expect(window.localStorage.getItem(ADMIN_EMAIL_KEY)).toBe('admin@madar.ly');
    expect(requests.map((r) => r.body)).toEqual([
      {
        email: 'admin@madar.ly',
        password: 'MadarDemo2026!',
        rememberMe: true,
      },
    ]);
  });

  it('keeps who signed in (their role draws the menu) and whether a new password is wanted', async () => {
    answer('POST', '/api/auth/login', {
      status: 200,
      body: { ...loginOk.body, passwordChangeWanted: true },
    });
    renderLogin();
    await signIn(false);
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(storedUser()).toEqual(loginOk.body.user);
    expect(passwordChangeWanted()).toBe(true);
  });

  it('forgets a remembered email when remember me is off', async () => {
    window.localStorage.setItem(ADMIN_EMAIL_KEY, 'old@madar.ly');
    answer('POST', '/api/auth/login', loginOk);
    renderLogin();
    await signIn(false);
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_EMAIL_KEY)).toBeNull();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('signed.token');
  });

  it('pre-fills the remembered email and ticks remember me', () => {
    window.localStorage.setItem(ADMIN_EMAIL_KEY, 'admin@madar.ly');
    renderLogin();
    expect(screen.getByLabelText('Email')).toHaveValue('admin@madar.ly');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('shows "Invalid email or password" on 401 and stores nothing', async () => {
    answer('POST', '/api/auth/login', {
      status: 401,
      body: envelope(401, 'AUTH.INVALID_CREDENTIALS', 'Invalid email or password'),
    });
    renderLogin();
    await signIn(true);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows the too-many-attempts message on 429', async () => {
    answer('POST', '/api/auth/login', {
      status: 429,
      body: envelope(429, 'REQUEST.THROTTLED', 'Too many requests'),
    });
    renderLogin();
    await signIn(false);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Too many sign-in attempts/);
  });

  it.each([
    ['en', '4', 'Too many failed sign-in attempts. Please try again in 4 seconds.'],
    ['en', '900', 'Too many failed sign-in attempts. Please try again in 15 minutes.'],
    ['ar', '4', 'محاولات تسجيل دخول فاشلة كثيرة. يُرجى المحاولة مجددًا بعد 4 ثوان.'],
  ])('on a 429 in %s with Retry-After %s, says how long to wait', async (lang, retryAfter, message) => {
    await i18n.changeLanguage(lang);
    answer('POST', '/api/auth/login', {
      status: 429,
      body: envelope(429, 'REQUEST.THROTTLED', 'Too many failed sign-in attempts'),
      headers: { 'Retry-After': retryAfter },
    });
    const { container } = renderLogin();
    // Fields by name and the form's own submit, so the steps read the same in either language.
    const user = userEvent.setup();
    await user.type(container.querySelector('input[name="email"]')!, 'admin@madar.ly');
    await user.type(container.querySelector('input[name="password"]')!, 'a guess');
    await user.click(container.querySelector('button[type="submit"]')!);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('validates the fields before calling the API', async () => {
    const requests = answer('POST', '/api/auth/login', loginOk);
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows no demo sign-in outside a demo build, and a note for a forgotten password', async () => {
    renderLogin();
    expect(screen.queryByText('Demo credentials')).not.toBeInTheDocument();
    expect(document.querySelector('code')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await waitFor(() => expect(screen.getByText(/contact your IT administrator/)).toBeVisible());
  });

  it.each([
    ['en', 'Demo credentials'],
    ['ar', 'بيانات الدخول التجريبية'],
  ])('shows the demo sign-in the build carries, in %s', async (lang, title) => {
    await i18n.changeLanguage(lang);
    renderLogin(DEMO);
    expect(screen.getByText(title)).toBeInTheDocument();
    const codes = [...document.querySelectorAll('.login-form__demo code')];
    expect(codes.map((code) => [code.textContent, code.getAttribute('dir')])).toEqual([
      ['demo@madar.example', 'ltr'],
      ['Demo-Pass-1', 'ltr'],
    ]);
  });

  it('keeps the demo sign-in out of the translation files, which ship in every build', () => {
    for (const admin of [enAdmin, arAdmin]) {
      const text = JSON.stringify(admin);
      expect(text).not.toContain('MadarDemo2026!');
      expect(text).not.toContain('admin@madar.ly');
      expect(admin.login.demoCredentials).toMatch(/\{\{email\}\}.*\{\{password\}\}/);
    }
  });
});
