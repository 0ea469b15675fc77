import {
  ACCOUNT_LIMITS,
  EMAIL_MAX,
  ERROR_CODES,
  PASSWORD_MIN_LENGTH,
  SET_PASSWORD_LINK_HOURS,
  STAFF_ROLES,
  type CreatedAccount,
  type StaffRole,
  type ValidationDetail,
} from '@madar/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Modal } from '@/components/admin/modal';
import { PasswordField, usePasswordProblems } from '@/components/admin/password-field';
import { validationMessage } from '@/components/form/validation-messages';
import { AdminFormField } from '@/components/ui/admin-form-field';
import { ErrorBanner } from '@/components/ui/error-banner';
import { UserText } from '@/components/ui/user-text';
import { isolate } from '@/components/admin/isolate';
import { isApiError } from '@/lib/api-error';
import { createAccount } from '../api/accounts';
import { accountErrorMessage } from './account-errors';

type Field = 'email' | 'name';

/**
 * Invites a staff member: email, name, role and, optionally, a first password. Without one, auth answers
 * a one-time set-password link, shown here once (it is not kept anywhere the panel can read again) with
 * a copy button; closing the dialog forgets it (the screen mounts the dialog afresh for each invitation).
 */
export function InviteDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (account: CreatedAccount) => void;
}) {
  const { t } = useTranslation('staff');
  const { t: tAdmin } = useTranslation('admin');
  const { t: tForm } = useTranslation();
  const passwordProblems = usePasswordProblems();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('editor');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [details, setDetails] = useState<readonly ValidationDetail[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedAccount | null>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);

  // After the invitation, focus goes to what the owner must act on: the link, or the result's sentence.
  useEffect(() => {
    if (!created) return;
    (created.setPasswordUrl ? linkRef.current : resultRef.current)?.focus();
  }, [created]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const errors: Partial<Record<Field, string>> = {};
    if (email.trim() === '') errors.email = tForm('rules.isNotEmpty', { ns: 'validation' });
    if (name.trim() === '') errors.name = tForm('rules.isNotEmpty', { ns: 'validation' });
    setFieldErrors(errors);
    setDetails([]);
    setFormError(null);
    if (Object.keys(errors).length > 0) return;
    setSubmitting(true);
    try {
      const account = await createAccount({
        email: email.trim(),
        name: name.trim(),
        role,
        ...(password === '' ? {} : { password }),
      });
      setCreated(account);
      onCreated(account);
    } catch (error) {
      if (isApiError(error) && error.code === ERROR_CODES.ACCOUNT_EMAIL_TAKEN) {
        setFieldErrors({ email: t('accounts.errors.emailTaken') });
      } else if (isApiError(error) && error.details.length > 0) {
        const byField: Partial<Record<Field, string>> = {};
        for (const detail of error.details) {
          if ((detail.field === 'email' || detail.field === 'name') && !byField[detail.field]) {
            byField[detail.field] = validationMessage(detail, tForm);
          }
        }
        setFieldErrors(byField);
        setDetails(error.details);
        if (!error.details.some((detail) => ['email', 'name', 'password'].includes(detail.field))) {
          setFormError(accountErrorMessage(error, t));
        }
      } else {
        setFormError(accountErrorMessage(error, t));
      }
    } finally {
      setSubmitting(false);
    }
  };

  const copy = async () => {
    const url = created?.setPasswordUrl;
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      linkRef.current?.select();
      setCopied('failed');
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('accounts.inviteDialog.title')}
      closeLabel={tAdmin('common.close')}
      footer={
        created ? (
          <button type="button" className="admin-button admin-button--primary" onClick={onClose}>
            {t('accounts.inviteDialog.done')}
          </button>
        ) : (
          <>
            <button type="button" className="admin-button" onClick={onClose}>
              {tAdmin('common.cancel')}
            </button>
            <button
              type="submit"
              form="invite-form"
              className="admin-button admin-button--primary"
              disabled={submitting}
            >
              {submitting ? t('accounts.inviteDialog.submitting') : t('accounts.inviteDialog.submit')}
            </button>
          </>
        )
      }
    >
      {created ? (
        <div className="invite-result">
          <p ref={resultRef} tabIndex={-1}>
            <Trans
              t={t}
              i18nKey="accounts.inviteDialog.created"
              values={{ name: created.name }}
              components={{ name: <UserText /> }}
            />
          </p>
          {created.setPasswordUrl ? (
            <>
              <AdminFormField
                label={t('accounts.inviteDialog.linkLabel')}
                hint={t('accounts.inviteDialog.linkNote', {
                  name: isolate(created.name),
                  hours: SET_PASSWORD_LINK_HOURS,
                })}
              >
                {(control) => (
                  <input
                    {...control}
                    ref={linkRef}
                    type="text"
                    readOnly
                    dir="ltr"
                    value={created.setPasswordUrl}
                    onFocus={(event) => event.currentTarget.select()}
                  />
                )}
              </AdminFormField>
              <div className="invite-result__copy">
                <button type="button" className="admin-button" onClick={() => void copy()}>
                  {t('accounts.inviteDialog.copy')}
                </button>
                <p role="status" className="invite-result__copied">
                  {copied === 'yes'
                    ? t('accounts.inviteDialog.copied')
                    : copied === 'failed'
                      ? t('accounts.inviteDialog.copyFailed')
                      : ''}
                </p>
              </div>
            </>
          ) : (
            <p>{t('accounts.inviteDialog.withPassword')}</p>
          )}
        </div>
      ) : (
        <form id="invite-form" className="invite-form" noValidate onSubmit={(event) => void submit(event)}>
          {formError ? <ErrorBanner message={formError} /> : null}
          <AdminFormField label={t('accounts.inviteDialog.email')} error={fieldErrors.email}>
            {(control) => (
              <input
                {...control}
                type="email"
                dir="ltr"
                autoComplete="off"
                maxLength={EMAIL_MAX}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                required
              />
            )}
          </AdminFormField>
          <AdminFormField label={t('accounts.inviteDialog.name')} error={fieldErrors.name}>
            {(control) => (
              <input
                {...control}
                type="text"
                dir="auto"
                autoComplete="off"
                maxLength={ACCOUNT_LIMITS.name}
                value={name}
                onChange={(event) => setName(event.target.value)}
                required
              />
            )}
          </AdminFormField>
          <AdminFormField label={t('accounts.inviteDialog.role')}>
            {(control) => (
              <select
                {...control}
                value={role}
                onChange={(event) => setRole(event.target.value as StaffRole)}
              >
                {STAFF_ROLES.map((value) => (
                  <option key={value} value={value}>
                    {t(`roles.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </AdminFormField>
          <PasswordField
            label={t('accounts.inviteDialog.password')}
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            maxLength={ACCOUNT_LIMITS.password}
            hint={`${t('accounts.inviteDialog.passwordHint')} ${t('passwordRules.hint', { min: PASSWORD_MIN_LENGTH })}`}
            errors={passwordProblems(details, 'password')}
          />
        </form>
      )}
    </Modal>
  );
}
