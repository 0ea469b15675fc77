import { directionOf, LANGUAGE_CODES, type Language } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAME_KEYS } from '@/lib/languages';
import { newListItem, moveItem, type ListItem } from '../lib/job-form';
import { DeleteButton } from '@/components/admin/delete-button';

/** An ordered list of bilingual items (English and Arabic side by side) with add, remove and reorder. */
export function LocalizedListField({
  label,
  items,
  onChange,
  error,
  itemError,
}: {
  label: string;
  items: ListItem[];
  onChange: (items: ListItem[]) => void;
  /** A problem with the list as a whole (empty, too long). */
  error?: string;
  /** A problem with one item's text in one language. */
  itemError: (index: number, lang: Language) => string | undefined;
}) {
  const { t } = useTranslation('adminContent');
  const update = (index: number, lang: Language, text: string) =>
    onChange(items.map((item, i) => (i === index ? { ...item, [lang]: text } : item)));

  return (
    <fieldset className="job-editor__list">
      <legend className="job-editor__legend">{label}</legend>
      <ol className="job-editor__items">
        {items.map((item, index) => {
          const number = t('careers.jobs.editor.item', { number: index + 1 });
          return (
            <li key={item.key} className="job-editor__item">
              <div className="job-editor__item-texts">
                {LANGUAGE_CODES.map((lang) => {
                  const problem = itemError(index, lang);
                  const inputId = `${item.key}-${lang}`;
                  return (
                    <div key={lang} className={`admin-field${problem ? ' admin-field--invalid' : ''}`}>
                      <label className="admin-field__label" htmlFor={inputId}>
                        {`${label} — ${number} (${t(LANGUAGE_NAME_KEYS[lang])})`}
                      </label>
                      <input
                        id={inputId}
                        lang={lang}
                        dir={directionOf(lang)}
                        value={item[lang]}
                        onChange={(event) => update(index, lang, event.target.value)}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? `${inputId}-error` : undefined}
                      />
                      {problem ? (
                        <p id={`${inputId}-error`} className="admin-field__error">
                          {problem}
                        </p>
                      ) : null}
                    </div>
                  );
                })}
              </div>
              <div className="job-editor__item-actions">
                <button
                  type="button"
                  className="admin-button"
                  onClick={() => onChange(moveItem(items, index, -1))}
                  disabled={index === 0}
                  aria-label={`${t('common.moveUp')}: ${label} — ${number}`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="admin-button"
                  onClick={() => onChange(moveItem(items, index, 1))}
                  disabled={index === items.length - 1}
                  aria-label={`${t('common.moveDown')}: ${label} — ${number}`}
                >
                  ↓
                </button>
                <DeleteButton
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                  aria-label={`${t('common.remove')}: ${label} — ${number}`}
                >
                  {t('common.remove')}
                </DeleteButton>
              </div>
            </li>
          );
        })}
      </ol>
      {error ? <p className="admin-field__error">{error}</p> : null}
      <button
        type="button"
        className="admin-button"
        onClick={() => onChange([...items, newListItem()])}
        aria-label={`${t('careers.jobs.editor.addItem')}: ${label}`}
      >
        <span aria-hidden="true">+</span> {t('careers.jobs.editor.addItem')}
      </button>
    </fieldset>
  );
}
