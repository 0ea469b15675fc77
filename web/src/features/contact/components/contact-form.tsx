import { CONTACT_MESSAGE_LIMITS, EMAIL_MAX, PHONE_MAX, type ContactMessageRequest } from '@madar/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback, RequiredNote, SubmitButton } from '@/components/form/form-feedback';
import { ConsentField } from '@/components/form/consent-field';
import { HoneypotField } from '@/components/form/honeypot-field';
import { TextAreaField, TextField } from '@/components/form/form-field';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useSpamTrap } from '@/components/form/use-spam-trap';
import { sendContactMessage } from '../api/send-contact-message';
import './contact.css';
import { FormGate } from '@/components/form/form-gate';

const FIELDS = [
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'consent',
] as const satisfies readonly (keyof ContactMessageRequest)[];
type Field = Exclude<(typeof FIELDS)[number], 'consent'>;
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', email: '', phone: '', subject: '', message: '' };

/** The contact form (docs/product.md#contact): success resets it, failure keeps every field. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const [values, setValues] = useState<Values>(EMPTY);
  const [consent, setConsent] = useState(false);
  const { state, isSubmitting, submit, checkConstraints, clearFieldError } = useFormSubmission(FIELDS);
  const spamTrap = useSpamTrap();

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    serverError: state.fieldErrors[field],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      clearFieldError(field);
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!checkConstraints(form)) return;
    const phone = values.phone.trim();
    const sent = await submit(() =>
      sendContactMessage({
        name: values.name.trim(),
        email: values.email.trim(),
        ...(phone ? { phone } : {}),
        subject: values.subject.trim(),
        message: values.message.trim(),
        consent: true,
        ...spamTrap(form),
      }),
    );
    if (sent) {
      setValues(EMPTY);
      setConsent(false);
    }
  };

  return (
    <form
      className="contact-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="contact-form-title"
    >
      <FormGate>
        <h2 id="contact-form-title" className="contact-form__title">
          {t('form.title')}
        </h2>
        <p className="contact-form__intro">{t('form.intro')}</p>
        <RequiredNote />
        <div className="form-grid form-grid--two">
          <TextField
            label={t('form.name')}
            autoComplete="name"
            required
            maxLength={CONTACT_MESSAGE_LIMITS.name}
            {...bind('name')}
          />
          <TextField
            label={t('form.email')}
            type="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX}
            dir="ltr"
            {...bind('email')}
          />
          <TextField
            label={t('form.phone')}
            type="tel"
            autoComplete="tel"
            maxLength={PHONE_MAX}
            dir="ltr"
            {...bind('phone')}
          />
          <TextField
            label={t('form.subject')}
            required
            maxLength={CONTACT_MESSAGE_LIMITS.subject}
            {...bind('subject')}
          />
          <TextAreaField
            className="form-grid__wide"
            label={t('form.message')}
            rows={6}
            required
            maxLength={CONTACT_MESSAGE_LIMITS.message}
            {...bind('message')}
          />
        </div>
        <ConsentField
          kind="messages"
          checked={consent}
          serverError={state.fieldErrors.consent}
          onChange={(checked) => {
            setConsent(checked);
            clearFieldError('consent');
          }}
        />
        <HoneypotField />
        <div className="form-actions">
          <SubmitButton submitting={isSubmitting} label={t('form.submit')} />
        </div>
        <FormFeedback state={state} successMessage={t('form.success')} errorMessage={t('form.error')} />
      </FormGate>
    </form>
  );
}
