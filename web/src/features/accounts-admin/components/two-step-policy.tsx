import { STAFF_ROLES, type StaffRole } from '@madar/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ui/error-banner';
import { saveTwoStepPolicy, useTwoStepPolicy } from '../api/two-step';
import { accountErrorMessage } from './account-errors';

type SaveState = { kind: 'idle' | 'saving' | 'saved' } | { kind: 'failed'; message: string };

/**
 * Which roles must use two-step sign-in (owners only). The boxes start from the stored policy; the
 * owner's own choice stays on screen until it is saved, also after a failed save, so nothing ticked is
 * lost to an error. Auth asks the members of a required role to enrol at their next sign-in.
 */
export function TwoStepPolicySection() {
  const { t } = useTranslation('staff');
  const { t: tAdmin } = useTranslation('admin');
  const titleId = useId();
  const { data, error, isLoading, mutate } = useTwoStepPolicy();
  // null until the owner ticks something: the stored policy shows until then.
  const [choice, setChoice] = useState<ReadonlySet<StaffRole> | null>(null);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const checked = choice ?? new Set(data?.requiredRoles ?? []);
  const saving = save.kind === 'saving';

  const toggle = (role: StaffRole, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(role);
    else next.delete(role);
    setChoice(next);
    if (save.kind === 'saved') setSave({ kind: 'idle' });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSave({ kind: 'saving' });
    try {
      // In the roles' own order, whatever order they were ticked in.
      const saved = await saveTwoStepPolicy(STAFF_ROLES.filter((role) => checked.has(role)));
      await mutate(saved, { revalidate: false });
      setChoice(null);
      setSave({ kind: 'saved' });
    } catch (failure) {
      setSave({
        kind: 'failed',
        message: accountErrorMessage(failure, t, t('twoStep.accounts.policyError')),
      });
    }
  };

  return (
    <section className="two-step-policy" aria-labelledby={titleId}>
      <h2 id={titleId} className="two-step-policy__title">
        {t('twoStep.accounts.policyTitle')}
      </h2>
      <p className="two-step-policy__description">{t('twoStep.accounts.policyDescription')}</p>
      {error && !data ? (
        <ErrorBanner
          message={accountErrorMessage(error, t, t('twoStep.accounts.policyLoadError'))}
          action={
            <button type="button" className="admin-button admin-button--sm" onClick={() => void mutate()}>
              {t('errors.retry')}
            </button>
          }
        />
      ) : isLoading || !data ? (
        <p className="two-step-policy__loading" role="status">
          {tAdmin('common.loading')}
        </p>
      ) : (
        <form className="two-step-policy__form" noValidate onSubmit={(event) => void submit(event)}>
          {save.kind === 'failed' ? <ErrorBanner message={save.message} /> : null}
          <fieldset className="two-step-policy__roles" disabled={saving}>
            <legend className="two-step-policy__legend">{t('twoStep.accounts.policyLegend')}</legend>
            {STAFF_ROLES.map((role) => (
              <label key={role} className="two-step-policy__role">
                <input
                  type="checkbox"
                  name="requiredRoles"
                  value={role}
                  checked={checked.has(role)}
                  onChange={(event) => toggle(role, event.target.checked)}
                />
                <span>{t(`roles.${role}`)}</span>
              </label>
            ))}
          </fieldset>
          <div className="two-step-policy__actions">
            <button type="submit" className="admin-button admin-button--primary" disabled={saving}>
              {saving ? t('twoStep.accounts.policySaving') : t('twoStep.accounts.policySave')}
            </button>
            <p className="two-step-policy__status" role="status">
              {save.kind === 'saved' ? t('twoStep.accounts.policySaved') : ''}
            </p>
          </div>
        </form>
      )}
    </section>
  );
}
