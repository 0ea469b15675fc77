import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { ADMIN_TOKEN_KEY } from '@/lib/admin-session';
import { answer, envelope } from '@/testing/api-server';
import { renderRoutes } from '@/testing/render';
import { LoginForm } from './login-form';

const user = { id: 'a1b2', email: 'huda@madar.ly', name: 'Huda', role: 'editor' };
const challenged = {
  status: 200,
  body: { twoStep: true, challenge: 'sealed-challenge', challengeExpiresAt: '2026-03-01T10:05:00.000Z' },
};

function renderLogin() {
  return renderRoutes(
    [
      { path: '/admin/login', element: <LoginForm demo={null} /> },
      { path: '/admin/dashboard/*', element: <p>Dashboard page</p> },
      { path: '/admin/profile', element: <p>Profile page</p> },
    ],
    '/admin/login',
  );
}

async function password() {
  const u = userEvent.setup();
  await u.type(screen.getByLabelText('Email'), 'huda@madar.ly');
  await u.type(screen.getByLabelText('Password'), 'Olive grove at dawn 1987');
  await u.click(screen.getByRole('button', { name: 'Sign in' }));
  return u;
}

describe('LoginForm: the second step', () => {
  let restoreHandler: () => void;
  beforeEach(() => {
    restoreHandler = setUnauthorizedHandler(jest.fn());
    window.localStorage.clear();
  });
  afterEach(() => restoreHandler());

  it('asks for the app code after a right password and signs in with it', async () => {
    answer('POST', '/api/auth/login', challenged);
    const sent = answer('POST', '/api/auth/login/two-step', {
      status: 200,
      body: { token: 'signed.token', user },
    });
    renderLogin();
    const u = await password();

    const code = await screen.findByLabelText('Code from your authenticator app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();

    await u.type(code, '123456');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(sent.map((r) => r.body)).toEqual([{ challenge: 'sealed-challenge', code: '123456' }]);
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('signed.token');
  });

  it('says a wrong code is wrong, and takes a recovery code instead', async () => {
    answer('POST', '/api/auth/login', challenged);
    const sent = answer(
      'POST',
      '/api/auth/login/two-step',
      { status: 401, body: envelope(401, 'TWO_STEP.INVALID_CODE', 'The code is not correct') },
      { status: 200, body: { token: 'signed.token', user } },
    );
    renderLogin();
    const u = await password();
    await u.type(await screen.findByLabelText('Code from your authenticator app'), '000000');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not correct, or was used already.')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const recovery = screen.getByLabelText('Recovery code');
    expect(recovery).toHaveAttribute('autocomplete', 'off');
    await u.type(recovery, 'k7m2q-x9hfd');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(sent.at(-1)?.body).toEqual({ challenge: 'sealed-challenge', code: 'k7m2q-x9hfd' });
  });

  it('shows the wait after too many wrong codes', async () => {
    answer('POST', '/api/auth/login', challenged);
    answer('POST', '/api/auth/login/two-step', {
      status: 429,
      headers: { 'Retry-After': '4' },
      body: envelope(429, 'REQUEST.THROTTLED', 'Too many'),
    });
    renderLogin();
    const u = await password();
    await u.type(await screen.findByLabelText('Code from your authenticator app'), '000000');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/Too many wrong codes\. Please try again in/)).toBeInTheDocument();
  });

  it('returns to the password when the challenge expired', async () => {
    answer('POST', '/api/auth/login', challenged);
    answer('POST', '/api/auth/login/two-step', {
      status: 401,
      body: envelope(401, 'TWO_STEP.CHALLENGE_INVALID', 'Expired'),
    });
    renderLogin();
    const u = await password();
    await u.type(await screen.findByLabelText('Code from your authenticator app'), '123456');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByLabelText('Password')).toHaveValue('');
  });

  it('leads a person whose role requires two-step to their profile to enrol', async () => {
    answer('POST', '/api/auth/login', {
      status: 200,
      body: { token: 'signed.token', user, twoStepEnrolmentRequired: true },
    });
    renderLogin();
    await password();
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
  });
});
