import { BRIEF_LIMITS, EMAIL_MAX, PHONE_MAX } from '@madar/shared';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback, RequiredNote, SubmitButton } from '@/components/form/form-feedback';
import { ConsentField } from '@/components/form/consent-field';
import { HoneypotField } from '@/components/form/honeypot-field';
import { SelectField, TextAreaField, TextField } from '@/components/form/form-field';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useSpamTrap } from '@/components/form/use-spam-trap';
import { submitBrief } from '../api/submit-brief';
import {
  BRIEF_BUDGETS,
  BRIEF_FIELDS,
  BRIEF_TIMELINES,
  EMPTY_BRIEF,
  PROJECT_TYPES,
  toBriefInput,
  type BriefField,
  type BriefValues,
} from './brief-values';
import './client-brief.css';
import { FormGate } from '@/components/form/form-gate';

/** The fields the service may name in a refusal: the form's own and the consent box. */
const BRIEF_FORM_FIELDS = [...BRIEF_FIELDS, 'consent'] as const;

/**
 * The client brief (docs/product.md#client-brief): three sections; success resets every field, failure keeps
 * them.
 */
export function ClientBriefForm() {
  const { t } = useTranslation('brief');
  const [values, setValues] = useState<BriefValues>(EMPTY_BRIEF);
  const [consent, setConsent] = useState(false);
  const { state, isSubmitting, submit, checkConstraints, clearFieldError } =
    useFormSubmission(BRIEF_FORM_FIELDS);
  const spamTrap = useSpamTrap();

  const bind = (field: BriefField) => ({
    name: field,
    label: t(`form.${field}`),
    value: values[field],
    serverError: state.fieldErrors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      clearFieldError(field);
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!checkConstraints(form)) return;
    if (await submit(() => submitBrief({ ...toBriefInput(values), consent: true, ...spamTrap(form) }))) {
      setValues(EMPTY_BRIEF);
      setConsent(false);
    }
  };

  return (
    <form
      className="brief-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="brief-form-title"
    >
      <FormGate>
        <h2 id="brief-form-title" className="brief-form__title">
          {t('form.title')}
        </h2>
        <p className="brief-form__intro">{t('form.intro')}</p>
        <RequiredNote />

        <fieldset className="form-fieldset">
          <legend className="form-fieldset__legend">{t('form.sections.company')}</legend>
          <div className="form-grid form-grid--two">
            <TextField
              required
              maxLength={BRIEF_LIMITS.companyName}
              autoComplete="organization"
              {...bind('companyName')}
            />
            <TextField required maxLength={BRIEF_LIMITS.industry} {...bind('industry')} />
          </div>
        </fieldset>

        <fieldset className="form-fieldset">
          <legend className="form-fieldset__legend">{t('form.sections.contact')}</legend>
          <div className="form-grid form-grid--two">
            <TextField
              required
              maxLength={BRIEF_LIMITS.contactName}
              autoComplete="name"
              {...bind('contactName')}
            />
            <TextField
              required
              type="email"
              maxLength={EMAIL_MAX}
              autoComplete="email"
              dir="ltr"
              {...bind('email')}
            />
            <TextField type="tel" maxLength={PHONE_MAX} autoComplete="tel" dir="ltr" {...bind('phone')} />
          </div>
        </fieldset>

        <fieldset className="form-fieldset">
          <legend className="form-fieldset__legend">{t('form.sections.project')}</legend>
          <div className="form-grid form-grid--two">
            <SelectField
              required
              className="form-grid__wide"
              placeholder={t('form.projectTypePlaceholder')}
              options={PROJECT_TYPES.map((value) => ({ value, label: t(`projectTypes.${value}`) }))}
              {...bind('projectType')}
            />
            <TextAreaField
              className="form-grid__wide"
              required
              maxLength={BRIEF_LIMITS.description}
              {...bind('description')}
            />
            <TextAreaField
              className="form-grid__wide"
              maxLength={BRIEF_LIMITS.currentChallenges}
              {...bind('currentChallenges')}
            />
            <TextAreaField
              className="form-grid__wide"
              required
              maxLength={BRIEF_LIMITS.goals}
              {...bind('goals')}
            />
            <SelectField
              placeholder={t('form.selectPlaceholder')}
              options={BRIEF_TIMELINES.map((value) => ({ value, label: t(`timelines.${value}`) }))}
              {...bind('timeline')}
            />
            <SelectField
              placeholder={t('form.selectPlaceholder')}
              options={BRIEF_BUDGETS.map((value) => ({ value, label: t(`budgets.${value}`) }))}
              {...bind('budget')}
            />
            <TextAreaField
              className="form-grid__wide"
              maxLength={BRIEF_LIMITS.additionalInfo}
              {...bind('additionalInfo')}
            />
          </div>
        </fieldset>

        <ConsentField
          kind="briefs"
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
