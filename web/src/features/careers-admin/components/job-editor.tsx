import {
  directionOf,
  type Job,
  jobToday,
  LANGUAGE_CODES,
  localize,
  type Language,
  type ValidationDetail,
} from '@madar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '@/components/admin/editor-frame';
import { PreviewButton } from '@/components/admin/preview-button';
import { keyedProblems, placeByPath, useEditorSave } from '@/components/admin/use-editor-save';
import { useDraftChanges } from '@/components/admin/use-unsaved-changes-guard';
import { AdminFormField } from '@/components/ui/admin-form-field';
import { useLanguage } from '@/hooks/use-language';
import { LANGUAGE_NAME_KEYS } from '@/lib/languages';
import { createJobPreview } from '../api/create-job-preview';
import { createJob, updateJob } from '../api/job-writes';
import {
  buildJobPayload,
  CLOSES_AT_RULES,
  emptyJobValues,
  jobToValues,
  JOB_LIST_FIELDS,
  JOB_TEXT_FIELDS,
  jobFieldPaths,
  validateJob,
  type JobFormValues,
  type JobTextField,
} from '../lib/job-form';
import { JobHistory } from './job-history';
import { LocalizedListField } from './localized-list-field';

/** The service's failed rules by field; the closing date's in the editor's own words. */
function placeJobDetails(details: readonly ValidationDetail[], values: JobFormValues) {
  const placed = placeByPath(details, jobFieldPaths(values));
  const closesAt = placed.errors.closesAt;
  const own = closesAt && 'detail' in closesAt ? CLOSES_AT_RULES[closesAt.detail.rule] : undefined;
  if (own) placed.errors.closesAt = { key: own };
  return placed;
}

/** Add or edit a job: every field in English and Arabic side by side, ordered lists, draft or published. */
export function JobEditor({
  job,
  onDone,
  onCancel,
}: {
  job: Job | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('adminContent');
  const { lang: pageLanguage } = useLanguage();
  const [values, setValues] = useState<JobFormValues>(() => (job ? jobToValues(job) : emptyJobValues()));
  const draft = useDraftChanges(buildJobPayload(values));
  const editor = useEditorSave({
    // A new job may not close before today (Tripoli); an edit may close one early.
    validate: () => keyedProblems(validateJob(values, job ? undefined : jobToday(new Date()))),
    save: async () => {
      const payload = buildJobPayload(values);
      if (job) await updateJob(job.id, payload);
      else await createJob(payload);
      draft.markSaved();
      onDone();
    },
    placeDetails: (details) => placeJobDetails(details, values),
    refusal: (error) => {
      const field = error.details[0]?.field === 'publishAt' ? 'publishAt' : 'closeAt';
      if (error.code === 'JOB.SCHEDULE_IN_PAST') return { field, key: 'careers.jobs.editor.scheduleInPast' };
      if (error.code === 'JOB.CLOSE_BEFORE_PUBLISH') {
        return { field: 'closeAt', key: 'careers.jobs.editor.closeBeforePublish' };
      }
      return undefined;
    },
  });
  const problem = editor.problem;
  const setText = (field: JobTextField, lang: Language, text: string) =>
    setValues((current) => ({ ...current, [field]: { ...current[field], [lang]: text } }));
  // When the job goes on or off the site by itself, in Tripoli time.
  const scheduleField = (field: 'publishAt' | 'closeAt') => (
    <AdminFormField
      className="job-editor__date"
      label={t(`careers.jobs.editor.${field}`)}
      hint={t(`careers.jobs.editor.${field}Hint`)}
      error={problem(field)}
    >
      {(control) => (
        <input
          {...control}
          type="datetime-local"
          dir="ltr"
          value={values[field]}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
        />
      )}
    </AdminFormField>
  );

  return (
    <EditorFrame
      className="job-editor"
      heading={job ? t('careers.jobs.editor.editTitle') : t('careers.jobs.editor.newTitle')}
      editor={editor}
      onCancel={onCancel}
      dirty={draft.dirty}
      itemName={localize(values.title, pageLanguage)}
    >
      <div className="job-editor__panel">
        {job ? (
          <JobHistory
            job={job}
            onRestored={() => {
              draft.markSaved();
              onDone();
            }}
          />
        ) : null}
        {/* The job as it stands on its public page, unsaved (the edited job's id with it). */}
        <PreviewButton request={() => createJobPreview(buildJobPayload(values), job?.id)} />
        {JOB_TEXT_FIELDS.map((field) => (
          <div key={field} className="job-editor__pair">
            {LANGUAGE_CODES.map((lang) => (
              <AdminFormField
                key={lang}
                label={`${t(`careers.jobs.editor.${field}`)} (${t(LANGUAGE_NAME_KEYS[lang])})`}
                error={problem(`${field}.${lang}`)}
              >
                {(control) =>
                  field === 'description' ? (
                    <textarea
                      {...control}
                      rows={4}
                      lang={lang}
                      dir={directionOf(lang)}
                      value={values[field][lang]}
                      onChange={(event) => setText(field, lang, event.target.value)}
                    />
                  ) : (
                    <input
                      {...control}
                      lang={lang}
                      dir={directionOf(lang)}
                      value={values[field][lang]}
                      onChange={(event) => setText(field, lang, event.target.value)}
                    />
                  )
                }
              </AdminFormField>
            ))}
          </div>
        ))}
        {JOB_LIST_FIELDS.map((field) => (
          <LocalizedListField
            key={field}
            label={t(`careers.jobs.editor.${field}`)}
            items={values[field]}
            onChange={(items) => setValues((current) => ({ ...current, [field]: items }))}
            error={problem(field)}
            itemError={(index, lang) => problem(`${field}.${index}.${lang}`)}
          />
        ))}
        <AdminFormField
          className="job-editor__date"
          label={t('careers.jobs.editor.closesAt')}
          hint={t('careers.jobs.editor.closesAtHint')}
          error={problem('closesAt')}
        >
          {(control) => (
            <input
              {...control}
              type="date"
              value={values.closesAt}
              onChange={(event) => setValues((current) => ({ ...current, closesAt: event.target.value }))}
            />
          )}
        </AdminFormField>
        <label className="job-editor__toggle">
          <input
            type="checkbox"
            checked={values.published}
            onChange={(event) => setValues((current) => ({ ...current, published: event.target.checked }))}
          />
          <span>{t('common.publishedToggle')}</span>
        </label>
        {values.published ? null : scheduleField('publishAt')}
        {scheduleField('closeAt')}
      </div>
    </EditorFrame>
  );
}
