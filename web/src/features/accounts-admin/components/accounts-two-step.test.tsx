import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaveNoticeProvider } from '@/components/admin/save-notice';
import i18n from '@/lib/i18n';
import { answer, answerGets, envelope, validationEnvelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { AccountsPage } from './accounts-page';

const account = (id: string, name: string, role: string) => ({
  id,
  email: `${id}@madar.ly`,
  name,
  role,
  disabled: false,
  passwordChangeWanted: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
});

const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

const STAFF = page([
  account('owner', 'Huda Owner', 'owner'),
  account('r1', 'Rami Recruiter', 'recruiter'),
  account('s1', 'Sami Sales', 'sales'),
]);

function renderAccounts() {
  return renderAt(
    <SaveNoticeProvider>
      <AccountsPage selfId="owner" />
    </SaveNoticeProvider>,
    '/admin/dashboard/accounts',
  );
}

/** The row of the table that names `name`. */
async function rowOf(name: string) {
  const table = await screen.findByRole('table', { name: /Staff accounts|حسابات الموظفين/ });
  const cell = await within(table).findByText(name);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('AccountsPage: two-step', () => {
  it('shows who has two-step on, and resets a person’s after asking, naming them', async () => {
    answerGets({
      '/api/auth/users': { status: 200, body: STAFF },
      '/api/auth/two-step/policy': { status: 200, body: { requiredRoles: [] } },
    });
    const enabled = answer(
      'GET',
      '/api/auth/two-step/accounts',
      { status: 200, body: { accountIds: ['owner', 'r1'] } },
      { status: 200, body: { accountIds: ['owner'] } },
    );
    const resets = answer('DELETE', '/api/auth/users/r1/two-step', { status: 204 });
    const user = userEvent.setup();
    renderAccounts();

    const rami = await rowOf('Rami Recruiter');
    expect(await within(rami).findByText('Two-step on')).toBeInTheDocument();
    expect(within(await rowOf('Sami Sales')).getByText('Two-step off')).toBeInTheDocument();
    // Only a person with two-step on can have it reset; one's own goes through the profile.
    expect(screen.getAllByRole('button', { name: /^Reset two-step sign-in of/ })).toHaveLength(1);
    expect(within(await rowOf('Huda Owner')).getByText('Two-step on')).toBeInTheDocument();

    await user.click(within(rami).getByRole('button', { name: 'Reset two-step sign-in of Rami Recruiter' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reset two-step sign-in?' });
    expect(dialog).toHaveAccessibleDescription(
      '\u2068Rami Recruiter\u2069 signs in with the password alone until they turn two-step on again. Do this when they lost their phone.',
    );
    expect(resets).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));

    expect(
      await screen.findByText('Two-step sign-in of \u2068Rami Recruiter\u2069 is reset.'),
    ).toHaveAttribute('role', 'status');
    expect(resets.map((r) => r.method)).toEqual(['DELETE']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await within(rami).findByText('Two-step off')).toBeInTheDocument();
    expect(within(rami).queryByRole('button', { name: /Reset two-step/ })).toBeNull();
    // The reset button went with the reset: focus stays in the row, on its next action.
    expect(within(rami).getByRole('button', { name: 'Sign out Rami Recruiter everywhere' })).toHaveFocus();
    await waitFor(() => expect(enabled).toHaveLength(2));
  });

  it('says in words why a reset failed (404, 503) and keeps the person’s two-step on screen', async () => {
    answerGets({
      '/api/auth/users': { status: 200, body: STAFF },
      '/api/auth/two-step/accounts': { status: 200, body: { accountIds: ['r1'] } },
      '/api/auth/two-step/policy': { status: 200, body: { requiredRoles: [] } },
    });
    answer(
      'DELETE',
      '/api/auth/users/r1/two-step',
      { status: 503, body: envelope(503, 'AUTH.UNAVAILABLE', 'down') },
      { status: 404, body: envelope(404, 'ACCOUNT.NOT_FOUND', 'gone') },
    );
    const user = userEvent.setup();
    renderAccounts();
    const rami = await rowOf('Rami Recruiter');
    const reset = await within(rami).findByRole('button', {
      name: 'Reset two-step sign-in of Rami Recruiter',
    });

    await user.click(reset);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Two-step sign-in could not be reset. Please try again.',
    );
    expect(within(rami).getByText('Two-step on')).toBeInTheDocument();

    await user.click(reset);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This account no longer exists.'),
    );
  });

  it('shows the stored policy and saves exactly the roles ticked', async () => {
    answerGets({
      '/api/auth/users': { status: 200, body: STAFF },
      '/api/auth/two-step/accounts': { status: 200, body: { accountIds: [] } },
      '/api/auth/two-step/policy': { status: 200, body: { requiredRoles: ['owner', 'sales'] } },
    });
    const saves = answer('PUT', '/api/auth/two-step/policy', {
      status: 200,
      body: { requiredRoles: ['owner', 'recruiter'] },
    });
    const user = userEvent.setup();
    renderAccounts();

    const section = await screen.findByRole('region', { name: 'Two-step sign-in' });
    const roles = await within(section).findByRole('group', { name: 'Required for these roles' });
    expect(within(roles).getByRole('checkbox', { name: 'Owner' })).toBeChecked();
    expect(within(roles).getByRole('checkbox', { name: 'Editor' })).not.toBeChecked();
    expect(within(roles).getByRole('checkbox', { name: 'Recruiter' })).not.toBeChecked();
    expect(within(roles).getByRole('checkbox', { name: 'Sales' })).toBeChecked();

    await user.click(within(roles).getByRole('checkbox', { name: 'Recruiter' }));
    await user.click(within(roles).getByRole('checkbox', { name: 'Sales' }));
    await user.click(within(section).getByRole('button', { name: 'Save' }));

    expect(await within(section).findByText('Saved.')).toHaveAttribute('role', 'status');
    expect(saves.map((r) => r.body)).toEqual([{ requiredRoles: ['owner', 'recruiter'] }]);
    expect(within(roles).getByRole('checkbox', { name: 'Recruiter' })).toBeChecked();
    expect(within(roles).getByRole('checkbox', { name: 'Sales' })).not.toBeChecked();
  });

  it('says a failed save in words and keeps the roles ticked, then saves them on a retry', async () => {
    answerGets({
      '/api/auth/users': { status: 200, body: STAFF },
      '/api/auth/two-step/accounts': { status: 200, body: { accountIds: [] } },
      '/api/auth/two-step/policy': { status: 200, body: { requiredRoles: [] } },
    });
    const saves = answer(
      'PUT',
      '/api/auth/two-step/policy',
      {
        status: 400,
        body: validationEnvelope([{ field: 'requiredRoles', rule: 'isIn' }]),
      },
      { status: 503, body: envelope(503, 'AUTH.UNAVAILABLE', 'down') },
      { status: 403, body: envelope(403, 'AUTH.FORBIDDEN', 'not yours') },
      { status: 200, body: { requiredRoles: ['editor'] } },
    );
    const user = userEvent.setup();
    renderAccounts();
    const section = await screen.findByRole('region', { name: 'Two-step sign-in' });
    const editor = await within(section).findByRole('checkbox', { name: 'Editor' });
    await user.click(editor);
    const save = within(section).getByRole('button', { name: 'Save' });

    for (const said of [
      'The requirement could not be saved. Please try again.',
      'The requirement could not be saved. Please try again.',
      'Your role does not allow this. Ask an owner if you need it.',
    ]) {
      await user.click(save);
      await waitFor(() => expect(within(section).getByRole('alert')).toHaveTextContent(said));
      expect(editor).toBeChecked();
      expect(within(section).queryByText('Saved.')).toBeNull();
    }
    await user.click(save);
    expect(await within(section).findByText('Saved.')).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(saves.map((r) => r.body)).toEqual(Array(4).fill({ requiredRoles: ['editor'] }));
  });

  it('says when the policy or the two-step list cannot be read, and the accounts still show', async () => {
    answerGets({ '/api/auth/users': { status: 200, body: STAFF } });
    answer('GET', '/api/auth/two-step/accounts', {
      status: 503,
      body: envelope(503, 'AUTH.UNAVAILABLE', 'down'),
    });
    answer(
      'GET',
      '/api/auth/two-step/policy',
      { status: 503, body: envelope(503, 'AUTH.UNAVAILABLE', 'down') },
      { status: 200, body: { requiredRoles: ['owner'] } },
    );
    const user = userEvent.setup();
    renderAccounts();
    expect(await rowOf('Rami Recruiter')).toBeInTheDocument();
    expect(
      await screen.findByText('Which accounts use two-step sign-in could not be loaded. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Two-step on')).toBeNull();
    const section = screen.getByRole('region', { name: 'Two-step sign-in' });
    expect(
      await within(section).findByText('The requirement could not be loaded. Please try again.'),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('checkbox', { name: 'Owner' })).toBeChecked();
  });

  it('reads right to left in Arabic, in Arabic words', async () => {
    await act(() => i18n.changeLanguage('ar'));
    answerGets({
      '/api/auth/users': { status: 200, body: STAFF },
      '/api/auth/two-step/accounts': { status: 200, body: { accountIds: ['r1'] } },
      '/api/auth/two-step/policy': { status: 200, body: { requiredRoles: ['owner'] } },
    });
    const user = userEvent.setup();
    renderAccounts();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const rami = await rowOf('Rami Recruiter');
    expect(await within(rami).findByText('الخطوتان مفعّلتان')).toBeInTheDocument();
    expect(within(await rowOf('Sami Sales')).getByText('الخطوتان غير مفعّلتين')).toBeInTheDocument();

    const section = screen.getByRole('region', { name: 'تسجيل الدخول بخطوتين' });
    const roles = await within(section).findByRole('group', { name: 'مطلوب لهذه الأدوار' });
    expect(within(roles).getByRole('checkbox', { name: 'مالك' })).toBeChecked();
    expect(within(roles).getByRole('checkbox', { name: 'مسؤول توظيف' })).not.toBeChecked();
    expect(within(section).getByRole('button', { name: 'حفظ' })).toBeInTheDocument();

    await user.click(
      within(rami).getByRole('button', { name: 'إعادة ضبط تسجيل الدخول بخطوتين لـRami Recruiter' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'إعادة ضبط تسجيل الدخول بخطوتين؟' });
    expect(dialog).toHaveTextContent('سيدخل \u2068Rami Recruiter\u2069 بكلمة المرور وحدها');
    expect(within(dialog).getByRole('button', { name: 'إعادة الضبط' })).toBeInTheDocument();
  });
});
