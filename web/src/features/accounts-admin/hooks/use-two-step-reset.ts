import type { Account } from '@madar/shared';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ROW_ACTION } from '@/components/admin/use-focus-after-removal';
import { resetTwoStep, useTwoStepAccounts } from '../api/two-step';
import { isolate } from '@/components/admin/isolate';

/** What the reset needs of the Accounts screen's row actions (`useRowActions` gives it). */
export interface ResetRows {
  attempt: (
    failure: 'resetTwoStep',
    work: () => Promise<unknown>,
    options: { rowId: string; settle: () => void },
  ) => Promise<void>;
  busyId: string | null;
  tableRef: RefObject<HTMLDivElement | null>;
}

/**
 * Which accounts have two-step on, and an owner's reset of a person's two-step (a lost phone): asked
 * first, naming the person, then said in `announce`; a failure goes to the screen's banner as
 * 'resetTwoStep'. The row's "Two-step on" and its reset button go once auth has answered.
 */
export function useTwoStepReset(rows: ResetRows, announce: (message: string) => void) {
  const { t } = useTranslation('staff');
  const accounts = useTwoStepAccounts();
  const on = new Set(accounts.data?.accountIds ?? []);
  const [pending, setPending] = useState<Account | null>(null);
  // The reset button leaves its row with the reset, and the confirmation gives focus back to it:
  // once the confirmation is closed, focus goes to the same row's "Sign out everywhere" instead of
  // falling to the page.
  const focusRow = useRef<string | null>(null);
  const { tableRef } = rows;
  useEffect(() => {
    const id = focusRow.current;
    if (id === null || pending !== null) return;
    focusRow.current = null;
    const actions = Array.from(
      tableRef.current?.querySelectorAll<HTMLElement>('[data-account-actions]') ?? [],
    ).find((element) => element.dataset.accountActions === id);
    actions?.querySelector<HTMLElement>(`[${ROW_ACTION}="sign-out"]`)?.focus();
  }, [pending, tableRef]);

  const confirm = () => {
    const account = pending;
    if (!account) return;
    void rows.attempt(
      'resetTwoStep',
      async () => {
        await resetTwoStep(account.id);
        const accountIds = (accounts.data?.accountIds ?? []).filter((id) => id !== account.id);
        await accounts.mutate({ accountIds });
        announce(t('twoStep.accounts.resetDone', { name: isolate(account.name) }));
        focusRow.current = account.id;
      },
      { rowId: account.id, settle: () => setPending(null) },
    );
  };

  return {
    /** Whether the account has two-step on; undefined until auth has said (or when it could not). */
    isOn: (id: string): boolean | undefined => (accounts.data ? on.has(id) : undefined),
    loadError: accounts.error,
    retry: () => void accounts.mutate(),
    request: (account: Account) => setPending(account),
    /** For `<ConfirmDialog {...reset.dialog} … />`. */
    dialog: {
      open: pending !== null,
      busy: pending !== null && rows.busyId === pending.id,
      onConfirm: confirm,
      onCancel: () => setPending(null),
      title: t('twoStep.accounts.resetTitle'),
      message: pending ? t('twoStep.accounts.resetMessage', { name: isolate(pending.name) }) : '',
      confirmLabel: t('twoStep.accounts.resetConfirm'),
    },
  };
}
