import {
  FAQ_LIMITS,
  localize,
  PROCESS_STEP_LIMITS,
  SERVICE_FAQS_MAX,
  SERVICE_FEATURE_MAX,
  SERVICE_FEATURES_MAX,
  SERVICE_LIMITS,
  SERVICE_PROCESS_MAX,
  type Service,
} from '@madar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '@/components/admin/editor-frame';
import { useEditorSave } from '@/components/admin/use-editor-save';
import { useDraftChanges } from '@/components/admin/use-unsaved-changes-guard';
import { useLanguage } from '@/hooks/use-language';
import { updateService } from '../api/site-services';
import { emptyText, placeDetails } from '../lib/localized-form';
import {
  serviceFieldPaths,
  serviceToValues,
  validateService,
  type ServiceFormValues,
} from '../lib/service-form';
import { CatalogueHistory } from './catalogue-history';
import { EditableList } from './editable-list';
import { LocalizedInputs } from './localized-inputs';
import './site-content.css';

/**
 * One service of the catalogue, edited whole: title and description in both languages side by side,
 * its features, process steps and FAQs (each added, removed and reordered, in both languages), and
 * whether the home page features it. Saving replaces the service; the public site shows it at once.
 */
export function ServiceEditor({
  service,
  onDone,
  onCancel,
}: {
  service: Service;
  onDone: (saved: Service) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('adminContent');
  const { lang } = useLanguage();
  const [values, setValues] = useState<ServiceFormValues>(() => serviceToValues(service));
  const draft = useDraftChanges(values);
  const editor = useEditorSave({
    validate: () => validateService(values),
    save: async () => {
      const saved = await updateService(service.id, values);
      draft.markSaved();
      onDone(saved);
    },
    placeDetails: (details) => placeDetails(serviceFieldPaths(values))(details),
  });
  const set = <K extends keyof ServiceFormValues>(key: K, value: ServiceFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  return (
    <EditorFrame
      className="site-content"
      heading={t('siteContent.services.editTitle', { name: localize(service.title, lang) })}
      editor={editor}
      onCancel={onCancel}
      dirty={draft.dirty}
      itemName={localize(values.title, lang)}
    >
      <CatalogueHistory<Service>
        path={`/services/${encodeURIComponent(service.id)}`}
        itemKey="id"
        current={service as unknown as Record<string, unknown>}
        onRestored={(saved) => {
          draft.markSaved();
          onDone(saved);
        }}
      />
      <LocalizedInputs
        label={t('siteContent.services.title')}
        path="title"
        value={values.title}
        onChange={(next) => set('title', next)}
        problem={editor.problem}
        maxLength={SERVICE_LIMITS.title}
      />
      <LocalizedInputs
        label={t('siteContent.services.description')}
        path="description"
        value={values.description}
        onChange={(next) => set('description', next)}
        problem={editor.problem}
        multiline
        maxLength={SERVICE_LIMITS.description}
      />
      <label className="site-content__toggle">
        <input
          type="checkbox"
          checked={values.featured}
          onChange={(event) => set('featured', event.target.checked)}
        />
        {t('siteContent.services.featured')}
      </label>
      <EditableList
        legend={t('siteContent.services.features')}
        itemLabel={(index) => t('siteContent.services.feature', { number: index + 1 })}
        items={values.features}
        onChange={(next) => set('features', next)}
        makeEmpty={emptyText}
        min={1}
        max={SERVICE_FEATURES_MAX}
        error={editor.problem('features')}
        renderItem={(feature, index, change) => (
          <LocalizedInputs
            label={t('siteContent.services.feature', { number: index + 1 })}
            path={`features.${index}`}
            value={feature}
            onChange={change}
            problem={editor.problem}
            maxLength={SERVICE_FEATURE_MAX}
          />
        )}
      />
      <EditableList
        legend={t('siteContent.services.process')}
        itemLabel={(index) => t('siteContent.services.step', { number: index + 1 })}
        items={values.process}
        onChange={(next) => set('process', next)}
        makeEmpty={() => ({ title: emptyText(), description: emptyText() })}
        min={1}
        max={SERVICE_PROCESS_MAX}
        error={editor.problem('process')}
        renderItem={(step, index, change) => (
          <>
            <LocalizedInputs
              label={t('siteContent.services.stepTitle', { number: index + 1 })}
              path={`process.${index}.title`}
              value={step.title}
              onChange={(title) => change({ ...step, title })}
              problem={editor.problem}
              maxLength={PROCESS_STEP_LIMITS.title}
            />
            <LocalizedInputs
              label={t('siteContent.services.stepDescription', { number: index + 1 })}
              path={`process.${index}.description`}
              value={step.description}
              onChange={(description) => change({ ...step, description })}
              problem={editor.problem}
              multiline
              maxLength={PROCESS_STEP_LIMITS.description}
            />
          </>
        )}
      />
      <EditableList
        legend={t('siteContent.services.faqs')}
        itemLabel={(index) => t('siteContent.services.faq', { number: index + 1 })}
        items={values.faqs}
        onChange={(next) => set('faqs', next)}
        makeEmpty={() => ({ question: emptyText(), answer: emptyText() })}
        min={1}
        max={SERVICE_FAQS_MAX}
        error={editor.problem('faqs')}
        renderItem={(faq, index, change) => (
          <>
            <LocalizedInputs
              label={t('siteContent.services.question', { number: index + 1 })}
              path={`faqs.${index}.question`}
              value={faq.question}
              onChange={(question) => change({ ...faq, question })}
              problem={editor.problem}
              maxLength={FAQ_LIMITS.question}
            />
            <LocalizedInputs
              label={t('siteContent.services.answer', { number: index + 1 })}
              path={`faqs.${index}.answer`}
              value={faq.answer}
              onChange={(answer) => change({ ...faq, answer })}
              problem={editor.problem}
              multiline
              maxLength={FAQ_LIMITS.answer}
            />
          </>
        )}
      />
    </EditorFrame>
  );
}
