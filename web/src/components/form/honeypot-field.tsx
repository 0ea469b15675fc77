import { SPAM_TRAP_FIELDS } from '@madar/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './honeypot-field.css';

/**
 * The spam trap's honeypot, inside every public form: moved off-screen (not `display: none`, which
 * form-filling scripts learn to skip), out of the tab order and hidden from assistive technology, so
 * only a script fills it; the services answer such a submission as if taken and keep nothing. Its label
 * is for a screen reader that reaches it anyway. Read at submit by `useSpamTrap`.
 */
export function HoneypotField() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="honeypot-field" aria-hidden="true">
      <label htmlFor={id}>{t('form.leaveEmpty')}</label>
      <input
        id={id}
        type="text"
        name={SPAM_TRAP_FIELDS.honeypot}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
