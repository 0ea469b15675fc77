import {
  localize,
  PROJECT_CATEGORIES,
  PROJECT_IMAGES_MAX,
  PROJECT_LIMITS,
  PROJECT_TECHNOLOGIES_MAX,
  PROJECT_TECHNOLOGY_MAX,
  PROJECT_TESTIMONIAL_LIMITS,
  PROJECT_TYPE_LABELS,
  type Project,
  type ProjectCategory,
} from '@madar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '@/components/admin/editor-frame';
import { useEditorSave } from '@/components/admin/use-editor-save';
import { useDraftChanges } from '@/components/admin/use-unsaved-changes-guard';
import { AdminFormField } from '@/components/ui/admin-form-field';
import { useLanguage } from '@/hooks/use-language';
import { updateProject } from '../api/site-projects';
import { placeDetails } from '../lib/localized-form';
import {
  emptyTestimonial,
  PROJECT_TEXTS,
  projectFieldPaths,
  projectToValues,
  validateProject,
  type ProjectFormValues,
} from '../lib/project-form';
import { CatalogueHistory } from './catalogue-history';
import { EditableList } from './editable-list';
import { LocalizedInputs } from './localized-inputs';
import './site-content.css';

/**
 * One project of the portfolio, edited whole: its texts in both languages side by side (title, client,
 * duration, description, challenge, solution, results), category, date, main image, the gallery and
 * the technologies (each added, removed and reordered), the client's quote, and whether the home page
 * features it. Saving replaces the project; the public site shows it at once.
 */
export function ProjectEditor({
  project,
  onDone,
  onCancel,
}: {
  project: Project;
  onDone: (saved: Project) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('adminContent');
  const { lang } = useLanguage();
  const [values, setValues] = useState<ProjectFormValues>(() => projectToValues(project));
  const draft = useDraftChanges(values);
  const editor = useEditorSave({
    validate: () => validateProject(values),
    save: async () => {
      const saved = await updateProject(project.id, values);
      draft.markSaved();
      onDone(saved);
    },
    placeDetails: (details) => placeDetails(projectFieldPaths(values))(details),
  });
  const set = <K extends keyof ProjectFormValues>(key: K, value: ProjectFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const label = (name: string) => t(`siteContent.projects.${name}` as 'siteContent.projects.title');
  const { testimonial } = values;

  return (
    <EditorFrame
      className="site-content"
      heading={t('siteContent.projects.editTitle', { name: localize(project.title, lang) })}
      editor={editor}
      onCancel={onCancel}
      dirty={draft.dirty}
      itemName={localize(values.title, lang)}
    >
      <CatalogueHistory<Project>
        path={`/projects/${encodeURIComponent(project.id)}`}
        itemKey="id"
        current={project as unknown as Record<string, unknown>}
        optionalFields={['images', 'testimonial']}
        onRestored={(saved) => {
          draft.markSaved();
          onDone(saved);
        }}
      />
      {PROJECT_TEXTS.map(([name, max, multiline]) => (
        <LocalizedInputs
          key={name}
          label={label(name)}
          path={name}
          value={values[name]}
          onChange={(next) => set(name, next)}
          problem={editor.problem}
          multiline={multiline}
          maxLength={max}
        />
      ))}
      <div className="site-content__pair">
        <AdminFormField label={label('category')} error={editor.problem('category')}>
          {(control) => (
            <select
              {...control}
              value={values.category}
              onChange={(event) => set('category', event.target.value as ProjectCategory)}
            >
              {PROJECT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {localize(PROJECT_TYPE_LABELS[category], lang)}
                </option>
              ))}
            </select>
          )}
        </AdminFormField>
        <AdminFormField label={label('date')} error={editor.problem('date')}>
          {(control) => (
            <input
              {...control}
              type="date"
              dir="ltr"
              value={values.date}
              onChange={(event) => set('date', event.target.value)}
            />
          )}
        </AdminFormField>
      </div>
      <AdminFormField
        label={label('image')}
        hint={t('siteContent.projects.imageHint')}
        error={editor.problem('image')}
      >
        {(control) => (
          <input
            {...control}
            dir="ltr"
            maxLength={PROJECT_LIMITS.image}
            value={values.image}
            onChange={(event) => set('image', event.target.value)}
          />
        )}
      </AdminFormField>
      <label className="site-content__toggle">
        <input
          type="checkbox"
          checked={values.featured}
          onChange={(event) => set('featured', event.target.checked)}
        />
        {label('featured')}
      </label>
      <EditableList
        legend={label('images')}
        itemLabel={(index) => t('siteContent.projects.galleryImage', { number: index + 1 })}
        items={values.images ?? []}
        onChange={(next) => set('images', next)}
        makeEmpty={() => ''}
        max={PROJECT_IMAGES_MAX}
        error={editor.problem('images')}
        renderItem={(image, index, change) => (
          <AdminFormField
            label={t('siteContent.projects.galleryImage', { number: index + 1 })}
            hint={t('siteContent.projects.imageHint')}
            error={editor.problem(`images.${index}`)}
          >
            {(control) => (
              <input
                {...control}
                dir="ltr"
                maxLength={PROJECT_LIMITS.image}
                value={image}
                onChange={(event) => change(event.target.value)}
              />
            )}
          </AdminFormField>
        )}
      />
      <EditableList
        legend={label('technologies')}
        itemLabel={(index) => t('siteContent.projects.technology', { number: index + 1 })}
        items={values.technologies}
        onChange={(next) => set('technologies', next)}
        makeEmpty={() => ''}
        max={PROJECT_TECHNOLOGIES_MAX}
        error={editor.problem('technologies')}
        renderItem={(name, index, change) => (
          <AdminFormField
            label={t('siteContent.projects.technology', { number: index + 1 })}
            error={editor.problem(`technologies.${index}`)}
          >
            {(control) => (
              <input
                {...control}
                dir="auto"
                maxLength={PROJECT_TECHNOLOGY_MAX}
                value={name}
                onChange={(event) => change(event.target.value)}
              />
            )}
          </AdminFormField>
        )}
      />
      <fieldset className="site-content__list">
        <legend className="site-content__legend">{label('testimonial')}</legend>
        <label className="site-content__toggle">
          <input
            type="checkbox"
            checked={testimonial !== undefined}
            onChange={(event) =>
              setValues(({ testimonial: _quote, ...rest }) =>
                event.target.checked
                  ? { ...rest, testimonial: project.testimonial ?? emptyTestimonial() }
                  : rest,
              )
            }
          />
          {t('siteContent.projects.hasTestimonial')}
        </label>
        {testimonial ? (
          <>
            <LocalizedInputs
              label={label('quote')}
              path="testimonial.quote"
              value={testimonial.quote}
              onChange={(quote) => set('testimonial', { ...testimonial, quote })}
              problem={editor.problem}
              multiline
              maxLength={PROJECT_TESTIMONIAL_LIMITS.quote}
            />
            <AdminFormField label={label('quoteAuthor')} error={editor.problem('testimonial.author')}>
              {(control) => (
                <input
                  {...control}
                  dir="auto"
                  maxLength={PROJECT_TESTIMONIAL_LIMITS.author}
                  value={testimonial.author}
                  onChange={(event) => set('testimonial', { ...testimonial, author: event.target.value })}
                />
              )}
            </AdminFormField>
            <LocalizedInputs
              label={label('quotePosition')}
              path="testimonial.position"
              value={testimonial.position}
              onChange={(position) => set('testimonial', { ...testimonial, position })}
              problem={editor.problem}
              maxLength={PROJECT_TESTIMONIAL_LIMITS.position}
            />
          </>
        ) : null}
      </fieldset>
    </EditorFrame>
  );
}
