import type { Account } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ui/error-banner';
import { accountErrorMessage } from './account-errors';

/** "Two-step on" or "off" under an account's status; nothing until auth has said which. */
export function TwoStepState({ on }: { on: boolean | undefined }) {
  const { t } = useTranslation('staff');
  if (on === undefined) return null;
  return (
    <span className="accounts-table__two-step" data-on={on}>
      {on ? t('twoStep.accounts.enabled') : t('twoStep.accounts.off')}
    </span>
  );
}

/** A row's "Reset two-step", named for the person; it opens the confirmation. */
export function ResetTwoStepButton({
  account,
  onClick,
  disabled,
}: {
  account: Account;
  onClick: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('staff');
  return (
    <button
      type="button"
      className="admin-button admin-button--sm"
      onClick={onClick}
      disabled={disabled}
      aria-label={t('twoStep.accounts.resetOf', { name: account.name })}
    >
      {t('twoStep.accounts.reset')}
    </button>
  );
}

/** Which accounts have two-step on could not be read: said, with a retry; the list itself stays. */
export function TwoStepStatusError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('staff');
  return (
    <ErrorBanner
      message={accountErrorMessage(error, t, t('twoStep.accounts.statusLoadError'))}
      action={
        <button type="button" className="admin-button admin-button--sm" onClick={onRetry}>
          {t('errors.retry')}
        </button>
      }
    />
  );
}
