import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { answer, envelope, validationEnvelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { SetPasswordForm, tokenFromHash } from './set-password-form';

async function choose(password: string, repeat = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^(New password|كلمة المرور الجديدة)$/), password);
  await user.type(screen.getByLabelText(/^(Repeat the password|أعد كتابة كلمة المرور)$/), repeat);
  await user.click(screen.getByRole('button', { name: /^(Set password|تعيين كلمة المرور)$/ }));
}

describe('SetPasswordForm', () => {
  it('reads the token after the #', () => {
    expect(tokenFromHash('#token=abc-123')).toBe('abc-123');
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#token=')).toBeNull();
  });

  it('sets the password with the link’s token, then offers to sign in', async () => {
    const sent = answer('POST', '/api/auth/password/set', { status: 204 });
    renderAt(<SetPasswordForm token="tok" />);
    await choose('three unrelated words');
    expect(await screen.findByText('Your password is set. You can sign in now.')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/admin/login');
    expect(sent.map((r) => r.body)).toEqual([{ token: 'tok', password: 'three unrelated words' }]);
  });

  it('lists each broken rule at the field', async () => {
    answer('POST', '/api/auth/password/set', {
      status: 400,
      body: validationEnvelope([
        { field: 'password', rule: 'minLength', params: { min: 12 } },
        { field: 'password', rule: 'containsEmail' },
      ]),
    });
    renderAt(<SetPasswordForm token="tok" />);
    await choose('rana');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Use at least 12 characters. Do not use your email address in the password.'),
    );
  });

  it('says a used or expired link is not valid (ACCOUNT.LINK_INVALID), in English and Arabic', async () => {
    const invalid = { status: 400, body: envelope(400, 'ACCOUNT.LINK_INVALID', 'used') };
    answer('POST', '/api/auth/password/set', invalid);
    const { unmount } = renderAt(<SetPasswordForm token="used" />);
    await choose('three unrelated words');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not valid: it was used already or has expired.',
    );
    unmount();
    await act(() => i18n.changeLanguage('ar'));
    answer('POST', '/api/auth/password/set', invalid);
    renderAt(<SetPasswordForm token="used" />);
    await choose('three unrelated words');
    expect(await screen.findByRole('alert')).toHaveTextContent('هذا الرابط غير صالح');
  });

  it('says so at once when the link has no token', () => {
    renderAt(<SetPasswordForm token={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
