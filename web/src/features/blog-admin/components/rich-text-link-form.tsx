import type { Editor } from '@tiptap/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isAllowedPostUrl } from '../lib/preview-sanitizer';

/**
 * Adds, changes or removes the link at the selection. The address must pass the content service's URL
 * rule (http, https, mailto or a path on the site): anything else is refused here, with the reason,
 * rather than silently stripped on save. With nothing selected, the address itself becomes the text.
 */
export function RichTextLinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation('adminContent');
  const id = useId();
  const inLink = editor.isActive('link');
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const [invalid, setInvalid] = useState(false);

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  const apply = () => {
    const url = href.trim();
    if (!url) return remove();
    if (!isAllowedPostUrl(url)) return setInvalid(true);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !inLink) {
      chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    } else {
      chain.setLink({ href: url }).run();
    }
    onClose();
  };
  // Enter would submit the post's form: here it applies the link; Escape leaves the form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <div role="group" aria-label={t('blog.editor.rich.link')} className="rich-text__panel">
      <label className="admin-field__label" htmlFor={id}>
        {t('blog.editor.rich.linkUrl')}
      </label>
      <input
        id={id}
        type="text"
        inputMode="url"
        dir="ltr"
        autoComplete="off"
        // The form opens when the author asks for it: the address is what they type next.
        autoFocus
        value={href}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          setHref(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className="admin-field__hint">
        {t('blog.editor.rich.linkHint')}
      </p>
      {invalid ? (
        <p id={`${id}-error`} className="admin-field__error" role="alert">
          {t('blog.editor.rich.linkInvalid')}
        </p>
      ) : null}
      <div className="rich-text__panel-actions">
        <button type="button" className="admin-button admin-button--primary" onClick={apply}>
          {t('blog.editor.rich.linkApply')}
        </button>
        {inLink ? (
          <button type="button" className="admin-button" onClick={remove}>
            {t('blog.editor.rich.linkRemove')}
          </button>
        ) : null}
        <button type="button" className="admin-button" onClick={onClose}>
          {t('blog.editor.rich.cancel')}
        </button>
      </div>
    </div>
  );
}
