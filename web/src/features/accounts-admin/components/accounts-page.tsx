import { STAFF_ROLES, type Account, type AccountSortField, type StaffRole } from '@madar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DeleteButton } from '@/components/admin/delete-button';
import type { DataTableColumn } from '@/components/admin/data-table';
import { ListTable } from '@/components/admin/list-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { useSaveNotice } from '@/components/admin/save-notice';
import { StatusSelect } from '@/components/admin/status-select';
import { ROW_ACTION } from '@/components/admin/use-focus-after-removal';
import { useRowActions } from '@/components/admin/use-row-actions';
import { EmailLink, UserText } from '@/components/ui/user-text';
import { ErrorBanner } from '@/components/ui/error-banner';
import { isolate } from '@/components/admin/isolate';
import { useLanguage } from '@/hooks/use-language';
import { formatShortDateTime } from '@/lib/format';
import { deleteAccount, signOutAccount, updateAccount, useAccounts } from '../api/accounts';
import { useTwoStepReset } from '../hooks/use-two-step-reset';
import { accountErrorMessage } from './account-errors';
import { InviteDialog } from './invite-dialog';
import { TwoStepPolicySection } from './two-step-policy';
import { ResetTwoStepButton, TwoStepState, TwoStepStatusError } from './two-step-row';
import './accounts-page.css';

/**
 * The staff accounts (owners only): one page at a time from auth, with search; invite, change a
 * role, disable or enable, sign a person out everywhere, reset a person's two-step, delete; below,
 * the roles that must use two-step. `selfId` marks the owner's own row.
 */
export function AccountsPage({ selfId }: { selfId: string }) {
  const { t } = useTranslation('staff');
  const { t: tAdmin } = useTranslation('admin');
  const { lang } = useLanguage();
  const notify = useSaveNotice();
  const list = useAccounts();
  const [inviting, setInviting] = useState(false);
  const [lastError, setLastError] = useState<unknown>(null);
  const [notice, setNotice] = useState('');

  /** Keeps the failure itself: the banner names what went wrong (the last owner, a missing account). */
  const tracked =
    <A extends unknown[], R>(work: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await work(...args);
      } catch (error) {
        setLastError(error);
        throw error;
      }
    };

  const rows = useRowActions<Account, never, 'change' | 'signOut' | 'resetTwoStep'>({
    list,
    remove: tracked(deleteAccount),
  });
  const reset = useTwoStepReset(
    {
      attempt: (failure, work, options) => rows.attempt(failure, tracked(work), options),
      busyId: rows.busyId,
      tableRef: rows.tableRef,
    },
    setNotice,
  );

  const change = (account: Account, patch: { role?: StaffRole; disabled?: boolean }) => {
    setNotice('');
    void rows.attempt(
      'change',
      tracked(async () => {
        await list.updateItem(account.id, await updateAccount(account.id, patch));
        notify('saved');
      }),
      { rowId: account.id },
    );
  };

  const signOut = (account: Account) => {
    setNotice('');
    void rows.attempt(
      'signOut',
      tracked(async () => {
        await signOutAccount(account.id);
        setNotice(t('accounts.signedOut', { name: isolate(account.name) }));
      }),
      { rowId: account.id },
    );
  };

  const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));

  const columns: DataTableColumn<Account, AccountSortField>[] = [
    {
      key: 'person',
      header: t('accounts.columns.person'),
      sortField: 'name',
      cell: (account) => (
        <div className="accounts-table__person">
          <span className="accounts-table__name">
            <UserText>{account.name}</UserText>
            {account.id === selfId ? <span className="accounts-table__you"> {t('accounts.you')}</span> : null}
          </span>
          <EmailLink className="accounts-table__email" email={account.email} />
        </div>
      ),
    },
    {
      key: 'role',
      header: t('accounts.columns.role'),
      sortField: 'role',
      cell: (account) => (
        <StatusSelect
          value={account.role}
          options={roleOptions}
          onChange={(role) => change(account, { role })}
          label={t('accounts.roleOf', { name: account.name })}
          unknownLabel={tAdmin('common.unknown')}
          busy={rows.busyId === account.id}
        />
      ),
    },
    {
      key: 'status',
      header: t('accounts.columns.status'),
      cell: (account) => (
        <div className="accounts-table__states">
          <span className="accounts-table__status" data-disabled={account.disabled}>
            {account.disabled ? t('accounts.disabled') : t('accounts.active')}
          </span>
          <TwoStepState on={reset.isOn(account.id)} />
        </div>
      ),
    },
    {
      key: 'lastSignIn',
      header: t('accounts.columns.lastSignIn'),
      sortField: 'lastSignInAt',
      sortFirst: 'desc',
      cell: (account) =>
        account.lastSignInAt ? (
          <time dateTime={account.lastSignInAt}>{formatShortDateTime(account.lastSignInAt, lang)}</time>
        ) : (
          t('accounts.never')
        ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('accounts.columns.actions')}</span>,
      cell: (account) => {
        const busy = rows.busyId === account.id;
        return (
          <div className="accounts-table__actions" data-account-actions={account.id}>
            <button
              type="button"
              className="admin-button admin-button--sm"
              onClick={() => change(account, { disabled: !account.disabled })}
              disabled={busy}
              aria-label={t(account.disabled ? 'accounts.enableOf' : 'accounts.disableOf', {
                name: account.name,
              })}
            >
              {account.disabled ? t('accounts.enable') : t('accounts.disable')}
            </button>
            <button
              type="button"
              className="admin-button admin-button--sm"
              onClick={() => signOut(account)}
              disabled={busy}
              aria-label={t('accounts.signOutOf', { name: account.name })}
              {...{ [ROW_ACTION]: 'sign-out' }}
            >
              {t('accounts.signOut')}
            </button>
            {/* One's own two-step is turned off from the profile, with the password. */}
            {reset.isOn(account.id) && account.id !== selfId ? (
              <ResetTwoStepButton
                account={account}
                onClick={() => {
                  setNotice('');
                  reset.request(account);
                }}
                disabled={busy}
              />
            ) : null}
            <DeleteButton
              small
              onClick={() => {
                setNotice('');
                rows.request(account);
              }}
              disabled={busy}
              aria-label={t('accounts.deleteOf', { name: account.name })}
              {...{ [ROW_ACTION]: 'delete' }}
            >
              {tAdmin('common.delete')}
            </DeleteButton>
          </div>
        );
      },
    },
  ];

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">{t('accounts.title')}</h1>
          <p className="admin-page__subtitle">{t('accounts.subtitle')}</p>
        </div>
        <div className="admin-page__actions">
          <button
            type="button"
            className="admin-button admin-button--primary"
            onClick={() => setInviting(true)}
          >
            {t('accounts.invite')}
          </button>
        </div>
      </div>
      <ListToolbar list={list} searchLabel={t('accounts.search')} />
      {rows.failed ? (
        <ErrorBanner
          message={accountErrorMessage(
            lastError,
            t,
            rows.failed === 'resetTwoStep' ? t('twoStep.accounts.resetError') : undefined,
          )}
        />
      ) : null}
      {reset.loadError ? <TwoStepStatusError error={reset.loadError} onRetry={reset.retry} /> : null}
      <p className="accounts-page__notice" role="status">
        {notice}
      </p>
      <ListTable
        list={list}
        columns={columns}
        caption={t('accounts.caption')}
        loadError={t('accounts.loadError')}
        emptyTitle={t('accounts.empty')}
        noMatchTitle={t('accounts.noMatch')}
        skeletonRows={4}
        loadingLabel={tAdmin('common.loading')}
        containerRef={rows.tableRef}
      />
      {/* Mounted for each invitation: the last one's link is gone with the dialog. */}
      {inviting ? (
        <InviteDialog open onClose={() => setInviting(false)} onCreated={() => void list.mutate()} />
      ) : null}
      <ConfirmDialog
        {...rows.dialog}
        title={t('accounts.confirmTitle')}
        message={
          rows.pending
            ? t('accounts.confirmDelete', {
                name: isolate(rows.pending.name),
                email: isolate(rows.pending.email),
              })
            : ''
        }
        confirmLabel={t('accounts.confirmAction')}
        cancelLabel={tAdmin('common.cancel')}
      />
      <ConfirmDialog {...reset.dialog} cancelLabel={tAdmin('common.cancel')} />
      <TwoStepPolicySection />
    </div>
  );
}
