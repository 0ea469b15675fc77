import { NOTE_LIMITS, type LeadNote } from '@madar/shared';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText, UserTextBlock } from '@/components/ui/user-text';
import { useLanguage } from '@/hooks/use-language';
import { formatShortDateTime } from '@/lib/format';
import { useSaveNotice } from '../save-notice';
import { followUpErrorMessage } from './follow-up-errors';

/**
 * A lead's internal notes, oldest first, each with its author and time, and the form that adds one
 * (Ctrl+Enter or ⌘+Enter sends it from the text box). The new note shows as soon as the service has
 * it; the box empties and keeps focus for the next.
 */
export function LeadNotes({
  notes,
  addNote,
}: {
  notes: readonly LeadNote[];
  addNote: (text: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  const notify = useSaveNotice();
  const headingId = useId();
  const fieldId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const max = NOTE_LIMITS.text;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (adding) return;
    if (text.trim() === '') {
      setProblem(t('followUp.notes.required'));
      box.current?.focus();
      return;
    }
    setAdding(true);
    setProblem(null);
    try {
      await addNote(text.trim());
      setText('');
      notify('saved');
    } catch (error) {
      setProblem(followUpErrorMessage(error, t));
    } finally {
      setAdding(false);
      box.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit(event);
  };

  return (
    <section className="follow-up-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="follow-up-section__title">
        {t('followUp.notes.title')}
      </h3>
      <p className="follow-up-section__hint">{t('followUp.notes.hint')}</p>
      {notes.length === 0 ? (
        <p className="follow-up-section__empty">{t('followUp.notes.empty')}</p>
      ) : (
        <ol className="follow-up-notes">
          {notes.map((note) => (
            <li key={note.id} className="follow-up-notes__item">
              <p className="follow-up-notes__meta">
                <UserText className="follow-up-notes__author">{note.author.name}</UserText>{' '}
                <time dateTime={note.createdAt}>{formatShortDateTime(note.createdAt, lang)}</time>
              </p>
              <UserTextBlock>{note.text}</UserTextBlock>
            </li>
          ))}
        </ol>
      )}
      <form className="follow-up-form" noValidate onSubmit={(event) => void submit(event)}>
        <label className="admin-field__label" htmlFor={fieldId}>
          {t('followUp.notes.label')}
        </label>
        <textarea
          ref={box}
          id={fieldId}
          className="follow-up-form__text"
          dir="auto"
          rows={3}
          value={text}
          maxLength={max}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={`${fieldId}-hint${problem ? ` ${fieldId}-error` : ''}`}
          aria-invalid={problem ? true : undefined}
        />
        <p id={`${fieldId}-hint`} className="follow-up-form__hint">
          <span>{t('followUp.notes.shortcut')}</span>{' '}
          <span className="follow-up-form__counter">
            {t('followUp.notes.counter', { count: text.length, max })}
          </span>
        </p>
        {problem ? (
          <p id={`${fieldId}-error`} className="admin-field__error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="follow-up-form__actions">
          <button
            type="submit"
            className="admin-button admin-button--primary admin-button--sm"
            aria-disabled={adding || undefined}
          >
            {adding ? t('followUp.notes.adding') : t('followUp.notes.add')}
          </button>
        </div>
      </form>
    </section>
  );
}
