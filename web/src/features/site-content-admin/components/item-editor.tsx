import { LANGUAGE_CODES, type LocalizedText } from '@madar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '@/components/admin/editor-frame';
import { useEditorSave } from '@/components/admin/use-editor-save';
import { useDraftChanges } from '@/components/admin/use-unsaved-changes-guard';
import { AdminFormField } from '@/components/ui/admin-form-field';
import { useLanguage } from '@/hooks/use-language';
import { updateItem } from '../api/site-items';
import { placeDetails, problemsOf, textProblems } from '../lib/localized-form';
import { itemBody, type CatalogueItem, type ItemKind } from '../lib/item-kinds';
import { CatalogueHistory } from './catalogue-history';
import { LocalizedInputs } from './localized-inputs';
import './site-content.css';

/** Every field path the editor draws (each language of a text), for the server's failed rules. */
const fieldPaths = (kind: ItemKind) =>
  kind.fields.flatMap((field) =>
    field.type === 'text' || field.type === 'multiline'
      ? LANGUAGE_CODES.map((language) => `${field.name}.${language}`)
      : [field.name],
  );

/** One item of a simpler list (a testimonial, a figure, a member, a milestone), edited whole. */
export function ItemEditor({
  kind,
  item,
  onDone,
  onCancel,
}: {
  kind: ItemKind;
  item: CatalogueItem;
  onDone: (saved: CatalogueItem) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('adminContent');
  const { lang } = useLanguage();
  const [values, setValues] = useState<CatalogueItem>(() => itemBody(kind, item));
  const draft = useDraftChanges(values);
  const key = String(item[kind.key]);
  const editor = useEditorSave({
    validate: () =>
      problemsOf(
        ...kind.fields.map((field) =>
          field.type === 'text' || field.type === 'multiline'
            ? textProblems(field.name, values[field.name] as LocalizedText, field.max)
            : {},
        ),
      ),
    save: async () => {
      const saved = await updateItem(kind, key, values);
      draft.markSaved();
      onDone(saved);
    },
    placeDetails: placeDetails(fieldPaths(kind)),
  });
  const set = (name: string, value: unknown) => setValues((current) => ({ ...current, [name]: value }));
  const label = (name: string) => t(`siteContent.fields.${name}` as 'siteContent.fields.name');

  return (
    <EditorFrame
      className="site-content"
      heading={t('siteContent.editItem', { name: kind.name(item, lang) })}
      editor={editor}
      onCancel={onCancel}
      dirty={draft.dirty}
      itemName={kind.name(item, lang)}
    >
      <CatalogueHistory<CatalogueItem>
        path={`/${kind.path}/${encodeURIComponent(key)}`}
        itemKey={kind.key}
        current={item}
        onRestored={(saved) => {
          draft.markSaved();
          onDone(saved);
        }}
      />
      {kind.fields.map((field) => {
        if (field.type === 'text' || field.type === 'multiline') {
          return (
            <LocalizedInputs
              key={field.name}
              label={label(field.name)}
              path={field.name}
              value={values[field.name] as LocalizedText}
              onChange={(next) => set(field.name, next)}
              problem={editor.problem}
              multiline={field.type === 'multiline'}
              maxLength={field.max}
            />
          );
        }
        if (field.type === 'checkbox') {
          return (
            <label key={field.name} className="site-content__toggle">
              <input
                type="checkbox"
                checked={values[field.name] === true}
                onChange={(event) => set(field.name, event.target.checked)}
              />
              {label(field.name)}
            </label>
          );
        }
        // Only a number is left; said again, since the text check's two types do not narrow it away.
        if (field.type !== 'number') return null;
        const { min, max } = field;
        const value = values[field.name];
        return (
          <AdminFormField key={field.name} label={label(field.name)} error={editor.problem(field.name)}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                dir="ltr"
                min={min}
                max={max}
                step={1}
                value={typeof value === 'number' && Number.isFinite(value) ? String(value) : ''}
                onChange={(event) => set(field.name, event.target.valueAsNumber)}
              />
            )}
          </AdminFormField>
        );
      })}
    </EditorFrame>
  );
}
