import type { Language } from '@madar/shared';
import type { Editor } from '@tiptap/react';
import { useDeferredValue, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAME_KEYS } from '@/lib/languages';
import { useMediaChoices, type MediaChoice } from '../api/get-media-choices';
import { isSiteImagePath } from '../lib/editor-html';

/** One labelled input of the form, with its hint and error wired for assistive technology. */
function PanelInput({
  label,
  hint,
  error,
  ...input
}: {
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  lang?: string;
  dir?: 'ltr' | 'rtl';
  autoFocus?: boolean;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="rich-text__panel-field">
      <label className="admin-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        lang={input.lang}
        dir={input.dir}
        autoFocus={input.autoFocus}
        value={input.value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => input.onChange(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The media library's images as a list to pick from (the newest hundred, or those the search finds). */
function MediaPicker({ language, onPick }: { language: Language; onPick: (item: MediaChoice) => void }) {
  const { t } = useTranslation('adminContent');
  const id = useId();
  const [search, setSearch] = useState('');
  const { data, error, isLoading } = useMediaChoices(useDeferredValue(search.trim()));
  const items = data?.items ?? [];
  return (
    <div className="rich-text__panel-field">
      {/* The form opens when the author asks for it: finding the image is what they do next. */}
      <PanelInput label={t('blog.editor.rich.imageSearch')} value={search} onChange={setSearch} autoFocus />
      <label className="admin-field__label" htmlFor={id}>
        {t('blog.editor.rich.imageLibrary')}
      </label>
      <select
        id={id}
        value=""
        onChange={(event) => {
          const item = items.find((candidate) => candidate.id === event.target.value);
          if (item) onPick(item);
        }}
      >
        <option value="">
          {isLoading ? t('blog.editor.rich.imageLibraryLoading') : t('blog.editor.rich.imageLibraryChoose')}
        </option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.alt[language] ? `${item.fileName} — ${item.alt[language]}` : item.fileName}
          </option>
        ))}
      </select>
      {error ? <p className="admin-field__error">{t('blog.editor.rich.imageLibraryFailed')}</p> : null}
    </div>
  );
}

/**
 * Inserts an image: one of the media library's, or a path under /images/ or /media/, always with its
 * alternative text in the editor's own language (a body is one language; the other has its own image).
 */
export function RichTextImageForm({
  editor,
  language,
  onClose,
}: {
  editor: Editor;
  language: Language;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminContent');
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [tried, setTried] = useState(false);
  const srcError = tried && !isSiteImagePath(src.trim()) ? t('blog.editor.rich.imagePathInvalid') : undefined;
  const altError = tried && !alt.trim() ? t('blog.editor.rich.imageAltMissing') : undefined;

  const insert = () => {
    setTried(true);
    if (!isSiteImagePath(src.trim()) || !alt.trim()) return;
    editor.chain().focus().setImage({ src: src.trim(), alt: alt.trim() }).run();
    onClose();
  };
  // Enter in a field would submit the post's form: here it inserts the image; Escape leaves the form.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLInputElement)) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      insert();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };
  return (
    <div
      role="group"
      aria-label={t('blog.editor.rich.image')}
      className="rich-text__panel"
      onKeyDown={onKeyDown}
    >
      <MediaPicker
        language={language}
        onPick={(item) => {
          setSrc(item.url);
          // The library's own description, unless the author has written one for this place.
          if (!alt.trim()) setAlt(item.alt[language]);
        }}
      />
      <PanelInput
        label={t('blog.editor.rich.imagePath')}
        hint={t('blog.editor.rich.imagePathHint')}
        error={srcError}
        dir="ltr"
        value={src}
        onChange={setSrc}
      />
      <PanelInput
        label={t('blog.editor.rich.imageAlt', { language: t(LANGUAGE_NAME_KEYS[language]) })}
        hint={t('blog.editor.rich.imageAltHint')}
        error={altError}
        lang={language}
        value={alt}
        onChange={setAlt}
      />
      <div className="rich-text__panel-actions">
        <button type="button" className="admin-button admin-button--primary" onClick={insert}>
          {t('blog.editor.rich.imageInsert')}
        </button>
        <button type="button" className="admin-button" onClick={onClose}>
          {t('blog.editor.rich.cancel')}
        </button>
      </div>
    </div>
  );
}
