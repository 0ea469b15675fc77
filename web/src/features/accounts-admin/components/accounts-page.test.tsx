import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaveNoticeProvider } from '@/components/admin/save-notice';
import { answer, answerGets, envelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { AccountsPage } from './accounts-page';

const account = (id: string, name: string, role: string, extra = {}) => ({
  id,
  email: `${id}@madar.ly`,
  name,
  role,
  disabled: false,
  passwordChangeWanted: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  ...extra,
});

const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

function renderAccounts() {
  return renderAt(
    <SaveNoticeProvider>
      <AccountsPage selfId="owner" />
    </SaveNoticeProvider>,
    '/admin/dashboard/accounts',
  );
}

describe('AccountsPage', () => {
  // The screen's two-step parts ask too (their own tests are in accounts-two-step.test.tsx).
  beforeEach(() => {
    answerGets({
      '/api/auth/two-step/accounts': { status: 200, body: { accountIds: [] } },
      '/api/auth/two-step/policy': { status: 200, body: { requiredRoles: ['owner'] } },
    });
  });

  it('lists the accounts a page at a time, searched by auth, marking the owner’s own row', async () => {
    const lists = answer('GET', '/api/auth/users', {
      status: 200,
      body: page([account('owner', 'Huda Owner', 'owner'), account('r1', 'Rami Recruiter', 'recruiter')]),
    });
    renderAccounts();
    const table = await screen.findByRole('table', { name: 'Staff accounts' });
    expect(await within(table).findByText('Rami Recruiter')).toBeInTheDocument();
    expect(within(table).getByText('(you)')).toBeInTheDocument();
    expect(within(table).getByRole('combobox', { name: 'Role of Rami Recruiter' })).toHaveValue('recruiter');
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search accounts' }), 'rami');
    await waitFor(() => expect(lists.at(-1)?.url).toContain('search=rami'));
    expect(lists[0]?.url).toContain('sort=name%3Aasc');
  });

  it('shows the set-password link of an invitation once, with a copy button and its 72 hours', async () => {
    answer('GET', '/api/auth/users', { status: 200, body: page([account('owner', 'Huda Owner', 'owner')]) });
    const created = answer('POST', '/api/auth/users', {
      status: 201,
      body: {
        ...account('r2', 'Rana', 'recruiter'),
        setPasswordUrl: 'https://madar.ly/admin/set-password#token=once',
        setPasswordExpiresAt: '2026-01-08T10:00:00.000Z',
      },
    });
    const user = userEvent.setup();
    renderAccounts();
    await user.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite someone' });
    await user.type(within(dialog).getByLabelText('Email'), 'r2@madar.ly');
    await user.type(within(dialog).getByLabelText('Name'), 'Rana');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'recruiter');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));

    const link = await within(dialog).findByRole('textbox', { name: 'Set-password link' });
    expect(link).toHaveValue('https://madar.ly/admin/set-password#token=once');
    expect(link).toHaveFocus();
    expect(link).toHaveAccessibleDescription(/valid for 72 hours\. It is shown only now\./);
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(created.map((r) => r.body)).toEqual([{ email: 'r2@madar.ly', name: 'Rana', role: 'recruiter' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Invite someone' }));
    expect(screen.getByRole('dialog', { name: 'Invite someone' })).toBeInTheDocument();
    expect(screen.queryByDisplayValue(/token=once/)).toBeNull();
  });

  it('says a taken email at the field, in the panel’s language', async () => {
    answer('GET', '/api/auth/users', { status: 200, body: page([]) });
    answer('POST', '/api/auth/users', {
      status: 409,
      body: envelope(409, 'ACCOUNT.EMAIL_TAKEN', 'taken'),
    });
    const user = userEvent.setup();
    renderAccounts();
    await user.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email'), 'huda@madar.ly');
    await user.type(within(dialog).getByLabelText('Name'), 'Huda');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(
      await within(dialog).findByText('Another account already uses this email address.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says why demoting the last owner was refused (409 ACCOUNT.LAST_OWNER) and keeps the role', async () => {
    answer('GET', '/api/auth/users', { status: 200, body: page([account('owner', 'Huda Owner', 'owner')]) });
    answer('PATCH', '/api/auth/users/owner', {
      status: 409,
      body: envelope(409, 'ACCOUNT.LAST_OWNER', 'last owner'),
    });
    const user = userEvent.setup();
    renderAccounts();
    const role = await screen.findByRole('combobox', { name: 'Role of Huda Owner' });
    await user.selectOptions(role, 'editor');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This would leave no active owner. Make someone else an owner first.',
    );
    expect(role).toHaveValue('owner');
  });

  it('asks before deleting, naming the person, then deletes', async () => {
    answer('GET', '/api/auth/users', {
      status: 200,
      body: page([account('owner', 'Huda Owner', 'owner'), account('s1', 'Sami Sales', 'sales')]),
    });
    const deletes = answer('DELETE', '/api/auth/users/s1', { status: 204 });
    const user = userEvent.setup();
    renderAccounts();
    await user.click(await screen.findByRole('button', { name: 'Delete the account of Sami Sales' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete account' });
    expect(dialog).toHaveTextContent(
      'Delete the account of \u2068Sami Sales\u2069 (\u2068s1@madar.ly\u2069)?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toHaveLength(1));
  });
});
