import { EMAIL_MAX } from '@madar/shared';
import { useId, useState, type FormEvent } from 'react';
import type { ValidationDetail } from '@madar/shared';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { constraintDetails } from '@/components/form/constraint-details';
import { HoneypotField } from '@/components/form/honeypot-field';
import { useSpamTrap } from '@/components/form/use-spam-trap';
import { validationMessage } from '@/components/form/validation-messages';
import { Link } from '@/components/ui/link';
import { isApiError } from '@/lib/api-error';
import { subscribeToNewsletter } from '../api/subscribe';
import './newsletter-form.css';
import { FormGate } from '@/components/form/form-gate';

type Status = 'idle' | 'submitting' | 'success' | 'error';

interface Props {
  tone?: 'dark' | 'light';
  /** The blog shows its own wording above the same form. */
  heading?: string;
  text?: string;
}

/**
 * Newsletter sign-up (footer and blog): the email is checked (the site's own translated message, never
 * the browser's bubble), then POST /api/newsletter.
 * Success clears the field and thanks the visitor; a failure keeps what they typed. The server refusing
 * the address shows at the field, like the browser's own check; only a failure that is not the
 * visitor's to fix gets the error line.
 */
/**
 * The field messages this box is on every page for, but rarely shows: fetched when it has one to show,
 * so a page's first load does not carry them (a page with its own form has them already).
 */
async function loadFieldMessages(i18n: I18n): Promise<void> {
  try {
    await i18n.loadNamespaces('validation');
  } catch {
    // Offline: the message falls back to its key's words; the field is still marked invalid.
  }
}

export function NewsletterForm({ tone = 'dark', heading, text }: Props) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const headingId = useId();
  const [email, setEmail] = useState('');
  const errorId = useId();
  const [status, setStatus] = useState<Status>('idle');
  const [invalid, setInvalid] = useState<ValidationDetail | undefined>();
  const submitting = status === 'submitting';
  const spamTrap = useSpamTrap();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const { details, first } = constraintDetails(form);
    if (details[0]) await loadFieldMessages(i18n);
    setInvalid(details[0]);
    if (details[0]) {
      first?.focus();
      return;
    }
    setStatus('submitting');
    try {
      await subscribeToNewsletter(email.trim(), spamTrap(form));
      setEmail('');
      setStatus('success');
    } catch (error) {
      const refused = isApiError(error)
        ? error.details.find((detail) => detail.field === 'email')
        : undefined;
      if (refused) await loadFieldMessages(i18n);
      setInvalid(refused);
      setStatus(refused ? 'idle' : 'error');
    }
  };

  return (
    <form
      className={`newsletter-form newsletter-form--${tone}`}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={headingId}
    >
      <FormGate>
        <h2 id={headingId} className="newsletter-form__heading">
          {heading ?? t('newsletter.heading')}
        </h2>
        <p className="newsletter-form__text">{text ?? t('newsletter.text')}</p>
        <label htmlFor={inputId} className="visually-hidden">
          {t('newsletter.emailLabel')}
        </label>
        <HoneypotField />
        <div className="newsletter-form__row">
          <input
            id={inputId}
            type="email"
            name="email"
            required
            maxLength={EMAIL_MAX}
            autoComplete="email"
            value={email}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              setInvalid(undefined);
              if (status === 'success' || status === 'error') setStatus('idle');
            }}
            placeholder={t('newsletter.placeholder')}
            className="newsletter-form__input"
          />
          <button
            type="submit"
            className="button button--primary newsletter-form__button"
            disabled={submitting}
            aria-disabled={submitting}
          >
            {submitting ? t('newsletter.submitting') : t('newsletter.submit')}
          </button>
        </div>
        {invalid ? (
          <p id={errorId} className="newsletter-form__error">
            {validationMessage(invalid, t)}
          </p>
        ) : null}
        <p
          className={`newsletter-form__status newsletter-form__status--${status}`}
          role="status"
          aria-live="polite"
        >
          {status === 'success' ? t('newsletter.success') : null}
          {status === 'error' ? t('newsletter.error') : null}
        </p>
        {/* Double opt-in is the sign-up's consent; what is kept, and for how long, is the policy's. */}
        <p className="newsletter-form__privacy">
          <Link to="/privacy-policy">{t('newsletter.privacy')}</Link>
        </p>
      </FormGate>
    </form>
  );
}
