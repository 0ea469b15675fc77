import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { answer, envelope, validationEnvelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { PasswordForm } from './password-form';

async function change(current: string, next: string, repeat = next) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^(Current password|كلمة المرور الحالية)$/), current);
  await user.type(screen.getByLabelText(/^(New password|كلمة المرور الجديدة)$/), next);
  await user.type(screen.getByLabelText(/^(Repeat the new password|أعد كتابة كلمة المرور الجديدة)$/), repeat);
  await user.click(screen.getByRole('button', { name: /Change password|تغيير كلمة المرور/ }));
}

describe('PasswordForm', () => {
  it('lists every rule the new password breaks, at the field, in English and Arabic', async () => {
    const refusal = {
      status: 400,
      body: validationEnvelope([
        { field: 'newPassword', rule: 'minLength', params: { min: 12 } },
        { field: 'newPassword', rule: 'containsName' },
        { field: 'newPassword', rule: 'commonPassword' },
      ]),
    };
    answer('POST', '/api/auth/password', refusal);
    const { unmount } = renderAt(<PasswordForm onChanged={() => undefined} />);
    await change('old-password-1', 'huda123');
    const field = screen.getByLabelText('New password');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        'Use at least 12 characters. Do not use your name in the password. This is one of the most used passwords: choose another.',
      ),
    );
    expect(field).toHaveFocus();
    unmount();

    await act(() => i18n.changeLanguage('ar'));
    answer('POST', '/api/auth/password', refusal);
    renderAt(<PasswordForm onChanged={() => undefined} />);
    await change('old-password-1', 'huda123');
    expect(screen.getByText('استخدم 12 حرفًا على الأقل.')).toBeInTheDocument();
    expect(screen.getByText('لا تستخدم اسمك في كلمة المرور.')).toBeInTheDocument();
  });

  it('says a wrong current password at its field, and a mismatch before sending', async () => {
    const sent = answer('POST', '/api/auth/password', {
      status: 400,
      body: envelope(400, 'ACCOUNT.WRONG_PASSWORD', 'wrong'),
    });
    renderAt(<PasswordForm onChanged={() => undefined} />);
    await change('old', 'a long new passphrase', 'a different one');
    expect(screen.getByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('Repeat the new password'), 'a long new passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('says the change worked and tells the panel (the prompt for a new password ends)', async () => {
    answer('POST', '/api/auth/password', { status: 204 });
    const onChanged = jest.fn();
    renderAt(<PasswordForm onChanged={onChanged} />);
    await change('old-password-1', 'three unrelated words');
    expect(await screen.findByText(/Your password is changed/)).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });
});
