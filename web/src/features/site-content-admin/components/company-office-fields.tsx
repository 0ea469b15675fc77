import { OFFICE_LIMITS } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { AdminFormField } from '@/components/ui/admin-form-field';
import { OFFICE_TEXTS, type OfficeForm } from '../lib/company-form';
import { LocalizedInputs } from './localized-inputs';

/** A plain one-line input (a phone, an email, a link): typed left to right in both pages' directions. */
export function LtrField({
  label,
  value,
  onChange,
  error,
  type = 'text',
  hint,
}: {
  label: string;
  value: string;
  onChange: (next: string) => void;
  error?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  hint?: string;
}) {
  return (
    <AdminFormField label={label} error={error} {...(hint ? { hint } : {})}>
      {(control) => (
        <input
          {...control}
          type={type}
          dir="ltr"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </AdminFormField>
  );
}

/** One office's fields: its texts in both languages, its phone, email and map link. */
export function CompanyOfficeFields({
  office,
  index,
  onChange,
  problem,
}: {
  office: OfficeForm;
  index: number;
  onChange: (next: OfficeForm) => void;
  problem: (field: string) => string | undefined;
}) {
  const { t } = useTranslation('adminContent');
  const number = index + 1;
  const path = `offices.${index}`;
  return (
    <>
      {OFFICE_TEXTS.map((field) => (
        <LocalizedInputs
          key={field}
          label={t(`siteContent.company.office.${field}`, { number })}
          path={`${path}.${field}`}
          value={office[field]}
          onChange={(next) => onChange({ ...office, [field]: next })}
          problem={problem}
          maxLength={OFFICE_LIMITS[field]}
        />
      ))}
      <LtrField
        type="tel"
        label={t('siteContent.company.office.phone', { number })}
        value={office.phone}
        onChange={(phone) => onChange({ ...office, phone })}
        error={problem(`${path}.phone`)}
      />
      <LtrField
        type="email"
        label={t('siteContent.company.office.email', { number })}
        value={office.email}
        onChange={(email) => onChange({ ...office, email })}
        error={problem(`${path}.email`)}
      />
      <LtrField
        type="url"
        label={t('siteContent.company.office.mapUrl', { number })}
        hint={t('siteContent.company.linkHint')}
        value={office.mapUrl}
        onChange={(mapUrl) => onChange({ ...office, mapUrl })}
        error={problem(`${path}.mapUrl`)}
      />
    </>
  );
}
