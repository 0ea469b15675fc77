import {
  COMPANY_HOURS_MAX,
  COMPANY_OFFICES_MAX,
  COMPANY_PROFILE_LIMITS,
  SOCIAL_NETWORKS,
  type CompanyProfile,
} from '@madar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '@/components/admin/editor-frame';
import { useEditorSave } from '@/components/admin/use-editor-save';
import { useDraftChanges } from '@/components/admin/use-unsaved-changes-guard';
import { updateCompanyProfile } from '../api/company-profile';
import {
  companyBody,
  companyFieldPaths,
  companyForm,
  companyProblems,
  emptyOffice,
  type CompanyForm,
} from '../lib/company-form';
import { emptyText, placeDetails, problemsOf } from '../lib/localized-form';
import { CompanyOfficeFields, LtrField } from './company-office-fields';
import { EditableList } from './editable-list';
import { LocalizedInputs } from './localized-inputs';
import './site-content.css';

/**
 * The company profile, edited whole: its name, contacts, address, opening hours, offices, social links
 * and WhatsApp number, every text in both languages side by side. Saved, the public pages show it
 * within about a second.
 */
export function CompanyProfileEditor({
  profile,
  onDone,
  onCancel,
}: {
  profile: CompanyProfile;
  onDone: (saved: CompanyProfile) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('adminContent');
  const [form, setForm] = useState<CompanyForm>(() => companyForm(profile));
  const draft = useDraftChanges(form);
  const editor = useEditorSave({
    validate: () => problemsOf(companyProblems(form)),
    save: async () => {
      const saved = await updateCompanyProfile(companyBody(form));
      draft.markSaved();
      onDone(saved);
    },
    placeDetails: placeDetails(companyFieldPaths(form)),
  });
  const set = <K extends keyof CompanyForm>(key: K, value: CompanyForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const title = t('siteContent.company.heading');

  return (
    <EditorFrame
      className="site-content"
      heading={t('siteContent.company.editTitle')}
      editor={editor}
      onCancel={onCancel}
      dirty={draft.dirty}
      itemName={title}
    >
      <LocalizedInputs
        label={t('siteContent.company.name')}
        path="name"
        value={form.name}
        onChange={(next) => set('name', next)}
        problem={editor.problem}
        maxLength={COMPANY_PROFILE_LIMITS.name}
      />
      <LtrField
        type="tel"
        label={t('siteContent.company.phone')}
        value={form.phone}
        onChange={(next) => set('phone', next)}
        error={editor.problem('phone')}
      />
      <LtrField
        type="email"
        label={t('siteContent.company.email')}
        value={form.email}
        onChange={(next) => set('email', next)}
        error={editor.problem('email')}
      />
      <LtrField
        type="email"
        label={t('siteContent.company.careersEmail')}
        value={form.careersEmail}
        onChange={(next) => set('careersEmail', next)}
        error={editor.problem('careersEmail')}
      />
      <LocalizedInputs
        label={t('siteContent.company.address')}
        path="address"
        value={form.address}
        onChange={(next) => set('address', next)}
        problem={editor.problem}
        maxLength={COMPANY_PROFILE_LIMITS.address}
      />
      <EditableList
        legend={t('siteContent.company.hours')}
        itemLabel={(index) => t('siteContent.company.hoursLine', { number: index + 1 })}
        items={form.hours}
        onChange={(next) => set('hours', next)}
        makeEmpty={emptyText}
        max={COMPANY_HOURS_MAX}
        renderItem={(line, index, change) => (
          <LocalizedInputs
            label={t('siteContent.company.hoursLine', { number: index + 1 })}
            path={`hours.${index}`}
            value={line}
            onChange={change}
            problem={editor.problem}
            maxLength={COMPANY_PROFILE_LIMITS.hours}
          />
        )}
      />
      <EditableList
        legend={t('siteContent.company.offices')}
        itemLabel={(index) => t('siteContent.company.officeItem', { number: index + 1 })}
        items={form.offices}
        onChange={(next) => set('offices', next)}
        makeEmpty={emptyOffice}
        max={COMPANY_OFFICES_MAX}
        renderItem={(office, index, change) => (
          <CompanyOfficeFields office={office} index={index} onChange={change} problem={editor.problem} />
        )}
      />
      <fieldset className="site-content__list">
        <legend className="site-content__legend">{t('siteContent.company.social')}</legend>
        {SOCIAL_NETWORKS.map((network) => (
          <LtrField
            key={network}
            type="url"
            label={t(`siteContent.company.networks.${network}`)}
            hint={t('siteContent.company.linkHint')}
            value={form.social[network]}
            onChange={(next) => set('social', { ...form.social, [network]: next })}
            error={editor.problem(`social.${network}`)}
          />
        ))}
      </fieldset>
      <LtrField
        type="tel"
        label={t('siteContent.company.whatsapp')}
        hint={t('siteContent.company.whatsappHint')}
        value={form.whatsappNumber}
        onChange={(next) => set('whatsappNumber', next)}
        error={editor.problem('whatsapp.number')}
      />
    </EditorFrame>
  );
}
